import type { Page } from '@playwright/test';
import { GIULIA, Walk } from './walk';
import { brandUrl, expect, expectAccessible, idle, test } from './support';

// The chat widget (spec 2 and 5, docs/web.md "Chat widget"): shown when the step says widgetEnabled and
// the host brand's widget account is complete. Aurora has it; Borea's account lacks its token (the
// e2e server keeps Borea in maintenance, so its account is also played on Aurora's page); Lumen has it off.

const AURORA = brandUrl('aurora', '/?operazione=ATTIVAZIONE&offerta=201');
const LAUNCHER = 'Domande? Chatta con noi';

/** The widget's requests and the page's console warnings, from the first one. */
function watch(page: Page) {
  const seen = { requests: [] as string[], warnings: [] as string[] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/widget/') || url.pathname.endsWith('/configurations/widget-account')) {
      seen.requests.push(url.pathname + url.search);
    }
  });
  page.on('console', (m) => {
    if (m.type() === 'warning') seen.warnings.push(m.text());
  });
  return seen;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('aurora: the launcher opens the chat, which answers from the brand’s FAQ and passes axe', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto(AURORA);
  await idle(page);

  const launcher = page.getByRole('button', { name: LAUNCHER });
  await expect(launcher).toBeVisible();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  // the account once, the script once with the loader's cache buster, the FAQ once
  expect(seen.requests.filter((r) => r.endsWith('/configurations/widget-account'))).toHaveLength(1);
  expect(seen.requests.filter((r) => r.startsWith('/widget/widget.js'))).toEqual([
    expect.stringMatching(/^\/widget\/widget\.js\?_=\d+$/),
  ]);
  expect(seen.requests.filter((r) => r.startsWith('/widget/faq'))).toHaveLength(1);
  await expectAccessible(page);

  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const dialog = page.getByRole('dialog', { name: 'Assistente Aurora Luce e Gas' });
  await expect(dialog).toBeVisible();
  const question = dialog.getByRole('textbox', { name: 'La tua domanda' });
  await expect(question).toBeFocused();

  await question.fill('Dove trovo il codice POD sulla bolletta?');
  await question.press('Enter');
  const answer = dialog.getByRole('status');
  await expect(answer).toContainText('prima pagina della bolletta');
  await expect(dialog.getByRole('list', { name: 'Conversazione' })).toContainText(
    'Dove trovo il codice POD sulla bolletta?',
  );

  await dialog.getByRole('button', { name: 'Che cos’è una voltura?' }).click();
  await expect(answer).toContainText('cambio di intestatario');

  await question.fill('Che tempo farà domani?');
  await dialog.getByRole('button', { name: 'Invia' }).click();
  await expect(answer).toContainText(
    'Il servizio clienti di Aurora Luce e Gas ti aiuta al numero verde 800 654 321',
  );
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(launcher).toBeFocused();
  expect(seen.warnings.filter((w) => /widget|FunnelChat/.test(w))).toEqual([]);
});

test('aurora in English: the chat speaks English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (r) => r.fulfill({ body: '' }));
  await page.goto(AURORA);
  await idle(page);
  await page.getByRole('button', { name: 'Questions? Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aurora Luce e Gas assistant' });
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('Which documents do I need?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText('valid identity document');
  await context.close();
});

test('aurora on a phone: the launcher leaves Next clear and the form usable', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'it-IT',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (r) => r.fulfill({ body: '' }));
  const w = new Walk(page, 'it', 'widget-phone');
  await page.goto(AURORA);
  await idle(page);
  const launcher = page.getByRole('button', { name: LAUNCHER });
  await expect(launcher).toBeVisible();
  await page.getByRole('button', { name: w.t('consent.reject'), exact: true }).click();

  // scrolled to its end, the page's last control sits above the launcher
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const next = page.getByRole('button', { name: w.t('shell.next'), exact: true });
  const [nextBox, launcherBox] = [await next.boundingBox(), await launcher.boundingBox()];
  expect(overlaps(nextBox!, launcherBox!)).toBe(false);
  expect(launcherBox!.x + launcherBox!.width).toBeLessThanOrEqual(360);
  expect(launcherBox!.y + launcherBox!.height).toBeLessThanOrEqual(740);
  expect(launcherBox!.width).toBeGreaterThanOrEqual(44);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  // the funnel goes on with the launcher on the page (the cookie choice took the focus off the title,
  // so ricercaCliente is answered here rather than by Walk.nuovoCliente)
  await page.getByRole('radio', { name: w.t('ricerca_cliente.no') }).check();
  await w.next();
  await w.datiAnagrafici({ ...GIULIA, email: 'giulia.widget@example.com' });
  await w.at('indirizzo_fornitura.title', 'indirizzo');
  await expect(launcher).toBeVisible();
  await context.close();
});

test('an account without its token (Borea’s): no launcher, a console warning', async ({ page }) => {
  const seen = watch(page);
  // Borea's seeded account, answered on Aurora's page (Borea itself is in maintenance here)
  await page.route(/\/api\/v1\/configurations\/widget-account$/, (route) =>
    route.fulfill({ json: { botId: 'borea-faq', token: null, url: '/widget/widget.js' } }),
  );
  await page.goto(AURORA);
  await idle(page);
  await expect
    .poll(() => seen.warnings.filter((w) => w.includes('widget')))
    .toEqual(['widget: the widget account lacks token; the chat stays off']);
  await expect(page.getByRole('button', { name: LAUNCHER })).toHaveCount(0);
  expect(seen.requests.filter((r) => r.startsWith('/widget/'))).toEqual([]);
});

test('borea (in maintenance here): the maintenance alert, no widget', async ({ page }) => {
  const seen = watch(page);
  await page.goto(brandUrl('borea', '/?operazione=ATTIVAZIONE&offerta=301'));
  await expect(page.getByRole('alertdialog', { name: 'Sito in manutenzione' })).toBeVisible();
  await expect(page.getByRole('button', { name: LAUNCHER })).toHaveCount(0);
  expect(seen.requests).toEqual([]);
});

test('lumen: widgetEnabled is false, so nothing is asked and nothing shows', async ({ page }) => {
  const seen = watch(page);
  await page.goto(brandUrl('lumen', '/?operazione=ATTIVAZIONE&offerta=101'));
  await idle(page);
  // give a late widget the time it would need
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: LAUNCHER })).toHaveCount(0);
  expect(seen.requests).toEqual([]);
  expect(seen.warnings.filter((w) => /widget|FunnelChat/.test(w))).toEqual([]);
});
