import fs from 'node:fs';
import path from 'node:path';
import type { ValoriBolletta } from '../src/shared/schemas/bills';
import { Walk } from './walk';
import { brandUrl, expect, test } from './support';

// spec 4 fast flow in Chromium: a new customer uploads their PDF bill on the first screen, the server
// reads it in the background, the values fill the proposal, and fewer screens confirm them.

const BILL = path.resolve('src/server/services/domain/bills/samples/solaria-luce-pf.pdf');

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
    await page.goto(brandUrl(brand, `/?operazione=ATTIVAZIONE&offerta=${offer}`));
    await w.fastFlowSale(request, BILL, `giulia.fast.${brand}@example.com`);
  });
}

// issue 14: the same sale from a phone photo of the bill (the page in perspective on a desk, uneven
// light): the reader finds the page and straightens it before OCR. Each value read is shown with its
// mark; those under the confidence threshold ask the customer to check them (the address always does:
// only values a check proves are shown as sure), the customer corrects whatever was read wrong, and
// the sale goes on to the signature.
const PHOTO = path.resolve('src/server/services/domain/bills/samples/solaria-luce-pf-foto.jpg');
// what the photographed bill must give: the values of the same bill's text PDF
const truth = (
  JSON.parse(
    fs.readFileSync(path.resolve('src/server/services/domain/bills/samples/truth.json'), 'utf8'),
  ) as { samples: { file: string; expected: ValoriBolletta }[] }
).samples.find((s) => s.file === 'solaria-luce-pf.pdf')!.expected;

test('lumen: a fast-flow sale from a photographed bill, values to check marked, corrected', async ({
  page,
  request,
}) => {
  const w = new Walk(page, 'it', 'fast-photo');
  const email = 'giulia.photo@example.com';
  await page.goto(brandUrl('lumen', '/?operazione=ATTIVAZIONE&offerta=101'));
  await w.at('ricerca_cliente.title', '00-ricerca-cliente');
  await page.getByRole('radio', { name: w.t('ricerca_cliente.no') }).check();
  await page.getByLabel(w.t('bill_upload.label_luce'), { exact: false }).setInputFiles(PHOTO);
  await expect(page.getByText(w.t('bill_upload.read'))).toBeVisible({ timeout: 60_000 });

  // every value read is shown with a mark, sure or to check; the address is one to check
  const rows = page.locator('.bill-upload__value');
  expect(await rows.count()).toBeGreaterThanOrEqual(5);
  for (const row of await rows.all()) {
    await expect(row).toContainText(new RegExp(`${w.t('bill_readings.sure')}|${w.t('bill_readings.check')}`));
  }
  const address = rows.filter({ hasText: w.t('bill_readings.fields.indirizzo_fornitura') });
  await expect(address).toContainText(w.t('bill_readings.check'));
  await page.getByRole('button', { name: w.t('bill_upload.use') }).click();

  // the customer corrects what the photo gave wrong (nothing, if all was read right)
  const correct = async (key: string, want: string | undefined) => {
    if (want === undefined) return;
    const field = w.field(key);
    if ((await field.inputValue()).trim().toUpperCase() !== want.toUpperCase()) await field.fill(want);
    await expect(field).toHaveValue(new RegExp(`^${want}$`, 'i'));
  };
  await w.at('dati_anagrafici_estratti.title', '01-dati-anagrafici-estratti');
  await correct('dati_anagrafici.fiscal_code', truth.codiceFiscale);
  await correct('dati_anagrafici.first_name', truth.nome);
  await correct('dati_anagrafici.last_name', truth.cognome);
  await correct('indirizzo_fornitura.via', truth.indirizzoFornitura?.via);
  await correct('indirizzo_fornitura.civico', truth.indirizzoFornitura?.civico);
  await correct('indirizzo_fornitura.cap', truth.indirizzoFornitura?.cap);
  await w.field('dati_anagrafici.email').fill(email);
  await w.field('dati_anagrafici.phone').fill('333 123 4567');
  await w.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
  await w.next();

  await w.at('dati_tecnici_estratti.title', '02-dati-tecnici-estratti');
  await correct('dati_tecnici.pod', truth.pod);
  // the committed power is chosen from a list: a value the photo gave wrong leaves it to choose
  const potenza = w.field('dati_tecnici.potenza');
  if ((await potenza.inputValue()) !== String(truth.potenzaImpegnataKw)) {
    await potenza.selectOption(String(truth.potenzaImpegnataKw));
  }
  await expect(potenza).toHaveValue(String(truth.potenzaImpegnataKw));
  await w.field('dati_tecnici.uso_luce').selectOption('DOMESTICO');
  await page.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }).check();
  await w.next();

  await w.at('invio_bolletta_pagamento.title', '03-invio-bolletta-pagamento');
  await page.getByRole('radio', { name: w.t('enums.modalita_invio_bolletta.email') }).check();
  await page.getByRole('radio', { name: w.t('enums.metodo_pagamento.sdd') }).check();
  await w.field('metodo_pagamento.iban').fill('IT60X0542811101000000123456');
  await w.next();

  await w.condizioni();
  await w.riepilogo(truth.pod);
  await w.firma(request, email);
});
