import { GIULIA, Walk } from './walk';
import { PORT, expect, expectAccessible, idle, mailedLink, test } from './support';

// The whole new electricity activation on offer 101, completed as a customer would (issue 3).

const START = '/?operazione=ATTIVAZIONE&offerta=101';

test('Italian: the whole flow, with an edit from the summary', async ({ page, request }) => {
  const w = new Walk(page, 'it', 'it');
  const email = 'giulia.it@example.com';
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email });
  await w.indirizzo();
  await w.datiTecnici();
  await w.bolletta();
  await w.pagamento();
  await w.condizioni();
  await w.at('riepilogo.title', '07-riepilogo');
  // the summary's edit link goes back to the personal data, which are kept, and Next walks forward again
  await page.getByRole('button', { name: w.t('riepilogo.holder.edit') }).click();
  await idle(page);
  await expect(w.field('dati_anagrafici.first_name')).toHaveValue('Giulia');
  await w.field('dati_anagrafici.first_name').fill('Giuliana');
  // her own code: the codice fiscale follows the name (issue 16.2)
  await w.field('dati_anagrafici.fiscal_code').fill('BNCGLN90A41F205M');
  await w.next();
  for (const title of [
    'indirizzo_fornitura.title',
    'dati_tecnici.title',
    'modalita_invio_bolletta.title',
    'metodo_pagamento.title',
    'caricamento_allegati.title',
  ]) {
    await w.at(title, 'edit-walk');
    await w.next();
  }
  await w.at('accettazione_condizioni.title', 'edit-walk');
  await w.next();
  await w.at('riepilogo.title', '07-riepilogo');
  await expect(page.getByText('Giuliana Bianchi')).toBeVisible();
  await w.riepilogo();
  await w.firma(request, email);
  await expect(page.getByRole('button', { name: w.t('shell.cancel_sale') })).toHaveCount(0);
});

test('English: the whole flow', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (r) => r.fulfill({ body: '' }));
  const w = new Walk(page, 'en', 'en');
  const email = 'giulia.en@example.com';
  await page.goto(START);
  await w.electricitySale(request, email);
  await context.close();
});

test('a 360 px phone completes the flow', async ({ browser, request }) => {
  const context = await browser.newContext({
    locale: 'it-IT',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (r) => r.fulfill({ body: '' }));
  const w = new Walk(page, 'it', 'phone');
  const email = 'giulia.phone@example.com';
  await page.goto(START);
  await w.electricitySale(request, email);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('a reload in the middle resumes at the same step with the typed data', async ({ page }) => {
  const w = new Walk(page, 'it', 'reload');
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email: 'giulia.reload@example.com' });
  await w.at('indirizzo_fornitura.title', 'reload-before');
  await w.field('indirizzo_fornitura.via').fill('Garibaldi');
  await w.field('indirizzo_fornitura.civico').fill('7');
  // the draft is saved while typing
  await page.waitForResponse((r) => r.url().endsWith('/v2') && r.request().method() === 'PATCH');
  const address = page.url();
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  expect(page.url()).toBe(address);
  await w.at('indirizzo_fornitura.title', 'reload-after');
  await expect(w.field('indirizzo_fornitura.via')).toHaveValue('Garibaldi');
  await expect(w.field('indirizzo_fornitura.civico')).toHaveValue('7');
  await page.getByRole('button', { name: w.t('shell.back') }).click();
  await w.at('dati_anagrafici.title', 'reload-back');
  await expect(w.field('dati_anagrafici.fiscal_code')).toHaveValue(GIULIA.cf);
});

test('two tabs on one sale: the one left behind is told and shown the current step', async ({
  page,
  context,
}) => {
  const a = new Walk(page, 'it', 'tab-a');
  await page.goto(START);
  await a.nuovoCliente();
  await a.at('dati_anagrafici.title', 'tab-a');
  const second = await context.newPage();
  await second.goto(page.url());
  const b = new Walk(second, 'it', 'tab-b');
  await b.at('dati_anagrafici.title', 'tab-b');

  await a.datiAnagrafici({ ...GIULIA, email: 'giulia.tabs@example.com' });
  await a.at('indirizzo_fornitura.title', 'tab-a-moved');

  // the second tab still shows the holder's step: its Next is refused, with the reason, and the tab
  // moves to where the sale is; what the first tab entered is what the sale keeps
  await b.datiAnagrafici({
    ...GIULIA,
    nome: 'Giuliana',
    cf: 'BNCGLN90A41F205M',
    email: 'giuliana.tabs@example.com',
  });
  const told = second.getByRole('alertdialog').filter({ hasText: b.t('errors.task_stale') });
  await expect(told).toBeVisible();
  await told.getByRole('button').click();
  await b.at('indirizzo_fornitura.title', 'tab-b-current');
  await second.getByRole('button', { name: b.t('shell.back') }).click();
  await b.at('dati_anagrafici.title', 'tab-b-back');
  await expect(b.field('dati_anagrafici.first_name')).toHaveValue('Giulia');
  await expect(b.field('dati_anagrafici.email')).toHaveValue('giulia.tabs@example.com');
});

test('the demo sale on the expired offer 106 moves to the linked offer 101', async ({ page }) => {
  await page.goto('/?operazione=ATTIVAZIONE&offerta=106&vendita=00000000-0000-4000-8000-000000000106');
  const w = new Walk(page, 'it', 'moved');
  await w.at('indirizzo_fornitura.title', 'linked-offer');
  const url = new URL(page.url());
  expect(url.searchParams.get('offerta')).toBe('101');
  expect(url.searchParams.get('vendita')).toMatch(/^[0-9a-f-]{36}$/);
  expect(url.searchParams.get('vendita')).not.toBe('00000000-0000-4000-8000-000000000106');
  await page.getByRole('button', { name: w.t('shell.back') }).click();
  await w.at('dati_anagrafici.title', 'linked-offer-holder');
  await expect(w.field('dati_anagrafici.first_name')).toHaveValue('Mario');
});

test('Next twice in a row advances once', async ({ page }) => {
  const w = new Walk(page, 'it', 'double');
  await page.goto(START);
  await w.nuovoCliente();
  await w.at('dati_anagrafici.title', 'double');
  await w.field('dati_anagrafici.first_name').fill(GIULIA.nome);
  await w.field('dati_anagrafici.last_name').fill(GIULIA.cognome);
  await w.field('dati_anagrafici.fiscal_code').fill(GIULIA.cf);
  await w.field('dati_anagrafici.email').fill('giulia.double@example.com');
  await w.field('dati_anagrafici.phone').fill(GIULIA.telefono);
  await w.field('dati_anagrafici.title_type').selectOption('PROPRIETARIO');
  const nexts: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/next')) nexts.push(r.status());
  });
  await page.getByRole('button', { name: w.t('shell.next') }).dblclick();
  await w.at('indirizzo_fornitura.title', 'double');
  expect(nexts).toEqual([200]);
  await expect(page.getByText(w.t('shell.progress', { index: 3, total: 11 }))).toBeVisible();
});

test('a wrong value answered by the server shows next to its field', async ({ page }) => {
  const w = new Walk(page, 'it', 'server-error');
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email: 'giulia.cap@example.com' });
  await w.at('indirizzo_fornitura.title', 'server-error');
  await w.field('indirizzo_fornitura.toponimo').fill('Via');
  await w.field('indirizzo_fornitura.via').fill('Roma');
  await w.field('indirizzo_fornitura.civico').fill('1');
  await page.getByRole('combobox', { name: w.t('indirizzo_fornitura.comune') }).fill('Milano');
  await page
    .getByRole('option', { name: /^Milano/ })
    .first()
    .click();
  await w.field('indirizzo_fornitura.cap').fill('00100');
  await w.next();
  await expect(page.getByText(w.t('validation.cap_comune'), { exact: true })).toBeVisible();
  await expect(w.field('indirizzo_fornitura.cap')).toBeFocused();
});

test('a holder the credit check refuses ends on the brand message, with no way back', async ({ page }) => {
  const w = new Walk(page, 'it', 'credit-ko', true);
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({
    ...GIULIA,
    nome: 'Marco',
    cognome: 'Neri',
    cf: 'NREMRC80A01H501E',
    email: 'marco.neri@example.com',
  });
  await w.indirizzo();
  await w.datiTecnici();
  await w.at('credit_check_ko.title', '10-credit-check-ko');
  await expect(page.getByText('numero verde 800 123 456')).toBeVisible();
  await expect(page.getByRole('button', { name: w.t('shell.back') })).toHaveCount(0);
});

test('gas: technical data, the REMI code checked against the comune, then signing', async ({
  page,
  request,
}) => {
  const w = new Walk(page, 'it', 'gas', true);
  const email = 'giulia.gas@example.com';
  await page.goto('/?operazione=ATTIVAZIONE&offerta=102');
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email });
  await w.indirizzoTorino();
  await w.datiTecniciGas();
  await w.remi();
  await w.bolletta();
  await w.pagamento();
  await w.condizioni();
  await w.riepilogo('00880012345678');
  await w.firma(request, email);
});

test('a business sale: company holder, its legal representative, other uses', async ({ page, request }) => {
  const w = new Walk(page, 'it', 'business', true);
  const email = 'amministrazione@officina-rossi.example';
  await page.goto('/?operazione=ATTIVAZIONE&offerta=104');
  await w.nuovoCliente();
  await w.datiAnagraficiAzienda(email);
  await w.indirizzo();
  await w.at('dati_tecnici.title', '03-dati-tecnici-business');
  await w.field('dati_tecnici.pod').fill('IT001E12345678');
  await w.field('dati_tecnici.potenza').selectOption('15');
  await page.getByRole('radio', { name: w.t('enums.tensione.trifase') }).check();
  // spec 5: a business contract may choose any electricity use; there is no residency question
  await w.field('dati_tecnici.uso_luce').selectOption('ALTRI_USI_MT');
  await expect(page.getByRole('group', { name: w.t('dati_tecnici.residente') })).toHaveCount(0);
  await w.next();
  await w.bolletta();
  await w.pagamento();
  await w.condizioni();
  await w.at('riepilogo.title', '07-riepilogo');
  await expect(page.getByText('Officina Rossi S.r.l.')).toBeVisible();
  await w.riepilogo();
  await w.firma(request, email);
});

test('continue later: the mailed link reopens the step, with the data, in another browser', async ({
  page,
  browser,
  request,
}) => {
  const w = new Walk(page, 'it', 'resume', true);
  const email = 'giulia.resume@example.com';
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email });
  await w.at('indirizzo_fornitura.title', 'resume-before');
  await w.field('indirizzo_fornitura.via').fill('Garibaldi');
  await page.waitForResponse((r) => r.url().endsWith('/v2') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: w.t('save_later.open') }).click();
  const dialog = page.getByRole('dialog', { name: w.t('save_later.title') });
  await expect(dialog.getByLabel(w.t('dati_anagrafici.email'))).toHaveValue(email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: w.t('save_later.send') }).click();
  await expect(page.getByText(w.t('save_later.sent', { email }))).toBeVisible();

  const link = await mailedLink(request, email);
  expect(link).toContain(new URL(page.url()).searchParams.get('vendita')!);
  const other = await browser.newContext({ locale: 'it-IT' });
  const phone = await other.newPage();
  await phone.route(/googletagmanager|google-analytics/, (r) => r.fulfill({ body: '' }));
  await phone.goto(link.replace(/^https?:\/\/[^/]+/, `http://localhost:${PORT}`));
  const again = new Walk(phone, 'it', 'resume-other');
  await again.at('indirizzo_fornitura.title', 'resume-after');
  await expect(again.field('indirizzo_fornitura.via')).toHaveValue('Garibaldi');
  await other.close();
});

test('an attachment is uploaded with its progress shown, downloaded and deleted', async ({
  page,
  context,
}) => {
  const w = new Walk(page, 'it', 'upload');
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email: 'giulia.upload@example.com' });
  await w.indirizzo();
  await w.datiTecnici();
  await w.bolletta();
  await w.pagamento();
  await w.at('caricamento_allegati.title', '06-caricamento-allegati');
  // a slow connection, so the progress is there to see
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: 200_000,
  });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600_000, 32), Buffer.from('\n%%EOF\n')]);
  const slot = page.locator('.file-upload').first();
  await slot
    .locator('input[type="file"]')
    .setInputFiles({ name: 'carta-identita.pdf', mimeType: 'application/pdf', buffer: pdf });
  const bar = slot.getByRole('progressbar');
  await expect(bar).toBeVisible();
  // navigation waits for the upload
  await expect(page.getByRole('button', { name: w.t('shell.next'), exact: true })).toBeDisabled();
  await expect(slot.locator('.file-upload__file')).toHaveCount(1, { timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(slot.getByRole('link', { name: 'carta-identita.pdf' })).toBeVisible();
  await slot.getByRole('button', { name: /Elimina/ }).click();
  await expect(slot.locator('.file-upload__file')).toHaveCount(0);
  await expectAccessible(page);
});
