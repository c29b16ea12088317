import type { Page } from '@playwright/test';
import { GIULIA, Walk } from './walk';
import { expect, idle, test } from './support';

// The browser's Back and Forward in the funnel (issue 16.1): Back is the server's Back, Forward shows
// the step the server is on and never sends Next again, a locked step stays, the first step's Back
// leaves the funnel as any page would.

const START = '/?operazione=ATTIVAZIONE&offerta=101';

/** The funnel's moves the page sends, by kind, with their answers' status. */
function moves(page: Page) {
  const seen: { prev: number[]; next: number[] } = { prev: [], next: [] };
  page.on('response', (r) => {
    if (r.url().endsWith('/prev')) seen.prev.push(r.status());
    if (r.url().endsWith('/next')) seen.next.push(r.status());
  });
  return seen;
}

/** The server's step for the sale in the page's address. */
async function serverStep(page: Page): Promise<string> {
  const uuid = new URL(page.url()).searchParams.get('vendita');
  const res = await page.request.get(`/api/v1/vendite/${uuid}/step`, {
    headers: { 'x-api-key': 'dev-web-client-key' },
  });
  return ((await res.json()) as { name: string }).name;
}

/** A new customer's sale, walked to the address step. */
async function toAddress(w: Walk, email: string) {
  await w.page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email });
  await w.at('indirizzo_fornitura.title', 'history-address');
}

test('Back goes to the previous step on the server, with what was typed', async ({ page }) => {
  const w = new Walk(page, 'it', 'history-back');
  await toAddress(w, 'giulia.back@example.com');
  const sent = moves(page);
  await page.goBack();
  await w.at('dati_anagrafici.title', 'history-back');
  await expect(w.field('dati_anagrafici.first_name')).toHaveValue(GIULIA.nome);
  expect(sent.prev).toEqual([200]);
  expect(await serverStep(page)).toBe('datiAnagrafici');
  // still the funnel's page, one step per entry
  expect(new URL(page.url()).searchParams.get('vendita')).toMatch(/^[0-9a-f-]{36}$/);
});

test('Forward after Back shows the step the server is on, without sending Next again', async ({ page }) => {
  const w = new Walk(page, 'it', 'history-forward');
  await toAddress(w, 'giulia.forward@example.com');
  await page.goBack();
  await w.at('dati_anagrafici.title', 'history-forward');
  const sent = moves(page);
  await page.goForward();
  await idle(page);
  await expect(page.getByRole('heading', { level: 1, name: w.t('dati_anagrafici.title') })).toBeVisible();
  await expect(w.field('dati_anagrafici.first_name')).toHaveValue(GIULIA.nome);
  expect(sent.next).toEqual([]);
  // Next from there is no conflict: no other window moved the sale
  await w.next();
  await w.at('indirizzo_fornitura.title', 'history-forward-next');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(sent.next).toEqual([200]);
});

test('Back twice in a row goes back two steps, one after the other', async ({ page }) => {
  const w = new Walk(page, 'it', 'history-twice');
  await toAddress(w, 'giulia.twice@example.com');
  const sent = moves(page);
  await page.goBack();
  await page.goBack();
  await w.at('ricerca_cliente.title', 'history-twice');
  expect(sent.prev).toEqual([200, 200]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await serverStep(page)).toBe('ricercaCliente');
});

test('Back on a step with no way back stays there and says why', async ({ page }) => {
  const w = new Walk(page, 'it', 'history-locked');
  await page.goto(START);
  await w.nuovoCliente();
  await w.datiAnagrafici({
    ...GIULIA,
    nome: 'Marco',
    cognome: 'Neri',
    cf: 'NREMRC80A01H501E',
    email: 'marco.history@example.com',
  });
  await w.indirizzo();
  await w.datiTecnici();
  await w.at('credit_check_ko.title', 'history-locked');
  const address = page.url();
  const sent = moves(page);
  await page.goBack();
  await expect(
    page.getByRole('status').filter({ hasText: w.t('shell.back_blocked.creditCheckKo') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: w.t('credit_check_ko.title') })).toBeVisible();
  // and again: the entry came back, so the page is still the funnel's
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: w.t('credit_check_ko.title') })).toBeVisible();
  expect(page.url()).toBe(address);
  expect(sent.prev).toEqual([]);
  expect(await serverStep(page)).toBe('creditCheckKo');
});

test('Back from the first step leaves the funnel, asking first when something typed is unsaved', async ({
  page,
}) => {
  const w = new Walk(page, 'it', 'history-leave');
  await page.goto('/dev/outbox');
  const before = page.url();
  await page.goto(START);
  await w.nuovoCliente();
  await w.at('dati_anagrafici.title', 'history-leave');
  await page.goBack();
  await w.at('ricerca_cliente.title', 'history-leave-first');
  // something typed and not sent: leaving asks; "stay" keeps the funnel
  await page.getByRole('radio', { name: w.t('ricerca_cliente.yes') }).check();
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.type());
    void d.dismiss();
  });
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { level: 1, name: w.t('ricerca_cliente.title') })).toBeVisible();
  // with nothing unsaved, Back leaves as from any page
  await page.getByRole('radio', { name: w.t('ricerca_cliente.no') }).check();
  page.once('dialog', (d) => void d.accept());
  await page.goBack();
  await expect(page).toHaveURL(before);
});

test('a reload after Back shows the server step, and Back goes on from there', async ({ page }) => {
  const w = new Walk(page, 'it', 'history-reload');
  await toAddress(w, 'giulia.history-reload@example.com');
  await page.goBack();
  await w.at('dati_anagrafici.title', 'history-reload');
  await page.reload();
  await w.at('dati_anagrafici.title', 'history-reload-after');
  await expect(w.field('dati_anagrafici.first_name')).toHaveValue(GIULIA.nome);
  const sent = moves(page);
  await page.goBack();
  await w.at('ricerca_cliente.title', 'history-reload-back');
  expect(sent.prev).toEqual([200]);
  expect(await serverStep(page)).toBe('ricercaCliente');
});
