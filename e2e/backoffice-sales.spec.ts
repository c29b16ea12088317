import type { APIRequestContext, Browser } from '@playwright/test';
import { TINY_PDF, VALID_STEP_DATA } from '../src/server/test/step-data';
import { text } from './locale';
import type { Lang } from './locale';
import {
  API_KEY,
  apiPost,
  createSale,
  expect,
  expectAccessible,
  mailedCode,
  signInToBackoffice,
  test,
} from './support';

// The back office's sales (issue 15 item 2) as staff meet them, at a phone's width (390 px): an
// operator finds a sale signed through the funnel by its codice fiscale, opens it, takes it in charge
// and sends it to activation (by keyboard), is told why a withdrawal date is refused; a viewer sees the
// same sale masked and no actions. Staff filter by brand and offer by name (the address keeps the ids)
// and read a sale's proposal under the funnel's labels. Italian and English, axe-clean.

const HEADERS = { 'x-api-key': API_KEY, 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };
const HOLDERS = {
  it: {
    nome: 'Mario',
    cognome: 'Rossi',
    codiceFiscale: 'RSSMRA80A01H501U',
    email: 'mario.rossi.e2e@example.com',
  },
  en: {
    nome: 'Giulia',
    cognome: 'Bianchi',
    codiceFiscale: 'BNCGLI90A41F205H',
    email: 'giulia.bo.e2e@example.com',
  },
};

/** A sale walked and signed through the funnel's API, as the customer's browser would. */
async function signedSale(request: APIRequestContext, lang: Lang): Promise<string> {
  const h = HOLDERS[lang];
  const data: Record<string, Record<string, unknown>> = {
    ...VALID_STEP_DATA,
    datiAnagrafici: {
      intestatario: {
        anagrafica: { tipo: 'PF', nome: h.nome, cognome: h.cognome, codiceFiscale: h.codiceFiscale },
        contatti: { email: h.email, telefono: '333 765 4321' },
        titolo: 'PROPRIETARIO',
      },
    },
    modalitaInvioBolletta: { invioBolletta: { modalita: 'EMAIL', email: h.email } },
  };
  const uuid = await createSale(request);
  for (let i = 0; i < 30; i++) {
    const step = (await (await request.get(`/api/v1/vendite/${uuid}/step`, { headers: HEADERS })).json()) as {
      name: string;
      taskId: string;
    };
    if (step.name === 'firma') break;
    if (step.name === 'caricamentoAllegati') {
      const types = (await (
        await request.get(
          '/api/v1/allegati/DOMESTICO/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE',
          { headers: HEADERS },
        )
      ).json()) as { tipoAllegato: string; obbligatorio: boolean }[];
      for (const t of types.filter((x) => x.obbligatorio)) {
        const res = await request.post(`/api/v1/vendite/${uuid}/allegati`, {
          headers: HEADERS,
          multipart: {
            tipoAllegato: t.tipoAllegato,
            allegato: { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from(TINY_PDF) },
          },
        });
        expect(res.status()).toBe(201);
      }
    }
    const res = await apiPost(request, `/vendite/${uuid}/next`, { taskId: step.taskId, ...data[step.name] });
    expect(res.status(), await res.text()).toBe(200);
  }
  const signed = await apiPost(request, `/vendite/${uuid}/verifica-otp`, {
    otp: await mailedCode(request, h.email, 'otp_firma'),
  });
  expect(signed.status(), await signed.text()).toBe(200);
  return uuid;
}

/** A sale on `offerta` walked through the customer search and the holder's data, over HTTP. */
async function saleWithHolder(request: APIRequestContext, lang: Lang, offerta: number): Promise<string> {
  const h = HOLDERS[lang];
  const data: Record<string, Record<string, unknown>> = {
    ...VALID_STEP_DATA,
    datiAnagrafici: {
      intestatario: {
        anagrafica: { tipo: 'PF', nome: h.nome, cognome: h.cognome, codiceFiscale: h.codiceFiscale },
        contatti: { email: h.email, telefono: '333 765 4321' },
        titolo: 'PROPRIETARIO',
      },
    },
  };
  const uuid = await createSale(request, offerta);
  for (;;) {
    const step = (await (await request.get(`/api/v1/vendite/${uuid}/step`, { headers: HEADERS })).json()) as {
      name: string;
      taskId: string;
    };
    if (step.name !== 'ricercaCliente' && step.name !== 'datiAnagrafici') return uuid;
    const res = await apiPost(request, `/vendite/${uuid}/next`, { taskId: step.taskId, ...data[step.name] });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const signIn = signInToBackoffice;

/** Staff accounts made by the environment's administrator through the users API (409: made before). */
async function ensureStaff(browser: Browser, users: [string, string][]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/backoffice');
  const xsrf = async () => (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const post = async (path: string, data: unknown) =>
    page.request.post(`/api/v1/backoffice${path}`, { headers: { 'x-xsrf-token': await xsrf() }, data });
  expect((await post('/session', { username: 'operatore', password: 'operatore-demo' })).status()).toBe(200);
  for (const [username, role] of users) {
    const res = await post('/users', { username, role, password: 'una-password-lunga' });
    expect([201, 409]).toContain(res.status());
  }
  await context.close();
}

for (const [lang, locale] of [
  ['it', 'it-IT'],
  ['en', 'en-GB'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    test(`${lang}: an operator finds a signed sale by codice fiscale and works it; a viewer sees it masked`, async ({
      page,
      request,
      browser,
    }) => {
      // walking and signing a sale over HTTP, then two sessions: slow on a shared machine
      test.setTimeout(240_000);
      await ensureStaff(browser, [
        [`otto-${lang}`, 'operator'],
        [`vera-${lang}`, 'viewer'],
      ]);
      const uuid = await signedSale(request, lang);
      const cf = HOLDERS[lang].codiceFiscale;

      await signIn(page, lang, `otto-${lang}`, 'una-password-lunga');
      // the sales are the landing section
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'backoffice.sales.heading') }),
      ).toBeVisible();
      await page.getByLabel(text(lang, 'backoffice.sales.filters.q')).fill(cf.toLowerCase());
      await page.getByRole('button', { name: text(lang, 'backoffice.sales.filters.submit') }).click();
      await expect(page).toHaveURL(/\/backoffice\/sales\?q=/);
      const row = page.getByRole('link', { name: `${HOLDERS[lang].nome} ${HOLDERS[lang].cognome}` }).first();
      await expect(row).toBeVisible();
      await expectAccessible(page);
      // the search is in the address: a reload keeps it
      await page.reload();
      await expect(page.getByLabel(text(lang, 'backoffice.sales.filters.q'))).toHaveValue(cf.toLowerCase());
      await page.goto(`/backoffice/sales/${uuid}`);

      const workState = page.getByTestId('work-state');
      await expect(workState).toHaveText(text(lang, 'backoffice.sales.lavoro.nuova'));
      await expect(page.getByText(cf).first()).toBeVisible();
      // the phone as a person writes it, not in its stored form (+39...)
      await expect(page.getByText('333 765 4321')).toBeVisible();
      await expectAccessible(page);

      const take = text(lang, 'backoffice.sales.actions.prendi_in_carico');
      await page.getByRole('button', { name: take, exact: true }).click();
      await page
        .getByRole('button', { name: text(lang, 'backoffice.sales.actions.confirm', { action: take }) })
        .click();
      await expect(workState).toHaveText(text(lang, 'backoffice.sales.lavoro.presa_in_carico'));

      // by keyboard: focus the action, Enter, and Enter again on the confirmation that takes the focus
      const send = text(lang, 'backoffice.sales.actions.invia_in_attivazione');
      await page.getByRole('button', { name: send, exact: true }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('button', {
        name: text(lang, 'backoffice.sales.actions.confirm', { action: send }),
      });
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(workState).toHaveText(text(lang, 'backoffice.sales.lavoro.inviata_in_attivazione'));

      // a withdrawal dated before the signing day is refused, and the form says why
      const withdraw = text(lang, 'backoffice.sales.actions.recesso');
      await page.getByLabel(text(lang, 'backoffice.sales.actions.recesso_data')).fill('2020-01-01');
      await page.getByRole('button', { name: withdraw, exact: true }).click();
      await page
        .getByRole('button', { name: text(lang, 'backoffice.sales.actions.confirm', { action: withdraw }) })
        .click();
      await expect(
        page.getByText(text(lang, 'backoffice.sales.errors.withdrawal_before_signing')),
      ).toBeVisible();
      await expectAccessible(page);

      const viewerContext = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const viewer = await viewerContext.newPage();
      await signIn(viewer, lang, `vera-${lang}`, 'una-password-lunga');
      await viewer.goto(`/backoffice/sales/${uuid}`);
      await expect(viewer.getByText(text(lang, 'backoffice.sales.page.masked'))).toBeVisible();
      await expect(viewer.getByText(`${cf.slice(0, 6)}**********`).first()).toBeVisible();
      await expect(viewer.getByText(cf)).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: withdraw })).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: send })).toHaveCount(0);
      await expectAccessible(viewer);

      // at a phone's width the list keeps each sale on one line and scrolls sideways in its own box,
      // which the keyboard reaches; the page itself never does
      await viewer.goto('/backoffice/sales');
      const box = viewer.getByRole('region', { name: text(lang, 'backoffice.sales.caption') });
      await expect(box.getByRole('row').nth(1)).toBeVisible();
      const fit = await box.evaluate((el) => ({
        scrolls: el.scrollWidth > el.clientWidth,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        // a cell's text on more than one line
        wrapped: [...el.querySelectorAll('tbody th, tbody td')].filter((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        }).length,
      }));
      expect(fit).toEqual({ scrolls: true, pageScrolls: false, wrapped: 0 });
      await box.focus();
      await viewer.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expectAccessible(viewer);
      await viewerContext.close();
    });

    test(`${lang}: staff filter the sales by brand and offer name, and read a proposal under the funnel's labels`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const h = HOLDERS[lang];
      // the same customer on an offer of Lumen Energia (101) and one of Aurora Luce e Gas (201)
      await saleWithHolder(request, lang, 101);
      const aurora = await saleWithHolder(request, lang, 201);

      await signIn(page, lang);
      await page.getByLabel(text(lang, 'backoffice.sales.filters.q')).fill(h.codiceFiscale);
      await page.getByRole('button', { name: text(lang, 'backoffice.sales.filters.submit') }).click();
      const rows = page.locator('.bo__table tbody tr');
      await expect(rows.filter({ hasText: 'Lumen Energia · Casa Luce' }).first()).toBeVisible();
      await expect(rows.filter({ hasText: 'Aurora Luce e Gas · Casa Luce' }).first()).toBeVisible();
      // operations read as words, not codes
      await expect(rows.first()).toContainText(text(lang, 'operazioni.name.attivazione'));
      await expect(page.getByText('ATTIVAZIONE', { exact: true })).toHaveCount(0);

      // the brand by name; the offers narrow to its own (an expired namesake told apart by its code)
      const brand = page.getByLabel(text(lang, 'backoffice.sales.filters.marchio'));
      const offer = page.getByLabel(text(lang, 'backoffice.sales.filters.offerta'));
      await brand.selectOption({ label: 'Aurora Luce e Gas' });
      await expect(offer.locator('option')).toHaveText([
        text(lang, 'backoffice.sales.filters.all_offers_of_brand'),
        'Casa Luce (AUR-CASA-LUCE)',
        'Casa Gas',
        'Casa Luce e Gas',
        'Business Luce',
        'Condominio Gas',
        'Casa Luce (AUR-CASA-LUCE-2025)',
      ]);
      await offer.selectOption({ label: 'Casa Luce (AUR-CASA-LUCE)' });
      await page.getByRole('button', { name: text(lang, 'backoffice.sales.filters.submit') }).click();
      // the address keeps the ids: a reload (or a shared link) shows the same list and choices
      await expect(page).toHaveURL(/\/backoffice\/sales\?q=[^&]+&marchio=2&offerta=201$/);
      await expect(rows.first()).toContainText('Aurora Luce e Gas · Casa Luce (AUR-CASA-LUCE)');
      await expect(rows.filter({ hasNotText: 'Aurora Luce e Gas · Casa Luce (AUR-CASA-LUCE)' })).toHaveCount(
        0,
      );
      await expectAccessible(page);
      await page.reload();
      await expect(brand).toHaveValue('2');
      await expect(offer).toHaveValue('201');
      await expect(offer.locator('option:checked')).toHaveText('Casa Luce (AUR-CASA-LUCE)');
      await expect(rows.first()).toContainText('Aurora Luce e Gas · Casa Luce (AUR-CASA-LUCE)');
      await expect(rows.filter({ hasNotText: 'Aurora Luce e Gas' })).toHaveCount(0);
      // another brand: this customer has no sale there on that brand's offers
      await brand.selectOption({ label: 'Borea Energia' });
      await expect(offer).toHaveValue('');
      await page.getByRole('button', { name: text(lang, 'backoffice.sales.filters.submit') }).click();
      await expect(page).toHaveURL(/marchio=3$/);
      await expect(page.getByText(text(lang, 'backoffice.sales.count', { count: 0 }))).toBeVisible();

      // the sale's proposal: the funnel's step titles and labels, its words for codes; no technical key
      await page.goto(`/backoffice/sales/${aurora}`);
      const holder = page.getByRole('region', { name: text(lang, 'dati_anagrafici.title') });
      /** the value a label of the holder's step names (`Nome` → Mario) */
      const valueOf = (label: string) =>
        holder
          .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
          .locator('xpath=following-sibling::dd[1]');
      await expect(valueOf(text(lang, 'dati_anagrafici.first_name'))).toHaveText(h.nome);
      await expect(valueOf(text(lang, 'dati_anagrafici.last_name'))).toHaveText(h.cognome);
      await expect(valueOf(text(lang, 'dati_anagrafici.fiscal_code'))).toHaveText(h.codiceFiscale);
      await expect(valueOf(text(lang, 'riepilogo.holder.title_type'))).toHaveText(
        text(lang, 'enums.titolo.proprietario'),
      );
      await expect(page.getByText(/intestatario\.|datiAnagrafici\.|anagrafica\./)).toHaveCount(0);
      const summary = page.getByRole('region', { name: text(lang, 'backoffice.sales.page.summary') });
      await expect(summary.getByText('Aurora Luce e Gas', { exact: true })).toBeVisible();
      await expect(
        summary.getByText(text(lang, 'operazioni.name.attivazione'), { exact: true }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
