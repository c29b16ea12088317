import type { Locator, Page } from '@playwright/test';
import { GIULIA, TINY_PDF, Walk } from './walk';
import { expect, mailedCode, test } from './support';

// Issue 6.4: one whole sale with the keyboard alone. Nothing here clicks or fills: every field is
// reached with Tab from the step's heading (where focus lands on arrival), answered with keys, and
// every step is sent with Enter on its button. The locators only check where focus is.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Tab (forward) until `target` has focus; fails when it is never reached. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types `value`; `shown` is what the field shows when it formats as one types (an IBAN in groups). */
async function type(page: Page, target: Locator, value: string, shown = value) {
  await tabTo(page, target);
  await page.keyboard.type(value);
  await expect(target).toHaveValue(shown);
}

/** A native select: the arrow keys move its choice until `value` is chosen. */
async function choose(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let i = 0; i < 40 && (await select.inputValue()) !== value; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

/** A radio group: Tab enters it on one radio, the arrow keys move the choice to `radio`. */
async function pick(page: Page, radio: Locator) {
  const name = await radio.getAttribute('name');
  const group = page.locator(`input[type="radio"][name="${name}"]`);
  for (let i = 0; i < 40; i++) {
    const inGroup = await group.evaluateAll((els) =>
      els.includes(document.activeElement as HTMLInputElement),
    );
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 10 && !(await radio.isChecked()); i++) {
    await page.keyboard.press(i === 0 && (await isFocused(radio)) ? 'Space' : 'ArrowDown');
  }
  await expect(radio).toBeChecked();
}

async function press(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

test('a whole electricity sale with the keyboard alone', async ({ page, request }) => {
  const w = new Walk(page, 'it', 'keyboard');
  const field = (key: string) => w.field(key);
  const next = () => press(page, page.getByRole('button', { name: w.t('shell.next'), exact: true }));
  const email = 'giulia.keyboard@example.com';
  await page.goto('/?operazione=ATTIVAZIONE&offerta=101');

  await w.at('ricerca_cliente.title', '00-ricerca-cliente');
  await pick(page, page.getByRole('radio', { name: w.t('ricerca_cliente.no') }));
  await next();

  await w.at('dati_anagrafici.title', '01-dati-anagrafici');
  await type(page, field('dati_anagrafici.first_name'), GIULIA.nome);
  await type(page, field('dati_anagrafici.last_name'), GIULIA.cognome);
  await type(page, field('dati_anagrafici.fiscal_code'), GIULIA.cf);
  await type(page, field('dati_anagrafici.email'), email);
  await type(page, field('dati_anagrafici.phone'), GIULIA.telefono);
  await choose(page, field('dati_anagrafici.title_type'), 'PROPRIETARIO');
  await next();

  await w.at('indirizzo_fornitura.title', '02-indirizzo-fornitura');
  await type(page, field('indirizzo_fornitura.toponimo'), 'Via');
  await type(page, field('indirizzo_fornitura.via'), 'Roma');
  await type(page, field('indirizzo_fornitura.civico'), '10');
  const comune = page.getByRole('combobox', { name: w.t('indirizzo_fornitura.comune') });
  await tabTo(page, comune);
  await page.keyboard.type('Milano');
  await expect(page.getByRole('option', { name: /^Milano/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field('indirizzo_fornitura.provincia')).toHaveValue('MI');
  await type(page, field('indirizzo_fornitura.cap'), '20121');
  await next();

  await w.at('dati_tecnici.title', '03-dati-tecnici');
  await type(page, field('dati_tecnici.pod'), 'IT001E12345678');
  await choose(page, field('dati_tecnici.potenza'), '3');
  await pick(page, page.getByRole('radio', { name: w.t('enums.tensione.monofase') }));
  await choose(page, field('dati_tecnici.uso_luce'), 'DOMESTICO');
  await pick(page, page.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }));
  await next();

  await w.at('modalita_invio_bolletta.title', '04-modalita-invio-bolletta');
  await next();

  await w.at('metodo_pagamento.title', '05-metodo-pagamento');
  await pick(page, page.getByRole('radio', { name: w.t('enums.metodo_pagamento.sdd') }));
  await type(
    page,
    field('metodo_pagamento.iban'),
    'IT60X0542811101000000123456',
    'IT60 X054 2811 1010 0000 0123 456',
  );
  await next();

  // the documents: Space on a file field opens the system's file chooser
  await w.at('caricamento_allegati.title', '06-caricamento-allegati');
  const inputs = page.locator('input[type="file"]');
  for (let i = 0; i < (await inputs.count()); i++) {
    const id = await inputs.nth(i).getAttribute('id');
    if (await page.locator(`label[for="${id}"] .file-upload__optional`).count()) continue;
    await tabTo(page, inputs.nth(i));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: `documento-${i}.pdf`, mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect(page.locator('.file-upload').nth(i).locator('.file-upload__file')).toHaveCount(1);
  }
  await next();

  await w.at('accettazione_condizioni.title', '06-accettazione-condizioni');
  const boxes = page.getByRole('checkbox');
  for (const i of [0, 1]) {
    await tabTo(page, boxes.nth(i));
    await page.keyboard.press('Space');
    await expect(boxes.nth(i)).toBeChecked();
  }
  await next();

  await w.at('riepilogo.title', '07-riepilogo');
  await expect(page.getByText('IT001E12345678')).toBeVisible();
  await press(page, page.getByRole('button', { name: w.t('riepilogo.confirm'), exact: true }));

  await w.at('firma.title', '08-firma');
  await type(page, field('firma.code_label'), await mailedCode(request, email, 'otp_firma'));
  await press(page, page.getByRole('button', { name: w.t('firma.submit'), exact: true }));
  await w.at('congratulazioni.title', '09-congratulazioni');
});
