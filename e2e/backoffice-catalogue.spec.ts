import type { Page } from '@playwright/test';
import { TINY_PDF } from '../src/server/test/step-data';
import { text } from './locale';
import { apiPost, expect, expectAccessible, signInToBackoffice, test } from './support';

// The catalogue in the back office (issue 15 item 4): the environment's administrator (development:
// operatore / operatore-demo) creates an offer in the browser (its brand chosen by name, a price
// component, its documents), a customer opens the funnel for it at once (no restart), and the audit
// section shows the change; campaigns are created, switched off and deleted (one a sale names is
// refused); a terms version is published on a brand the test makes, so the demo brands' consents,
// which the funnel's specs count, stay as they are. By keyboard-reachable, labelled fields, with no axe
// violations, in Italian and in English, and at 390 px.

/** The back office API as the signed-in page calls it (its session cookie, the XSRF header). */
async function staffRequest(page: Page, method: 'POST' | 'PUT', path: string, data: unknown, type?: string) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(`/api/v1/backoffice${path}`, {
    method,
    headers: { 'x-xsrf-token': xsrf, ...(type ? { 'content-type': type } : {}) },
    data,
  });
}

/** No sideways scrolling at a phone's width (WCAG 1.4.10). */
async function expectNoOverflow(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

for (const [lang, locale] of [
  ['it', 'it-IT'],
  ['en', 'en-GB'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });
    test(`${lang}: an admin creates an offer that the funnel sells at once, and the audit shows it`, async ({
      page,
      browser,
    }) => {
      // two pages, four axe runs and the funnel's first screen: more than one screen's minute
      test.setTimeout(150_000);
      const t = (key: string, values?: Record<string, string | number>) => text(lang, key, values);
      await signInToBackoffice(page, lang);
      await page.getByRole('link', { name: t('backoffice.catalogue.heading') }).click();
      await expect(
        page.getByRole('heading', { name: t('backoffice.catalogue.offers.create_heading') }),
      ).toBeVisible();
      await expectAccessible(page);

      const nome = `E2E ${lang} ${Date.now()}`;
      const codice = `E2E-${lang}-${Date.now()}`.toUpperCase();
      const f = (key: string) => page.getByLabel(t(`backoffice.catalogue.offers.${key}`), { exact: true });
      // a form sent empty shows its errors next to the fields
      await page.getByRole('button', { name: t('backoffice.catalogue.offers.create') }).click();
      await expect(f('nome')).toHaveAttribute('aria-invalid', 'true');
      await expect(f('marchio')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      // the brand by its name, not its id
      await f('marchio').selectOption({ label: 'Lumen Energia' });
      await f('codice').fill(codice);
      await f('nome').fill(nome);
      await f('validaDal').fill('2026-01-01');
      await f('validaAl').fill('2030-12-31');
      await f('descrizione').fill('Offerta creata dal test end-to-end.');
      await f('energiaEuroKwh').fill('0.1111');
      await f('quotaFissaEuroMese').fill('7.5');
      // a price component: a row of labelled fields, the focus on its first
      const c = (key: string, values?: Record<string, string | number>) =>
        t(`backoffice.catalogue.offers.components.${key}`, values);
      await page.getByRole('button', { name: c('add_luce') }).click();
      const component = page.getByRole('group', { name: c('row_luce', { n: 1 }) });
      await expect(component.getByLabel(c('voce'), { exact: true })).toBeFocused();
      await page.keyboard.type('Trasporto');
      await component.getByLabel(c('valore'), { exact: true }).fill('0.0089');
      await component.getByLabel(c('unita'), { exact: true }).selectOption('euro_kwh');
      await expect(component.getByRole('button', { name: c('remove', { voce: 'Trasporto' }) })).toBeVisible();
      await expectAccessible(page);
      await f('quotaFissaEuroMese').press('Enter');
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nome }) });
      await expect(row).toBeVisible();
      await expect(row).toContainText('Lumen Energia');
      const id = Number(await row.getByRole('cell').first().textContent());
      expect(id).toBeGreaterThan(0);

      // the offer just created stays open: its general terms uploaded as a PDF, a file that is not one
      // refused with its name, in the section's status
      const d = (key: string, values?: Record<string, string | number>) =>
        t(`backoffice.catalogue.offers.documents.${key}`, values);
      const docs = page.getByRole('region', { name: d('heading', { nome }) });
      await expect(docs).toBeVisible();
      const status = docs.getByRole('status');
      await docs.getByLabel(d('upload_condizioni_generali')).setInputFiles({
        name: 'condizioni.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(TINY_PDF),
      });
      await expect(status).toHaveText(
        d('uploaded', { file: 'condizioni.pdf', tipo: d('tipo.condizioni_generali') }),
      );
      await expect(docs.getByRole('listitem')).toContainText(
        `condizioni-generali-${codice.toLowerCase()}.pdf`,
      );
      const sheet = docs.getByLabel(d('upload_scheda_sintetica'));
      await sheet.setInputFiles({
        name: 'listino.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('listino'),
      });
      await expect(status).toHaveText(t('backoffice.catalogue.errors.file_type', { file: 'listino.txt' }));
      await expect(sheet).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      // a customer, in a browser of their own, opens the funnel for the new offer
      const customer = await browser.newPage({ locale });
      const created = customer.waitForResponse(
        (r) => r.url().endsWith('/api/v1/vendite') && r.request().method() === 'POST',
      );
      await customer.goto(`/?operazione=ATTIVAZIONE&offerta=${id}`);
      const sale = await created;
      expect(sale.status()).toBe(201);
      expect(sale.request().postDataJSON()).toMatchObject({ offerta: id });
      await expect(
        customer.getByRole('heading', { level: 1, name: t('ricerca_cliente.title') }),
      ).toBeVisible();
      await customer.close();
      // the staff page again in front: a page behind another gets no animation frames
      await page.bringToFront();

      await page.getByRole('link', { name: t('backoffice.audit.heading') }).click();
      await page.getByLabel(t('backoffice.audit.entity')).selectOption('offer');
      const entry = page.getByRole('listitem').filter({ hasText: 'offer.create' }).first();
      await expect(entry).toContainText(nome);
      await expectAccessible(page);

      // the audit and the catalogue read at a phone's width
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await page.getByRole('link', { name: t('backoffice.catalogue.heading') }).click();
      await expect(page.getByRole('row').filter({ hasText: nome })).toBeVisible();
      await expectNoOverflow(page);
    });

    test(`${lang}: an admin creates, switches off and deletes a campaign; one a sale names is refused`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const t = (key: string, values?: Record<string, string | number>) => text(lang, key, values);
      const c = (key: string, values?: Record<string, string | number>) =>
        t(`backoffice.catalogue.campaigns.${key}`, values);
      await signInToBackoffice(page, lang);
      await page.getByRole('link', { name: t('backoffice.catalogue.heading') }).click();
      await page.getByRole('link', { name: c('heading') }).click();
      await expect(page.getByRole('heading', { name: c('create_heading') })).toBeVisible();
      await expectAccessible(page);

      const f = (key: string) => page.getByLabel(c(key), { exact: true });
      const rowOf = (nome: string) =>
        page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nome, exact: true }) });
      const stamp = Date.now();
      const create = async (nome: string, codice: string) => {
        await f('marchio').selectOption({ label: 'Lumen Energia' });
        await f('codice').fill(codice);
        await f('nome').fill(nome);
        await page.getByRole('button', { name: c('create') }).click();
        await expect(rowOf(nome)).toBeVisible();
        return Number(await rowOf(nome).getByRole('cell').first().textContent());
      };
      const spring = `E2E ${lang} primavera ${stamp}`;
      const friend = `E2E ${lang} amico ${stamp}`;
      await create(spring, `E2E-${lang}-P-${stamp}`);
      const friendId = await create(friend, `E2E-${lang}-A-${stamp}`);
      await expect(rowOf(spring)).toContainText('Lumen Energia');

      // changed in the form: another name, switched off
      const renamed = `${spring} (chiusa)`;
      await rowOf(spring)
        .getByRole('button', { name: t('backoffice.catalogue.edit_named', { nome: spring }) })
        .click();
      await expect(page.getByRole('heading', { name: c('edit_heading', { nome: spring }) })).toBeVisible();
      await f('nome').fill(renamed);
      await f('attiva_label').uncheck();
      await page.getByRole('button', { name: t('backoffice.catalogue.save') }).click();
      await expect(rowOf(renamed)).toContainText(t('backoffice.catalogue.no'));

      // deleted after a confirmation
      await rowOf(renamed)
        .getByRole('button', { name: c('delete', { nome: renamed }) })
        .click();
      const confirm = page.getByRole('button', { name: c('confirm', { nome: renamed }) });
      await expect(confirm).toBeFocused();
      await expectAccessible(page);
      await confirm.click();
      await expect(rowOf(renamed)).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(c('deleted', { nome: renamed }));

      // a campaign a sale names is not deleted: the page says to switch it off, and offers the switch
      const sale = await apiPost(request, '/vendite', {
        offerta: 101,
        operazioneCommerciale: 'ATTIVAZIONE',
        campagna: friendId,
      });
      expect(sale.status()).toBe(201);
      await rowOf(friend)
        .getByRole('button', { name: c('delete', { nome: friend }) })
        .click();
      await page.getByRole('button', { name: c('confirm', { nome: friend }) }).click();
      await expect(page.getByRole('status')).toHaveText(
        t('backoffice.catalogue.errors.in_use', { nome: friend }),
      );
      const off = page.getByRole('button', { name: c('switch_off', { nome: friend }) });
      await expect(off).toBeFocused();
      await off.click();
      await expect(page.getByRole('status')).toHaveText(c('switched_off', { nome: friend }));
      await expect(rowOf(friend)).toContainText(t('backoffice.catalogue.no'));
      await expectAccessible(page);
      await expectNoOverflow(page);
    });

    test(`${lang}: an admin publishes a terms version on a brand of their own, shown as current`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = (key: string, values?: Record<string, string | number>) => text(lang, key, values);
      const k = (key: string, values?: Record<string, string | number>) =>
        t(`backoffice.catalogue.terms.${key}`, values);
      await signInToBackoffice(page, lang);
      // a brand of the test's own, with its privacy notice: the demo brands' consents stay as they are
      const stamp = Date.now();
      const marchio = `E2E ${lang} marchio ${stamp}`;
      const brand = await staffRequest(page, 'POST', '/catalogue/brands', {
        codice: `e2e-${lang}-${stamp}`,
        nome: marchio,
        colori: { primario: '#0b5cad', secondario: '#0b5cad', sfondo: '#ffffff', testo: '#1a1a1a' },
        sitoPubblico: 'https://www.e2e-marchio.example',
        gaTrackingId: null,
        gtmId: null,
        manutenzione: false,
        messaggioManutenzione: null,
        creditCheckEnabled: false,
        creditCheckMessage: null,
        widgetEnabled: false,
        widget: null,
      });
      expect(brand.status()).toBe(201);
      const marchioId = ((await brand.json()) as { id: number }).id;
      const privacy = await staffRequest(
        page,
        'PUT',
        `/catalogue/brands/${marchioId}/privacy`,
        Buffer.from(TINY_PDF),
        'application/pdf',
      );
      expect(privacy.status()).toBe(200);

      await page.getByRole('link', { name: t('backoffice.catalogue.heading') }).click();
      await page.getByRole('link', { name: k('heading') }).click();
      await page.getByLabel(k('marchio'), { exact: true }).selectOption({ label: marchio });
      await expect(page.getByRole('heading', { name: k('create_heading', { marchio }) })).toBeVisible();
      await expectAccessible(page);

      const f = (key: string) => page.getByLabel(k(key), { exact: true });
      const rowOf = (versione: string) =>
        page.getByRole('row').filter({ has: page.getByRole('cell', { name: versione, exact: true }) });
      const publish = page.getByRole('button', { name: k('publish') });
      await f('codice').fill('E2E_NOVITA');
      await f('versione').fill('2026-01');
      await f('ordine').fill('10');
      await f('testoIt').fill('Acconsento a ricevere le novità del marchio.');
      await f('testoEn').fill('I agree to receive the brand’s news.');
      await f('documento').selectOption({
        label: k('documento_option', { nome: `privacy-${marchioId}.pdf`, tipo: k('tipo.privacy') }),
      });
      await publish.click();
      await expect(page.getByRole('status')).toHaveText(
        k('published', { codice: 'E2E_NOVITA', versione: '2026-01' }),
      );
      await expect(rowOf('2026-01')).toContainText(t('backoffice.catalogue.yes'));

      // a new version, filled from the current one; a version name in use is refused on its field
      await page.getByRole('button', { name: k('new_version', { codice: 'E2E_NOVITA' }) }).click();
      await expect(f('versione')).toBeFocused();
      await expect(f('testoIt')).toHaveValue('Acconsento a ricevere le novità del marchio.');
      await page.keyboard.type('2026-01');
      await publish.click();
      await expect(f('versione')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t('backoffice.catalogue.errors.version_taken'))).toBeVisible();
      await expectAccessible(page);
      await f('versione').fill('2026-02');
      await f('testoIt').fill('Acconsento a ricevere le novità e le offerte del marchio.');
      await publish.click();
      await expect(page.getByRole('status')).toHaveText(
        k('published', { codice: 'E2E_NOVITA', versione: '2026-02' }),
      );
      // the list (version, text, mandatory, published, current): the new version current, the first no longer
      await expect(rowOf('2026-02').getByRole('cell').nth(4)).toHaveText(t('backoffice.catalogue.yes'));
      await expect(rowOf('2026-01').getByRole('cell').nth(4)).toHaveText(t('backoffice.catalogue.no'));
      await expectAccessible(page);
      await expectNoOverflow(page);
    });
  });
}
