import type { APIRequestContext, Page } from '@playwright/test';
import { TINY_PDF as TINY_PDF_BYTES } from '../src/server/test/step-data';
import type { Lang } from './locale';
import { text } from './locale';
import { expect, expectAccessible, idle, mailedCode, snap } from './support';

// A customer's way through the funnel's screens, screen by screen.

/** The smallest file the server takes as a PDF (it checks the content, not the name). */
export const TINY_PDF = Buffer.from(TINY_PDF_BYTES);

export type Customer = { nome: string; cognome: string; cf: string; email: string; telefono: string };

export const GIULIA: Customer = {
  nome: 'Giulia',
  cognome: 'Bianchi',
  cf: 'BNCGLI90A41F205H',
  email: 'giulia.bianchi@example.com',
  telefono: '333 123 4567',
};

export class Walk {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly prefix: string,
    /** run axe on every screen on arrival */
    readonly audit = false,
  ) {}

  t = (key: string, values?: Record<string, string | number>) => text(this.lang, key, values);

  async at(titleKey: string, shot: string) {
    await idle(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: this.t(titleKey) })).toBeFocused();
    await snap(this.page, `${this.prefix}-${shot}`);
    if (this.audit) await expectAccessible(this.page);
  }

  next = (label = this.t('shell.next')) =>
    this.page.getByRole('button', { name: label, exact: true }).click();

  field = (key: string) => this.page.getByLabel(this.t(key), { exact: true });

  /** ricercaCliente, the first screen of an activation: a new customer. */
  async nuovoCliente() {
    await this.at('ricerca_cliente.title', '00-ricerca-cliente');
    await this.page.getByRole('radio', { name: this.t('ricerca_cliente.no') }).check();
    await this.next();
  }

  /**
   * ricercaCliente and verificaOtpCliente: an existing customer found by `identificativo` proves who
   * they are with the code mailed to `email`, the address on file (shown masked). A product change
   * (`onlyCustomers`) asks for the identifier alone.
   */
  async clienteEsistente(
    request: APIRequestContext,
    identificativo: string,
    email: string,
    onlyCustomers = false,
  ) {
    await this.at(
      onlyCustomers ? 'ricerca_cliente.title_customers' : 'ricerca_cliente.title',
      '00-ricerca-cliente-esistente',
    );
    if (!onlyCustomers) await this.page.getByRole('radio', { name: this.t('ricerca_cliente.yes') }).check();
    await this.field('ricerca_cliente.identifier').fill(identificativo);
    await this.next();
    await this.at('verifica_otp_cliente.title', '00b-verifica-otp-cliente');
    const [local, domain] = email.split('@') as [string, string];
    await expect(
      this.page.getByText(`${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}@${domain}`),
    ).toBeVisible();
    await this.field('verifica_otp_cliente.code_label').fill(await mailedCode(request, email, 'otp_cliente'));
    await this.next(this.t('verifica_otp_cliente.submit'));
  }

  async datiAnagrafici(c: Customer, title = 'dati_anagrafici.title') {
    await this.at(
      title,
      title === 'dati_anagrafici.title' ? '01-dati-anagrafici' : '01-dati-anagrafici-subentrante',
    );
    await this.field('dati_anagrafici.first_name').fill(c.nome);
    await this.field('dati_anagrafici.last_name').fill(c.cognome);
    await this.field('dati_anagrafici.fiscal_code').fill(c.cf);
    // the birth date and place the codice fiscale encodes, decoded by the server
    await expect(this.page.getByText(/\d{4} .+ \([A-Z]{2}\)\.$/)).toBeVisible();
    await this.field('dati_anagrafici.email').fill(c.email);
    await this.field('dati_anagrafici.phone').fill(c.telefono);
    await this.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
    await this.next();
  }

  /** A company (offer 104, ALTRI_USI) with its legal representative. */
  async datiAnagraficiAzienda(email: string) {
    await this.at('dati_anagrafici.title', '01-dati-anagrafici-azienda');
    await this.page.getByRole('radio', { name: this.t('enums.tipo_anagrafica.pg') }).check();
    await this.field('dati_anagrafici.company_name').fill('Officina Rossi S.r.l.');
    await this.field('dati_anagrafici.vat_number').fill('01234567897');
    await this.field('dati_anagrafici.company_fiscal_code').fill('01234567897');
    await this.field('dati_anagrafici.first_name').fill('Giulia');
    await this.field('dati_anagrafici.last_name').fill('Bianchi');
    await this.field('dati_anagrafici.fiscal_code').fill('BNCGLI90A41F205H');
    await this.field('dati_anagrafici.email').fill(email);
    await this.field('dati_anagrafici.phone').fill('02 1234 5678');
    // spec 5: a business contract offers no tenant title
    const titles = await this.field('dati_anagrafici.title_type').locator('option').allTextContents();
    expect(titles).not.toContain(this.t('enums.titolo.affittuario'));
    await this.field('dati_anagrafici.title_type').selectOption('LEGALE RAPPRESENTANTE');
    await this.next();
  }

  /** datiFornitura: the code of the point, under the title the operation gives the screen. */
  async datiFornitura(operazione: string, codes: { pod?: string; pdr?: string }) {
    await this.at(`dati_fornitura.title.${operazione}`, `01-dati-fornitura-${operazione}`);
    if (codes.pod) await this.field('dati_tecnici.pod').fill(codes.pod);
    if (codes.pdr) await this.field('dati_tecnici.pdr').fill(codes.pdr);
    await this.next();
  }

  /**
   * datiTecniciOperazione: the point (`pod`, `address`) and its data come prefilled, the code is not
   * asked again; the customer answers the residency.
   */
  async datiTecniciOperazione(pod: string, address: string) {
    await this.at('dati_tecnici_operazione.title', '03-dati-tecnici-operazione');
    await expect(this.page.getByText(pod, { exact: true })).toBeVisible();
    await expect(this.page.getByText(address, { exact: true })).toBeVisible();
    await expect(this.field('dati_tecnici.pod')).toHaveCount(0);
    await this.page.getByRole('radio', { name: this.t('enums.residenza.true'), exact: true }).check();
    await this.next();
  }

  /** From the bill delivery to the congratulations; `supplyCode` is the POD or PDR the summary shows. */
  async tail(request: APIRequestContext, email: string, supplyCode: string) {
    await this.bolletta();
    await this.pagamento();
    await this.condizioni();
    await this.riepilogo(supplyCode);
    await this.firma(request, email);
  }

  async indirizzo() {
    await this.at('indirizzo_fornitura.title', '02-indirizzo-fornitura');
    await this.field('indirizzo_fornitura.toponimo').fill('Via');
    await this.field('indirizzo_fornitura.via').fill('Roma');
    await this.field('indirizzo_fornitura.civico').fill('10');
    await this.page.getByRole('combobox', { name: this.t('indirizzo_fornitura.comune') }).fill('Milano');
    await this.page
      .getByRole('option', { name: /^Milano/ })
      .first()
      .click();
    await expect(this.field('indirizzo_fornitura.provincia')).toHaveValue('MI');
    await this.field('indirizzo_fornitura.cap').fill('20121');
    await this.next();
  }

  async datiTecnici() {
    await this.at('dati_tecnici.title', '03-dati-tecnici');
    await this.field('dati_tecnici.pod').fill('IT001E12345678');
    await this.field('dati_tecnici.potenza').selectOption('3');
    await this.page.getByRole('radio', { name: this.t('enums.tensione.monofase') }).check();
    await this.field('dati_tecnici.uso_luce').selectOption('DOMESTICO');
    await this.page.getByRole('radio', { name: this.t('enums.residenza.true'), exact: true }).check();
    await this.next();
  }

  /** A gas supply at Torino (the REMI 34456900 serves it). */
  async indirizzoTorino() {
    await this.at('indirizzo_fornitura.title', '02-indirizzo-fornitura');
    await this.field('indirizzo_fornitura.toponimo').fill('Via');
    await this.field('indirizzo_fornitura.via').fill('Roma');
    await this.field('indirizzo_fornitura.civico').fill('10');
    await this.page.getByRole('combobox', { name: this.t('indirizzo_fornitura.comune') }).fill('Torino');
    await this.page
      .getByRole('option', { name: /^Torino/ })
      .first()
      .click();
    await this.field('indirizzo_fornitura.cap').fill('10123');
    await this.next();
  }

  async datiTecniciGas() {
    await this.at('dati_tecnici.title', '03-dati-tecnici-gas');
    await this.field('dati_tecnici.pdr').fill('00880012345678');
    await this.field('dati_tecnici.uso_gas').selectOption('DOMESTICO');
    await this.field('dati_tecnici.categoria_uso_gas').selectOption('C3');
    await this.page.getByRole('radio', { name: this.t('enums.profilo_settimanale.f1') }).check();
    await this.page.getByRole('radio', { name: this.t('enums.residenza.true'), exact: true }).check();
    await this.next();
  }

  async remi() {
    await this.at('verifica_remi.title', '03b-verifica-remi');
    await this.field('verifica_remi.code').fill('34601200');
    await this.next();
    // under the field (the error summary names it too, after the field's label)
    await expect(this.page.getByText(this.t('validation.remi_comune'), { exact: true })).toBeVisible();
    await this.field('verifica_remi.code').fill('34456900');
    await expect(
      this.page.getByText(this.t('verifica_remi.served', { comuni: '' }).replace(/\.$/, ''), {
        exact: false,
      }),
    ).toContainText('Torino (TO)');
    await this.next();
  }

  async bolletta() {
    await this.at('modalita_invio_bolletta.title', '04-modalita-invio-bolletta');
    await expect(
      this.page.getByRole('radio', { name: this.t('enums.modalita_invio_bolletta.email') }),
    ).toBeChecked();
    await this.next();
  }

  async pagamento() {
    await this.at('metodo_pagamento.title', '05-metodo-pagamento');
    await this.page.getByRole('radio', { name: this.t('enums.metodo_pagamento.sdd') }).check();
    await this.field('metodo_pagamento.iban').fill('IT60X0542811101000000123456');
    await this.next();
  }

  /** caricamentoAllegati: one small PDF in every slot the operation requires. */
  async allegati() {
    await this.at('caricamento_allegati.title', '06-caricamento-allegati');
    const inputs = this.page.locator('input[type="file"]');
    const count = await inputs.count();
    for (let i = 0; i < count; i++) {
      const input = inputs.nth(i);
      const id = await input.getAttribute('id');
      const required = (await this.page.locator(`label[for="${id}"] .file-upload__optional`).count()) === 0;
      if (!required) continue;
      await input.setInputFiles({
        name: `documento-${i}.pdf`,
        mimeType: 'application/pdf',
        buffer: TINY_PDF,
      });
      await expect(this.page.locator('.file-upload').nth(i).locator('.file-upload__file')).toHaveCount(1);
    }
    await this.next();
  }

  /** The documents, then the terms: every flow's tail has both, in this order. */
  async condizioni() {
    await this.allegati();
    await this.at('accettazione_condizioni.title', '06-accettazione-condizioni');
    const boxes = this.page.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await this.next();
  }

  /** `supplyCode`: the POD or PDR the summary must show. */
  async riepilogo(supplyCode = 'IT001E12345678') {
    await this.at('riepilogo.title', '07-riepilogo');
    await expect(this.page.getByText(supplyCode)).toBeVisible();
    await this.next(this.t('riepilogo.confirm'));
  }

  /** The whole electricity activation with valid data, from the first screen to the congratulations. */
  async electricitySale(request: APIRequestContext, email: string) {
    await this.nuovoCliente();
    await this.datiAnagrafici({ ...GIULIA, email });
    await this.indirizzo();
    await this.datiTecnici();
    await this.bolletta();
    await this.pagamento();
    await this.condizioni();
    await this.riepilogo();
    await this.firma(request, email);
  }

  /**
   * The fast flow (spec 4): a new customer uploads their PDF `bill` on the first screen, the server
   * reads it in the background, the values fill the proposal, fewer screens confirm them, to the
   * congratulations. The sample bill is Giulia Bianchi's electricity bill at Napoli (POD IT001E04871593).
   */
  async fastFlowSale(request: APIRequestContext, bill: string, email: string) {
    const page = this.page;
    await this.at('ricerca_cliente.title', '00-ricerca-cliente');
    await page.getByRole('radio', { name: this.t('ricerca_cliente.no') }).check();
    await page.getByLabel(this.t('bill_upload.label_luce'), { exact: false }).setInputFiles(bill);
    await expect(page.getByText(this.t('bill_upload.read'))).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('IT001E04871593').first()).toBeVisible();
    if (this.audit) await expectAccessible(page);
    await page.getByRole('button', { name: this.t('bill_upload.use') }).click();

    // the holder and the address come from the bill; the customer adds what a bill does not show
    await this.at('dati_anagrafici_estratti.title', '01-dati-anagrafici-estratti');
    await expect(this.field('dati_anagrafici.fiscal_code')).toHaveValue('BNCGLI90A41F205H');
    await expect(this.field('dati_anagrafici.first_name')).toHaveValue('Giulia');
    await expect(this.field('indirizzo_fornitura.cap')).toHaveValue('80134');
    await this.field('dati_anagrafici.email').fill(email);
    await this.field('dati_anagrafici.phone').fill('333 123 4567');
    await this.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
    await this.next();

    await this.at('dati_tecnici_estratti.title', '02-dati-tecnici-estratti');
    await expect(this.field('dati_tecnici.pod')).toHaveValue('IT001E04871593');
    await this.field('dati_tecnici.uso_luce').selectOption('DOMESTICO');
    await page.getByRole('radio', { name: this.t('enums.residenza.true'), exact: true }).check();
    await this.next();

    await this.at('invio_bolletta_pagamento.title', '03-invio-bolletta-pagamento');
    await page.getByRole('radio', { name: this.t('enums.modalita_invio_bolletta.email') }).check();
    await page.getByRole('radio', { name: this.t('enums.metodo_pagamento.sdd') }).check();
    await this.field('metodo_pagamento.iban').fill('IT60X0542811101000000123456');
    await this.next();

    await this.condizioni();
    await this.riepilogo('IT001E04871593');
    await this.firma(request, email);
  }

  async firma(request: APIRequestContext, email: string) {
    await this.at('firma.title', '08-firma');
    await this.field('firma.code_label').fill(await mailedCode(request, email, 'otp_firma'));
    await this.page.getByRole('button', { name: this.t('firma.submit'), exact: true }).click();
    await this.at('congratulazioni.title', '09-congratulazioni');
  }
}
