import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { text } from './locale';
import type { Lang } from './locale';

// Outside hosts are answered here, never reached (architecture.md, Tests): the brands' public sites
// (where alerts redirect) and Google's analytics and tag manager.

/** The deployment's web client key: the development one, or the production run's own (E2E_API_KEY). */
export const API_KEY = process.env.E2E_API_KEY ?? 'dev-web-client-key';
/**
 * Where mails are read: the development outbox page, or (E2E_MAIL_URL) the SMTP catcher a
 * production run delivers to (scripts/mail-catcher.mjs), which has no outbox page.
 */
const MAIL_URL = process.env.E2E_MAIL_URL;
export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The funnel as a brand's own host name serves it (the brand comes from the host). */
export const brandUrl = (brand: string, path = '/') => `http://${brand}.localhost:${PORT}${path}`;
export const PUBLIC_SITES = {
  lumen: 'https://www.lumen-energia.example',
  aurora: 'https://www.aurora-luceegas.example',
  borea: 'https://www.borea-energia.example',
};

// The guided tour (issue 6) shows by itself on a first visit, which every new sale here is. Tests
// start with every tour seen, as the product remembers it (src/web/tour/seen-store.ts: localStorage
// `funnel.tour`, "*" for every screen); a spec about the tour opts in with `test.use({ tours: true })`.
const TOURS_SEEN = { name: 'funnel.tour', value: JSON.stringify({ seen: ['*'] }) };
const BRAND_ORIGINS = ['localhost', 'lumen.localhost', 'aurora.localhost', 'borea.localhost'].map(
  (host) => `http://${host}:${PORT}`,
);

export const test = base.extend<{ page: Page; tours: boolean }>({
  tours: [false, { option: true }],
  // contexts a test opens itself (browser.newContext) get the test's context options, this one too
  storageState: async ({ storageState, tours }, use) => {
    if (tours || storageState !== undefined) return use(storageState);
    await use({
      cookies: [],
      origins: BRAND_ORIGINS.map((origin) => ({ origin, localStorage: [TOURS_SEEN] })),
    });
  },
  page: async ({ page, tours }, use) => {
    if (!tours) {
      await page.addInitScript(({ name, value }) => {
        if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
      }, TOURS_SEEN);
    }
    await page.route(/^https:\/\/www\.(lumen-energia|aurora-luceegas|borea-energia)\.example\//, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Sito pubblico</title><h1>Sito pubblico del marchio</h1>',
      }),
    );
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: '/* analytics stub */' }),
    );
    await use(page);
  },
});

export { expect };

/** A sale created through the API, as a link from an offer page would start it. */
export async function createSale(request: APIRequestContext, offerta = 101): Promise<string> {
  const res = await request.post('/api/v1/vendite', {
    headers: { 'x-api-key': API_KEY, 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
    data: { offerta, operazioneCommerciale: 'ATTIVAZIONE' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { venditaUuid: string }).venditaUuid;
}

export async function apiPost(request: APIRequestContext, path: string, data: unknown = {}) {
  return request.post(`/api/v1${path}`, {
    headers: { 'x-api-key': API_KEY, 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
    data,
  });
}

export async function apiDelete(request: APIRequestContext, path: string) {
  return request.delete(`/api/v1${path}`, {
    headers: { 'x-api-key': API_KEY, 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
  });
}

/** The subject of each kind of mail a code goes in (the outbox names the kind; SMTP only has the subject). */
const SUBJECTS: Record<string, RegExp> = {
  otp_firma: /codice di firma|signing code/,
  otp_cliente: /codice di verifica|verification code/,
  ripresa: /riprendi la tua richiesta|continue your request/,
};

type Mail = { to: string[]; subject: string; text: string };

/** The mail catcher's mails to `email` of that kind, newest first; polled while a delivery job runs. */
async function caughtMail(request: APIRequestContext, email: string, tipo?: string): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const mails = (await (await request.get(`${MAIL_URL}/messages`)).json()) as Mail[];
    const mine = mails
      .reverse()
      .find((m) => m.to.includes(email) && (!tipo || (SUBJECTS[tipo]?.test(m.subject) ?? false)));
    if (mine) return mine;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
}

/**
 * The six-digit code last mailed to `email`, read from the development outbox page (or the mail
 * catcher); `tipo` picks the kind of mail (`otp_firma` signing, `otp_cliente` an existing customer's
 * verification).
 */
export async function mailedCode(request: APIRequestContext, email: string, tipo?: string): Promise<string> {
  if (MAIL_URL) {
    const code = (await caughtMail(request, email, tipo)).text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
  const html = await (await request.get('/dev/outbox')).text();
  const articles = html.split('<article>').slice(1);
  const mine = articles.find((a) => a.includes(`to ${email}`) && (!tipo || a.includes(` · ${tipo} · `)));
  const code = mine?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The link last mailed to `email` (the resume mail), from the development outbox page or the catcher. */
export async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  if (MAIL_URL) {
    const link = (await caughtMail(request, email, 'ripresa')).text.match(/http\S+/)?.[0];
    if (!link) throw new Error(`no link mailed to ${email}`);
    return link;
  }
  const html = await (await request.get('/dev/outbox')).text();
  const mine = html
    .split('<article>')
    .slice(1)
    .find((a) => a.includes(`to ${email}`));
  const link = mine?.match(/http[^\s<]+/)?.[0]?.replace(/&amp;/g, '&');
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

/** Screenshots of every screen, kept under test-results (issue 3). */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Waits until a screen is up (its h1) and the busy overlay is gone. */
export async function idle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('busy-overlay')).toHaveCount(0);
}

/** WCAG 2.2 AA rules of axe on the page as it is now; the violations, if any, are listed. */
export async function expectAccessible(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

/**
 * Signs in to the back office through its form (development's administrator unless told) and waits
 * for the header that names the user.
 */
export async function signInToBackoffice(
  page: Page,
  lang: Lang,
  username = 'operatore',
  password = 'operatore-demo',
) {
  await page.goto('/backoffice');
  await page.getByLabel(text(lang, 'backoffice.sign_in.username')).fill(username);
  await page.getByLabel(text(lang, 'backoffice.sign_in.password')).fill(password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bo-user')).toBeVisible();
}
