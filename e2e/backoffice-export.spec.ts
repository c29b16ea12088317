import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { TINY_PDF, stepDataFor } from '../src/server/test/step-data';
import { text } from './locale';
import type { Lang } from './locale';
import {
  PORT,
  apiPost,
  createSale,
  expect,
  expectAccessible,
  mailedCode,
  signInToBackoffice,
  test,
} from './support';

// The export of signed sales (issue 15 item 3) as an operator meets it: a customer signs (through the
// funnel's API), an administrator (development: operatore / operatore-demo) creates the operator's
// account, who signs in at /backoffice, opens the export and downloads today's CSV, which holds that
// sale; by keyboard and labels, in Italian and in English, with no axe violations, at 390 px too.

type Step = { name: string; taskId: string };

async function signedSale(request: APIRequestContext, email: string): Promise<string> {
  const uuid = await createSale(request);
  const data = stepDataFor(email);
  const headers = { 'x-api-key': 'dev-web-client-key' };
  let step = (await (await request.get(`/api/v1/vendite/${uuid}/step`, { headers })).json()) as Step;
  while (step.name !== 'firma') {
    if (step.name === 'caricamentoAllegati') {
      const types = (await (
        await request.get(
          '/api/v1/allegati/DOMESTICO/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE',
          {
            headers,
          },
        )
      ).json()) as Array<{ tipoAllegato: string; obbligatorio: boolean }>;
      for (const t of types.filter((x) => x.obbligatorio)) {
        const res = await request.post(`/api/v1/vendite/${uuid}/allegati`, {
          headers: { ...headers, 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
          multipart: {
            tipoAllegato: t.tipoAllegato,
            allegato: {
              name: `${t.tipoAllegato}.pdf`,
              mimeType: 'application/pdf',
              buffer: Buffer.from(TINY_PDF),
            },
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
    }
    const res = await apiPost(request, `/vendite/${uuid}/next`, { taskId: step.taskId, ...data[step.name] });
    expect(res.status(), `${step.name}: ${await res.text()}`).toBe(200);
    step = (await res.json()) as Step;
  }
  const signed = await apiPost(request, `/vendite/${uuid}/verifica-otp`, {
    otp: await mailedCode(request, email, 'otp_firma'),
  });
  expect(signed.status(), await signed.text()).toBe(200);
  return uuid;
}

/** An operator's account, made by the development administrator through the users API. */
async function operatorAccount(request: APIRequestContext, username: string) {
  const xsrf = { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };
  const session = await request.post('/api/v1/backoffice/session', {
    headers: xsrf,
    data: { username: 'operatore', password: 'operatore-demo' },
  });
  expect(session.status(), await session.text()).toBe(200);
  const cookie = session
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .join('; ');
  const res = await request.post('/api/v1/backoffice/users', {
    headers: { 'x-xsrf-token': 'e2e', cookie: `XSRF-TOKEN=e2e; ${cookie}` },
    data: { username, role: 'operator', password: 'password-operatore' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const signIn = (page: Page, lang: Lang, username: string) =>
  signInToBackoffice(page, lang, username, 'password-operatore');

for (const [lang, locale] of [
  ['it', 'it-IT'],
  ['en', 'en-GB'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });

    test(`${lang}: an operator downloads today's signed sales as CSV`, async ({ page, playwright }) => {
      const request = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
      const uuid = await signedSale(request, `export.${lang}.${Date.now()}@example.com`);
      const username = `esporta-${lang}-${Date.now()}`;
      await operatorAccount(request, username);
      await request.dispose();

      if (lang === 'en') await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, lang, username);
      await page.getByRole('link', { name: text(lang, 'backoffice.export.heading') }).click();
      await expect(page).toHaveURL(/\/backoffice\/export$/);
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'backoffice.export.heading') }),
      ).toBeFocused();
      await expect(page.getByLabel(text(lang, 'backoffice.export.from'))).toBeVisible();
      await expect(
        page.getByRole('radio', { name: text(lang, 'backoffice.export.formats.csv') }),
      ).toBeChecked();
      await expectAccessible(page);

      // by keyboard: focus the button, press Enter
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text(lang, 'backoffice.export.submit') }).focus();
      await page.keyboard.press('Enter');
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^vendite-firmate-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await fs.readFile(await file.path());
      expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const body = csv.toString('utf8');
      expect(body).toContain('vendita_uuid,firmata_il,');
      expect(body).toContain(uuid);
      await expect(page.getByRole('status')).toHaveText(text(lang, 'backoffice.export.done'));
      await expectAccessible(page);
    });
  });
}
