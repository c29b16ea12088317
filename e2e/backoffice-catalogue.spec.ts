import { text } from './locale';
import { expect, expectAccessible, signInToBackoffice, test } from './support';

// The catalogue in the back office (issue 15 item 4): the environment's administrator (development:
// operatore / operatore-demo) creates an offer in the browser, a customer opens the funnel for it at
// once (no restart), and the audit section shows the change; by keyboard-reachable, labelled fields,
// with no axe violations, in Italian and in English, and at 390 px.

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
      const f = (key: string) => page.getByLabel(t(`backoffice.catalogue.offers.${key}`), { exact: true });
      // a form sent empty shows its errors next to the fields
      await page.getByRole('button', { name: t('backoffice.catalogue.offers.create') }).click();
      await expect(f('nome')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await f('codice').fill(`E2E-${lang}-${Date.now()}`);
      await f('nome').fill(nome);
      await f('validaDal').fill('2026-01-01');
      await f('validaAl').fill('2030-12-31');
      await f('descrizione').fill('Offerta creata dal test end-to-end.');
      await f('energiaEuroKwh').fill('0.1111');
      await f('quotaFissaEuroMese').fill('7.5');
      await f('quotaFissaEuroMese').press('Enter');
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nome }) });
      await expect(row).toBeVisible();
      const id = Number(await row.getByRole('cell').first().textContent());
      expect(id).toBeGreaterThan(0);

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
    });
  });
}
