import type { Lang } from './locale';
import { GIULIA, Walk } from './walk';
import { brandUrl, expect, idle, test } from './support';

// Issue 16 items 5 and 6, as a customer meets them: screens that read as finished work (the phone as
// typed, the address row, the brand's cookie bar) and what axe does not see (focus after a dialog,
// field borders, the light theme), in Italian and English.

const START = '/?operazione=ATTIVAZIONE&offerta=101';
// borea is in maintenance in these tests (playwright.config.ts): its colours are measured by
// src/server/store/brand-contrast.test.ts
const BRANDS = { lumen: 101, aurora: 201 } as const;

/** WCAG contrast ratio of two computed colours (`rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).map(Number);
    const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [l1, l2] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

for (const lang of ['it', 'en'] as Lang[]) {
  test.describe(`${lang}`, () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-US' });

    test('the phone reads as typed after Back and in the summary', async ({ page }) => {
      const w = new Walk(page, lang, `finish-phone-${lang}`);
      await page.goto(START);
      await w.nuovoCliente();
      await w.datiAnagrafici({ ...GIULIA, email: `giulia.phone.${lang}@example.com` });
      await w.at('indirizzo_fornitura.title', 'indirizzo');
      await page.getByRole('button', { name: w.t('shell.back') }).click();
      await w.at('dati_anagrafici.title', 'back');
      await expect(w.field('dati_anagrafici.phone')).toHaveValue('333 123 4567');
      await w.next();
      await w.indirizzo();
      await w.datiTecnici();
      await w.bolletta();
      await w.pagamento();
      await w.condizioni();
      await w.at('riepilogo.title', 'riepilogo');
      await expect(page.getByText('333 123 4567', { exact: true })).toBeVisible();
      await expect(page.getByText('+393331234567')).toHaveCount(0);
    });

    test('the address row stands aligned, with no empty note under the CAP', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 900 });
      const w = new Walk(page, lang, `finish-address-${lang}`);
      await page.goto(START);
      await w.nuovoCliente();
      await w.datiAnagrafici({ ...GIULIA, email: `giulia.address.${lang}@example.com` });
      await w.at('indirizzo_fornitura.title', 'indirizzo');
      const top = async (key: string) => (await w.field(key).boundingBox())!.y;
      const street = await Promise.all(
        ['indirizzo_fornitura.toponimo', 'indirizzo_fornitura.via', 'indirizzo_fornitura.civico'].map(top),
      );
      expect(new Set(street).size, `street inputs at ${street.join(', ')}`).toBe(1);
      expect(await top('indirizzo_fornitura.cap')).toBe(await top('indirizzo_fornitura.provincia'));

      await w.field('indirizzo_fornitura.cap').fill('20121');
      // Lumen sells at 20121: the note stays empty, and takes no room
      const boxes = await page
        .locator('.address-place .note')
        .evaluateAll((notes) => notes.map((n) => n.getBoundingClientRect().height));
      expect(boxes.every((h) => h <= 1)).toBe(true);
    });

    test('focus comes back after "Continua più tardi", "Annulla la richiesta" and the cookie bar', async ({
      page,
    }) => {
      const w = new Walk(page, lang, `finish-focus-${lang}`);
      await page.goto(START);
      await idle(page);
      // the first cookie bar: the choice leaves the focus on the step's heading
      await page.getByRole('button', { name: w.t('consent.reject'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      const later = page.getByRole('button', { name: w.t('save_later.open') });
      await later.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: w.t('errors.close') })
        .click();
      await expect(later).toBeFocused();

      const cancel = page.getByRole('button', { name: w.t('shell.cancel_sale') });
      await cancel.click();
      await page.keyboard.press('Escape');
      await expect(cancel).toBeFocused();

      // confirmed: the control is gone with the sale; the page is titled by what it says
      await cancel.click();
      await page.getByRole('button', { name: w.t('shell.cancel_confirm') }).click();
      const ended = page.getByRole('alertdialog');
      await ended.getByRole('button').click();
      await expect(page.getByRole('heading', { level: 1, name: w.t('errors.sale_cancelled') })).toBeFocused();
      await expect(page).toHaveTitle(`${w.t('errors.sale_cancelled')} · Lumen Energia`);
    });
  });
}

for (const [brand, offerta] of Object.entries(BRANDS)) {
  test(`${brand}: the cookie bar in the brand's colours, field borders at 3:1 or more`, async ({ page }) => {
    await page.goto(brandUrl(brand, `/?operazione=ATTIVAZIONE&offerta=${offerta}`));
    await idle(page);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    const reject = page.getByRole('button', { name: 'Rifiuta', exact: true });
    const fill = await reject.evaluate((b) => getComputedStyle(b).backgroundColor);
    const expected = await page.evaluate((hex) => {
      const probe = document.createElement('i');
      probe.style.color = hex;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, primary);
    expect(fill).toBe(expected);

    // a text field on the next screen: its border against its own fill and the page's background
    await page.getByRole('radio', { name: 'No, sono un nuovo cliente' }).check();
    await page.getByRole('button', { name: 'Avanti', exact: true }).click();
    await idle(page);
    const colours = await page.getByLabel('Nome', { exact: true }).evaluate((input) => ({
      border: getComputedStyle(input).borderTopColor,
      fill: getComputedStyle(input).backgroundColor,
      page: getComputedStyle(document.documentElement).backgroundColor,
    }));
    expect(contrast(colours.border, colours.fill)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.border, colours.page)).toBeGreaterThanOrEqual(3);
    const select = await page
      .getByRole('combobox')
      .first()
      .evaluate((s) => getComputedStyle(s).borderTopColor);
    expect(contrast(select, colours.fill)).toBeGreaterThanOrEqual(3);
  });
}

test('"Tema chiaro" really puts the light generic theme over Aurora’s colours', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/?operazione=ATTIVAZIONE&offerta=201'));
  await idle(page);
  const colours = () =>
    page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      background: getComputedStyle(document.documentElement).backgroundColor,
    }));
  expect((await colours()).primary).toBe('#b7410e');
  await page.getByRole('button', { name: 'Tema chiaro' }).click();
  expect(await colours()).toEqual({ primary: '#1d4ed8', background: 'rgb(255, 255, 255)' });
});
