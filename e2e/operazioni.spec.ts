import type { Browser, Page } from '@playwright/test';
import type { Lang } from './locale';
import { GIULIA, Walk } from './walk';
import { expect, test } from './support';

// The four operations (issue 4) walked as a customer would, with the demo data of docs/demo-data.md:
// one complete sale each, an existing customer's activation, and every screen that ends or turns a
// flow. axe checks every screen on arrival.

const LAURA = { codice: 'C1000101', email: 'laura.verdi@example.com' };
const GIUSEPPE = { codice: 'C1000102', email: 'giuseppe.esposito@example.com' };
const POD_CESSATO = 'IT002E30817462';
const POD_ALTRO_INTESTATARIO = 'IT001E57204318';
const POD_SCONOSCIUTO = 'IT001E99999999';
const ROMA = 'Via Tuscolana 120, 00181 Roma (RM)';
const MONZA = 'Via Italia 15, 20900 Monza (MB)';

/** A page of its own (language, viewport) with the outside hosts answered, as the `page` fixture has. */
async function pageFor(browser: Browser, locale: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    locale,
    ...(phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (r) => r.fulfill({ body: '' }));
  await page.route(/^https:\/\/www\.lumen-energia\.example\//, (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sito</title><h1>Sito</h1>' }),
  );
  return page;
}

const walk = (page: Page, prefix: string, lang: Lang = 'it') => new Walk(page, lang, `op-${prefix}`, true);

test.describe('complete sales', () => {
  test('ATTIVAZIONE dual (103): both supplies, the REMI code, signing', async ({ page, request }) => {
    const w = walk(page, 'dual');
    const email = 'giulia.dual@example.com';
    await page.goto('/?operazione=ATTIVAZIONE&offerta=103');
    await w.nuovoCliente();
    await w.datiAnagrafici({ ...GIULIA, email });
    await w.indirizzoTorino();
    await w.at('dati_tecnici.title', '03-dati-tecnici-dual');
    const luce = page.getByRole('region', { name: w.t('dati_tecnici.section_luce') });
    await luce.getByLabel(w.t('dati_tecnici.pod'), { exact: true }).fill('IT001E12345678');
    await luce.getByLabel(w.t('dati_tecnici.potenza'), { exact: true }).selectOption('3');
    await luce.getByRole('radio', { name: w.t('enums.tensione.monofase') }).check();
    await luce.getByLabel(w.t('dati_tecnici.uso_luce'), { exact: true }).selectOption('DOMESTICO');
    await luce.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }).check();
    const gas = page.getByRole('region', { name: w.t('dati_tecnici.section_gas') });
    await gas.getByLabel(w.t('dati_tecnici.pdr'), { exact: true }).fill('00880012345678');
    await gas.getByLabel(w.t('dati_tecnici.uso_gas'), { exact: true }).selectOption('DOMESTICO');
    await gas.getByLabel(w.t('dati_tecnici.categoria_uso_gas'), { exact: true }).selectOption('C3');
    await gas.getByRole('radio', { name: w.t('enums.profilo_settimanale.f1') }).check();
    await gas.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }).check();
    await w.next();
    await w.remi();
    await w.bolletta();
    await w.pagamento();
    await w.condizioni();
    await w.at('riepilogo.title', '07-riepilogo-dual');
    await expect(page.getByText('00880012345678')).toBeVisible();
    await w.riepilogo('IT001E12345678');
    await w.firma(request, email);
  });

  test('ATTIVAZIONE by an existing customer: the code, then their data prefilled', async ({
    page,
    request,
  }) => {
    const w = walk(page, 'cliente');
    await page.goto('/?operazione=ATTIVAZIONE&offerta=101');
    await w.clienteEsistente(request, LAURA.codice, LAURA.email);
    await w.at('dati_anagrafici.title', '01-dati-anagrafici-cliente');
    await expect(w.field('dati_anagrafici.first_name')).toHaveValue('Laura');
    await expect(w.field('dati_anagrafici.last_name')).toHaveValue('Verdi');
    await expect(w.field('dati_anagrafici.fiscal_code')).toHaveValue('VRDLRA82C55L219F');
    await expect(w.field('dati_anagrafici.email')).toHaveValue(LAURA.email);
    await w.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
    await w.next();
    await w.indirizzo();
    await w.datiTecnici();
    await w.tail(request, LAURA.email, 'IT001E12345678');
  });

  test('SUBENTRO (101): a ceased point taken over, to signing', async ({ page, request }) => {
    const w = walk(page, 'subentro');
    const email = 'giulia.subentro@example.com';
    await page.goto('/?operazione=SUBENTRO&offerta=101');
    await w.datiFornitura('subentro', { pod: POD_CESSATO });
    await w.datiAnagrafici({ ...GIULIA, email });
    await w.datiTecniciOperazione(POD_CESSATO, ROMA);
    await w.tail(request, email, POD_CESSATO);
  });

  test('VOLTURA (101): an active supply passes to Giulia Bianchi, never to its holder', async ({
    page,
    request,
  }) => {
    const w = walk(page, 'voltura');
    const email = 'giulia.voltura@example.com';
    await page.goto('/?operazione=VOLTURA&offerta=101');
    await w.datiFornitura('voltura', { pod: POD_ALTRO_INTESTATARIO });
    await w.at('dati_anagrafici_subentrante.title', '01-dati-anagrafici-subentrante');
    await expect(page.getByText(POD_ALTRO_INTESTATARIO)).toBeVisible();
    await expect(page.getByText(MONZA)).toBeVisible();
    // the point's current holder, Luca Verdi, cannot take it over
    await w.field('dati_anagrafici.first_name').fill('Luca');
    await w.field('dati_anagrafici.last_name').fill('Verdi');
    await w.field('dati_anagrafici.fiscal_code').fill('VRDLCU78E12F704L');
    await w.field('dati_anagrafici.email').fill(email);
    await w.field('dati_anagrafici.phone').fill(GIULIA.telefono);
    await w.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
    await w.next();
    await expect(page.getByText(w.t('validation.already_holder'), { exact: true })).toBeVisible();
    await expect(w.field('dati_anagrafici.fiscal_code')).toBeFocused();
    await w.field('dati_anagrafici.first_name').fill(GIULIA.nome);
    await w.field('dati_anagrafici.last_name').fill(GIULIA.cognome);
    await w.field('dati_anagrafici.fiscal_code').fill(GIULIA.cf);
    await w.next();
    await w.tail(request, email, POD_ALTRO_INTESTATARIO);
  });

  test('CAMBIO_PRODOTTO (101): Laura Verdi moves her electricity supply, power kept', async ({
    page,
    request,
  }) => {
    const w = walk(page, 'cambio');
    await page.goto('/?operazione=CAMBIO_PRODOTTO&offerta=101');
    // the total counts the customer code from the first screen, and does not move (issue 16.4)
    await expect(page.getByText(w.t('shell.progress', { index: 1, total: 9 }))).toBeVisible();
    await w.clienteEsistente(request, LAURA.codice, LAURA.email, true);
    await w.at('selezione_fornitura.title', '02-selezione-fornitura');
    await expect(page.getByText(w.t('shell.progress', { index: 3, total: 9 }))).toBeVisible();
    // her gas supply does not fit an electricity offer: marked, with the reason
    const gas = page.getByRole('radio', { name: /00880010100102/ });
    await expect(gas).toHaveAccessibleDescription(new RegExp(w.t('selezione_fornitura.incompatible')));
    await page.getByRole('radio', { name: /IT001E10100101/ }).check();
    await w.next();
    await w.at('dati_tecnici_operazione.title', '03-dati-tecnici-operazione-cambio');
    await expect(page.getByText('Via Po 12, 10123 Torino (TO)')).toBeVisible();
    await expect(page.getByText('3 kW')).toBeVisible();
    await expect(w.field('dati_tecnici.potenza')).toHaveCount(0);
    await page.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }).check();
    await w.next();
    // no new payment on a product change: the terms follow
    await w.condizioni();
    await w.riepilogo('IT001E10100101');
    await w.firma(request, LAURA.email);
  });
});

test.describe('screens that end or turn a flow', () => {
  test('fornituraNonTrovata: a code the registry lacks; Back corrects it', async ({ page }) => {
    const w = walk(page, 'non-trovata');
    await page.goto('/?operazione=SUBENTRO&offerta=101');
    await w.datiFornitura('subentro', { pod: POD_SCONOSCIUTO });
    await w.at('fornitura_non_trovata.title', '10-fornitura-non-trovata');
    await expect(page.getByText(POD_SCONOSCIUTO)).toBeVisible();
    // the flow ends here: the progress counts no step after it
    await expect(page.getByText(w.t('shell.progress', { index: 2, total: 2 }))).toBeVisible();
    await expect(page.getByRole('button', { name: w.t('shell.next') })).toHaveCount(0);
    await page.getByRole('button', { name: w.t('shell.back') }).click();
    await w.at('dati_fornitura.title.subentro', '10-fornitura-non-trovata-back');
    await expect(w.field('dati_tecnici.pod')).toHaveValue(POD_SCONOSCIUTO);
    await w.field('dati_tecnici.pod').fill(POD_CESSATO);
    await w.next();
    await w.at('dati_anagrafici.title', '10-fornitura-corretta');
  });

  test('subentroFornituraAttiva: the point is active, the sale goes on as a VOLTURA', async ({ page }) => {
    const w = walk(page, 'attiva');
    await page.goto('/?operazione=SUBENTRO&offerta=101');
    await w.datiFornitura('subentro', { pod: POD_ALTRO_INTESTATARIO });
    await w.at('subentro_fornitura_attiva.title', '11-subentro-fornitura-attiva');
    await expect(page.getByText(w.t('supply_point.state.attivo_altro_intestatario'))).toBeVisible();
    await w.next(w.t('subentro_fornitura_attiva.next'));
    await w.at('scelta_operazione.title', '12-scelta-operazione');
    await expect(page.getByRole('radio', { name: w.t('operazioni.name.voltura') })).toBeChecked();
    const address = page.url();
    await w.next();
    await w.at('dati_anagrafici_subentrante.title', '12-scelta-voltura');
    await expect(page.getByText(MONZA)).toBeVisible();
    expect(page.url()).toBe(address);
  });

  test('sceltaOperazione: an activation on a ceased POD becomes a SUBENTRO', async ({ page }) => {
    const w = walk(page, 'scelta');
    await page.goto('/?operazione=ATTIVAZIONE&offerta=101');
    await w.nuovoCliente();
    await w.datiAnagrafici({ ...GIULIA, email: 'giulia.scelta@example.com' });
    await w.indirizzo();
    await w.at('dati_tecnici.title', '03-dati-tecnici-cessato');
    await w.field('dati_tecnici.pod').fill(POD_CESSATO);
    await w.field('dati_tecnici.potenza').selectOption('3');
    await page.getByRole('radio', { name: w.t('enums.tensione.monofase') }).check();
    await w.field('dati_tecnici.uso_luce').selectOption('DOMESTICO');
    await page.getByRole('radio', { name: w.t('enums.residenza.true'), exact: true }).check();
    await w.next();
    await w.at('scelta_operazione.title', '12-scelta-operazione-attivazione');
    await expect(page.getByText(w.t('supply_point.state.cessato'))).toBeVisible();
    await expect(page.getByText(ROMA)).toBeVisible();
    await expect(page.getByRole('radio', { name: w.t('operazioni.name.subentro') })).toBeChecked();
    await w.next();
    await w.datiTecniciOperazione(POD_CESSATO, ROMA);
    await w.at('modalita_invio_bolletta.title', '04-dopo-subentro');
  });

  test('cambioProdottoFornituraNonTrovata (English): "not listed" and a POD not among hers', async ({
    browser,
    request,
  }) => {
    const page = await pageFor(browser, 'en-GB');
    const w = walk(page, 'cambio-non-trovata', 'en');
    await page.goto('/?operazione=CAMBIO_PRODOTTO&offerta=101');
    await w.clienteEsistente(request, LAURA.codice, LAURA.email, true);
    await w.at('selezione_fornitura.title', '02-selezione-fornitura-en');
    await page.getByRole('radio', { name: w.t('selezione_fornitura.not_listed') }).check();
    await w.next();
    await w.datiFornitura('cambio_prodotto', { pod: POD_SCONOSCIUTO });
    await w.at('cambio_prodotto_non_trovata.title', '13-cambio-prodotto-non-trovata');
    await expect(page.getByText(POD_SCONOSCIUTO)).toBeVisible();
    await expect(page.getByRole('button', { name: w.t('shell.back') })).toBeVisible();
    await expect(page.getByRole('button', { name: w.t('shell.next') })).toHaveCount(0);
    await page.context().close();
  });

  test('cambioProdottoFornituraNonCompatibile on a phone: a gas-only customer on an electricity offer', async ({
    browser,
    request,
  }) => {
    const page = await pageFor(browser, 'it-IT', true);
    const w = walk(page, 'non-compatibile');
    await page.goto('/?operazione=CAMBIO_PRODOTTO&offerta=101');
    await w.clienteEsistente(request, GIUSEPPE.codice, GIUSEPPE.email, true);
    await w.at('selezione_fornitura.title', '02-selezione-fornitura-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('radio', { name: /00880010200201/ }).check();
    await w.next();
    await w.at('cambio_prodotto_non_compatibile.title', '14-cambio-prodotto-non-compatibile');
    await expect(page.getByRole('button', { name: w.t('shell.next') })).toHaveCount(0);
    await page.getByRole('button', { name: w.t('shell.back') }).click();
    await w.at('selezione_fornitura.title', '14-non-compatibile-back');
    await page.context().close();
  });
});
