import path from 'node:path';
import { Walk } from './walk';
import { brandUrl, expect, expectAccessible, test } from './support';

// spec 4 fast flow in Chromium: a new customer uploads their PDF bill on the first screen, the server
// reads it in the background, the values fill the proposal, and fewer screens confirm them.

const BILL = path.resolve('src/server/services/bills/samples/solaria-luce-pf.pdf');

// axe checks every screen on arrival, under two brands (issue 6.4)
for (const [brand, offer] of [
  ['lumen', 101],
  ['aurora', 201],
] as const) {
  test(`${brand}: a fast-flow sale from an uploaded PDF bill to the congratulations`, async ({
    page,
    request,
  }) => {
    const w = new Walk(page, 'it', `fast-${brand}`, true);
    const email = `giulia.fast.${brand}@example.com`;
    await page.goto(brandUrl(brand, `/?operazione=ATTIVAZIONE&offerta=${offer}`));
    await w.at('ricerca_cliente.title', '00-ricerca-cliente');
    await page.getByRole('radio', { name: w.t('ricerca_cliente.no') }).check();
    await page.getByLabel(w.t('bill_upload.label_luce'), { exact: false }).setInputFiles(BILL);
    await expect(page.getByText(w.t('bill_upload.read'))).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('IT001E04871593').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: w.t('bill_upload.use') }).click();

    // the holder and the address come from the bill; the customer adds what a bill does not show
    await w.at('dati_anagrafici_estratti.title', '01-dati-anagrafici-estratti');
    await expect(w.field('dati_anagrafici.fiscal_code')).toHaveValue('BNCGLI90A41F205H');
    await expect(w.field('dati_anagrafici.first_name')).toHaveValue('Giulia');
    await expect(w.field('indirizzo_fornitura.cap')).toHaveValue('80134');
    await w.field('dati_anagrafici.email').fill(email);
    await w.field('dati_anagrafici.phone').fill('333 123 4567');
    await w.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
    await w.next();

    await w.at('dati_tecnici_estratti.title', '02-dati-tecnici-estratti');
    await expect(w.field('dati_tecnici.pod')).toHaveValue('IT001E04871593');
    await w.field('dati_tecnici.uso_luce').selectOption('DOMESTICO');
    await page.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }).check();
    await w.next();

    await w.at('invio_bolletta_pagamento.title', '03-invio-bolletta-pagamento');
    await page.getByRole('radio', { name: w.t('enums.modalita_invio_bolletta.email') }).check();
    await page.getByRole('radio', { name: w.t('enums.metodo_pagamento.sdd') }).check();
    await w.field('metodo_pagamento.iban').fill('IT60X0542811101000000123456');
    await w.next();

    await w.condizioni();
    await w.riepilogo('IT001E04871593');
    await w.firma(request, email);
  });
}
