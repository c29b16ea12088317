import { TINY_PDF } from '../src/server/test/step-data';
import { text } from './locale';
import { API_KEY, brandUrl, expect, expectAccessible, signInToBackoffice, test } from './support';

// Brands managed in the browser (issue 15 item 4): the environment's administrator creates a brand (a
// colour that does not read is refused on its field, in words), uploads its logo and privacy notice (a
// wrong file is refused naming it), switches its maintenance on, and reads it all back after a reload;
// the funnel's public API serves the new logo and notice at once. Only a brand this test creates is
// touched (other specs rely on the demo's). Labelled fields, no axe violations, Italian and English,
// and at 390 px.

/** A 1×1 PNG: the smallest image the server takes for a logo. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [lang, locale] of [
  ['it', 'it-IT'],
  ['en', 'en-GB'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });
    test(`${lang}: an admin creates a brand, uploads its logo and notice and puts it in maintenance`, async ({
      page,
      request,
    }) => {
      // a form filled twice, four uploads, a reload and five axe runs
      test.setTimeout(150_000);
      const t = (key: string, values?: Record<string, string | number>) =>
        text(lang, `backoffice.catalogue.${key}`, values);
      const f = (key: string) => page.getByLabel(t(`brands.${key}`), { exact: true });
      const status = (file: string) => page.getByRole('status').filter({ hasText: file });

      await signInToBackoffice(page, lang);
      await page.getByRole('link', { name: t('heading') }).click();
      await page.getByRole('link', { name: t('brands.heading') }).click();
      await expect(page).toHaveURL(/\/backoffice\/catalogue\/brands$/);
      await expect(page.getByRole('heading', { name: t('brands.create_heading') })).toBeVisible();
      await expectAccessible(page);

      const stamp = Date.now();
      const codice = `e2e-${lang}-${stamp}`;
      const nome = `E2E ${lang} ${stamp}`;
      await f('codice').fill(codice);
      await f('nome').fill(nome);
      await f('sitoPubblico').fill('https://www.e2e-brand.example');
      // light grey text on white: refused on the field, with the ratio it has and the one it needs
      await f('testo').fill('#dddddd');
      await page.getByRole('button', { name: t('brands.create') }).click();
      await expect(f('testo')).toHaveAttribute('aria-invalid', 'true');
      const number = new Intl.NumberFormat(lang);
      const contrast = t('brands.errors.contrast_testo', {
        ratio: number.format(1.35),
        min: number.format(4.5),
      });
      await expect(f('testo')).toHaveAccessibleDescription(new RegExp(`${escaped(contrast)}$`));
      await expectAccessible(page);
      await f('testo').fill('#222222');
      await expect(f('testo')).toHaveAttribute('aria-invalid', 'false');
      await f('testo').press('Enter');

      // created: the form stays on the brand, its files below
      await expect(page.getByRole('heading', { name: t('brands.edit_heading', { nome }) })).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nome }) });
      await expect(row).toContainText(codice);
      await expect(row).toContainText('https://www.e2e-brand.example');
      const id = Number(await row.getByRole('cell').first().textContent());
      expect(id).toBeGreaterThan(3);
      await expect(page.getByRole('status').first()).toHaveText(t('brands.created', { id, nome }));
      await expect(page.getByText(t('brands.logo_none'))).toBeVisible();

      // a wrong file is refused, named, and the focus stays on its field
      const logo = f('upload_logo');
      const privacy = f('upload_privacy');
      await logo.focus();
      await logo.setInputFiles({
        name: 'not-a-logo.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(TINY_PDF),
      });
      await expect(status('not-a-logo.pdf')).toHaveText(
        t('brands.errors.logo_type', { file: 'not-a-logo.pdf' }),
      );
      await expect(logo).toHaveAttribute('aria-invalid', 'true');
      await expect(logo).toBeFocused();
      await privacy.setInputFiles({ name: 'notice.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(status('notice.png')).toHaveText(t('brands.errors.privacy_type', { file: 'notice.png' }));
      await expectAccessible(page);

      // the right files are taken: the logo shows, the documents are listed
      await logo.focus();
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(status('logo.png')).toHaveText(t('brands.uploaded_logo', { file: 'logo.png', nome }));
      await expect(logo).toBeFocused();
      const img = page.getByRole('img', { name: t('brands.logo_alt', { nome }) });
      await expect(img).toHaveAttribute('src', new RegExp(`^/api/v1/marchi/${id}/logo\\?v=[0-9a-f]{12}$`));
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1);
      await privacy.setInputFiles({
        name: 'privacy.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(TINY_PDF),
      });
      await expect(status('privacy.pdf')).toHaveText(
        t('brands.uploaded_privacy', { file: 'privacy.pdf', nome }),
      );
      const documents = page.getByRole('listitem').filter({ hasText: `-${id}.` });
      await expect(documents).toHaveText([
        `${t('brands.document_type.logo')}: logo-${id}.png`,
        `${t('brands.document_type.privacy')}: privacy-${id}.pdf`,
      ]);
      await expectAccessible(page);

      // its own host (its code as the first label) serves its funnel, in its colours and with its logo,
      // without a restart
      await page.goto(brandUrl(codice, '/?operazione=ATTIVAZIONE&offerta=101'));
      await expect(page.getByRole('banner').getByRole('img', { name: nome })).toBeVisible();
      const brandText = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-text').trim(),
        );
      expect(await brandText()).toBe('#222222');
      await page.goto('/backoffice/catalogue/brands');
      await page.getByRole('button', { name: t('edit_named', { nome }) }).click();

      // maintenance on, with a message; the focus stays on the button
      const maintenance = page.getByRole('switch', { name: t('brands.manutenzione_switch') });
      await expect(maintenance).not.toBeChecked();
      await maintenance.check();
      await f('messaggioManutenzione').fill('Torniamo presto, lavori in corso.');
      const save = page.getByRole('button', { name: t('save'), exact: true });
      await save.click();
      await expect(page.getByRole('status').first()).toHaveText(t('brands.saved', { id, nome }));
      await expect(save).toBeFocused();
      await expect(row.getByRole('cell').nth(3)).toHaveText(t('yes'));

      // read back after a reload
      await page.reload();
      await expect(row.getByRole('cell').nth(3)).toHaveText(t('yes'));
      await page.getByRole('button', { name: t('edit_named', { nome }) }).click();
      await expect(page.getByRole('heading', { name: t('brands.edit_heading', { nome }) })).toBeFocused();
      await expect(maintenance).toBeChecked();
      await expect(f('messaggioManutenzione')).toHaveValue('Torniamo presto, lavori in corso.');
      await expect(f('testo')).toHaveValue('#222222');
      await expect(img).toBeVisible();

      // the funnel on the brand's own host (its code as the first label) is closed, with its message,
      // and its Back to the site goes to the brand's public site
      await page.route('https://www.e2e-brand.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>E2E</title>' }),
      );
      await page.goto(brandUrl(codice, '/?operazione=ATTIVAZIONE&offerta=101'));
      const closed = page.getByRole('alertdialog', { name: text(lang, 'errors.maintenance.title') });
      await expect(closed).toContainText('Torniamo presto, lavori in corso.');
      await closed.getByRole('button').click();
      await page.waitForURL('https://www.e2e-brand.example/');
      await page.goto('/backoffice/catalogue/brands');
      await page.getByRole('button', { name: t('edit_named', { nome }) }).click();

      // the funnel's public API has the brand, its logo and its notice at once
      const brand = await request.get(`/api/v1/marchi/${id}`, { headers: { 'x-api-key': API_KEY } });
      expect(brand.status()).toBe(200);
      const body = (await brand.json()) as { nome: string; logoUrl: string; colori: { testo: string } };
      expect(body).toMatchObject({ nome, colori: { testo: '#222222' } });
      expect(body.logoUrl).toBe(await img.getAttribute('src'));
      const served = await request.get(body.logoUrl);
      expect(served.headers()['content-type']).toBe('image/png');
      expect(Buffer.from(await served.body()).equals(TINY_PNG)).toBe(true);
      const notice = await request.get(`/api/v1/marchi/${id}/privacy`);
      expect(notice.headers()['content-type']).toBe('application/pdf');

      // the page at a phone's width
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    });
  });
}
