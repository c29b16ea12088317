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
// same sale masked and no actions. Italian and English, axe-clean.

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
      await viewerContext.close();
    });
  });
}
