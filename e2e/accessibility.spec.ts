import { GIULIA, Walk } from './walk';
import { brandUrl, expect, expectAccessible, test } from './support';

// Every screen passes axe's WCAG 2.2 AA rules under two brands (issue 6.4). The electricity activation
// is walked for both here; the other operations' screens are audited for Lumen in operazioni.spec.ts
// and fast-flow.spec.ts, and for Aurora below (its own offers 2xx and its own customer, Paolo Conti).

for (const [brand, offer] of [
  ['lumen', 101],
  ['aurora', 201],
] as const) {
  test(`${brand}: no axe violations on any screen`, async ({ page, request }) => {
    const w = new Walk(page, 'it', `axe-${brand}`, true);
    const email = `giulia.axe.${brand}@example.com`;
    await page.goto(brandUrl(brand, `/?operazione=ATTIVAZIONE&offerta=${offer}`));
    await w.electricitySale(request, email);
  });
}

test('field errors are accessible too', async ({ page }) => {
  const w = new Walk(page, 'it', 'axe-errors');
  await page.goto('/?operazione=ATTIVAZIONE&offerta=101');
  await w.at('ricerca_cliente.title', 'errors-first');
  // nothing answered yet: the question's error stands on it, and one summary names it
  await w.next();
  await expect(page.getByText(w.t('validation.required'), { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(w.t('shell.error_summary_one'));
  await expectAccessible(page);
  await page.getByRole('radio', { name: w.t('ricerca_cliente.no') }).check();
  await w.next();
  await w.at('dati_anagrafici.title', 'errors');
  await w.next();
  // one alert, not one per field: each field named, each a link to it
  await expect(page.getByRole('alert')).toHaveCount(1);
  const summary = page.getByRole('alert');
  await expect(
    summary.getByRole('link', { name: new RegExp(`^${w.t('dati_anagrafici.first_name')}:`) }),
  ).toBeVisible();
  await summary.getByRole('link', { name: new RegExp(`^${w.t('dati_anagrafici.email')}:`) }).click();
  await expect(w.field('dati_anagrafici.email')).toBeFocused();
  await expectAccessible(page);
});

test.describe('aurora: no axe violations on the screens the other operations add', () => {
  const POD_CESSATO = 'IT002E30817462';
  const at = (path: string) => brandUrl('aurora', path);

  test('SUBENTRO: a point the registry lacks, then a ceased one taken over', async ({ page }) => {
    const w = new Walk(page, 'it', 'axe-aurora-subentro', true);
    await page.goto(at('/?operazione=SUBENTRO&offerta=201'));
    await w.datiFornitura('subentro', { pod: 'IT001E99999999' });
    await w.at('fornitura_non_trovata.title', '10-fornitura-non-trovata');
    await page.getByRole('button', { name: w.t('shell.back') }).click();
    await w.datiFornitura('subentro', { pod: POD_CESSATO });
    await w.datiAnagrafici({ ...GIULIA, email: 'giulia.axe.subentro@example.com' });
    await w.at('dati_tecnici_operazione.title', '03-dati-tecnici-operazione');
  });

  test('an active point: subentroFornituraAttiva, sceltaOperazione, the VOLTURA transferee', async ({
    page,
  }) => {
    const w = new Walk(page, 'it', 'axe-aurora-voltura', true);
    await page.goto(at('/?operazione=SUBENTRO&offerta=201'));
    await w.datiFornitura('subentro', { pod: 'IT001E57204318' });
    await w.at('subentro_fornitura_attiva.title', '11-subentro-fornitura-attiva');
    await w.next(w.t('subentro_fornitura_attiva.next'));
    await w.at('scelta_operazione.title', '12-scelta-operazione');
    await w.next();
    await w.at('dati_anagrafici_subentrante.title', '01-dati-anagrafici-subentrante');
  });

  test('CAMBIO_PRODOTTO: the code, the supplies, one that does not fit, one not listed', async ({
    page,
    request,
  }) => {
    const w = new Walk(page, 'it', 'axe-aurora-cambio', true);
    // a gas offer: Paolo Conti's only supply is electricity
    await page.goto(at('/?operazione=CAMBIO_PRODOTTO&offerta=202'));
    await w.clienteEsistente(request, 'C2000101', 'paolo.conti@example.com', true);
    await w.at('selezione_fornitura.title', '02-selezione-fornitura');
    await page.getByRole('radio', { name: /IT001E20100101/ }).check();
    await w.next();
    await w.at('cambio_prodotto_non_compatibile.title', '14-cambio-prodotto-non-compatibile');
    await page.getByRole('button', { name: w.t('shell.back') }).click();
    await w.at('selezione_fornitura.title', '02-selezione-fornitura-back');
    await page.getByRole('radio', { name: w.t('selezione_fornitura.not_listed') }).check();
    await w.next();
    await w.datiFornitura('cambio_prodotto', { pdr: '00889999999999' });
    await w.at('cambio_prodotto_non_trovata.title', '13-cambio-prodotto-non-trovata');
  });

  test('gas: the REMI code; a holder the credit check refuses', async ({ page }) => {
    const w = new Walk(page, 'it', 'axe-aurora-gas', true);
    await page.goto(at('/?operazione=ATTIVAZIONE&offerta=202'));
    await w.nuovoCliente();
    await w.datiAnagrafici({ ...GIULIA, email: 'giulia.axe.gas@example.com' });
    await w.indirizzoTorino();
    await w.datiTecniciGas();
    await w.at('verifica_remi.title', '03b-verifica-remi');

    const ko = new Walk(page, 'it', 'axe-aurora-ko', true);
    await page.goto(at('/?operazione=ATTIVAZIONE&offerta=201'));
    await ko.nuovoCliente();
    await ko.datiAnagrafici({ ...GIULIA, nome: 'Marco', cognome: 'Neri', cf: 'NREMRC80A01H501E' });
    await ko.indirizzo();
    await ko.datiTecnici();
    await ko.at('credit_check_ko.title', '10-credit-check-ko');
  });
});
