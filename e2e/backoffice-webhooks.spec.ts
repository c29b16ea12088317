import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from './locale';
import { createSale, expect, expectAccessible, signInToBackoffice, test } from './support';

// Webhooks in the back office (issue 15 item 3) as an administrator meets them: add a receiver's
// address, read the signing secret once, see an event delivered to the receiver (run by this test,
// checking the signature as docs/backoffice.md says), send it again by hand, delete the address after
// a confirmation; in Italian and in English, axe-clean, at 390 px too.

type Got = { eventId: string; signature: string; raw: string };

async function startReceiver() {
  const got: Got[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        eventId: String(req.headers['funnel-event-id']),
        signature: String(req.headers['funnel-signature']),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, got, close: () => server.close() };
}

function signed(secret: string, header: string, raw: string) {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  if (!t || !v1) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

for (const [lang, locale] of [
  ['it', 'it-IT'],
  ['en', 'en-GB'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });

    test(`${lang}: add an endpoint, see its secret once, see a delivery and retry it`, async ({
      page,
      request,
    }) => {
      const receiver = await startReceiver();
      try {
        await signInToBackoffice(page, lang);
        await page.getByRole('link', { name: text(lang, 'backoffice.webhooks.heading') }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: text(lang, 'backoffice.webhooks.heading') }),
        ).toBeVisible();

        await page.getByLabel(text(lang, 'backoffice.webhooks.url'), { exact: true }).fill(receiver.url);
        await page.getByRole('checkbox', { name: 'sale.status_changed' }).check();
        await page.getByRole('button', { name: text(lang, 'backoffice.webhooks.create') }).click();
        const secretField = page.getByRole('textbox', {
          name: text(lang, 'backoffice.webhooks.secret_label'),
          exact: true,
        });
        await expect(secretField).toBeFocused();
        await expect(page.getByText(text(lang, 'backoffice.webhooks.secret_warning'))).toBeVisible();
        const secret = await secretField.inputValue();
        expect(secret).toMatch(/^whsec_/);
        await expectAccessible(page);
        await page.getByRole('button', { name: text(lang, 'backoffice.webhooks.secret_done') }).click();
        await expect(secretField).toHaveCount(0);
        // shown once: not on the page after a reload
        await page.reload();
        await expect(page.getByRole('link', { name: new RegExp(receiver.url) })).toBeVisible();
        expect(await page.content()).not.toContain(secret);

        // an event of a sale (development's test event), delivered to the receiver, signed
        const uuid = await createSale(request);
        const made = await request.post('/dev/sale-events', {
          headers: { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
          data: { venditaUuid: uuid },
        });
        expect(made.status()).toBe(201);
        const { id } = (await made.json()) as { id: string };
        await expect.poll(() => receiver.got.filter((g) => g.eventId === id).length).toBe(1);
        const first = receiver.got.find((g) => g.eventId === id)!;
        expect(signed(secret, first.signature, first.raw)).toBe(true);
        expect(JSON.parse(first.raw)).toMatchObject({ id, type: 'sale.status_changed', version: 1 });

        await page
          .getByRole('link', {
            name: text(lang, 'backoffice.webhooks.show_deliveries', { url: receiver.url }),
          })
          .click();
        const row = page.getByRole('row').filter({ hasText: id });
        await expect(row).toContainText(text(lang, 'backoffice.webhooks.states.delivered'));
        await expectAccessible(page);
        await row
          .getByRole('button', { name: text(lang, 'backoffice.webhooks.retry', { event: id.slice(0, 8) }) })
          .click();
        await expect(page.getByRole('status')).toHaveText(text(lang, 'backoffice.webhooks.retried'));
        await expect.poll(() => receiver.got.filter((g) => g.eventId === id).length).toBe(2);

        // at 390 px the page does not scroll sideways
        await page.setViewportSize({ width: 390, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expectAccessible(page);

        // delete, after a confirmation, by keyboard
        await page.getByRole('link', { name: text(lang, 'backoffice.webhooks.back') }).click();
        await page
          .getByRole('button', { name: text(lang, 'backoffice.webhooks.delete', { url: receiver.url }) })
          .click();
        const confirm = page.getByRole('button', { name: text(lang, 'backoffice.webhooks.confirm') });
        await expect(confirm).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status')).toHaveText(text(lang, 'backoffice.webhooks.deleted'));
        await expect(page.getByRole('link', { name: new RegExp(receiver.url) })).toHaveCount(0);
      } finally {
        receiver.close();
      }
    });
  });
}
