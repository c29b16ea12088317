import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { saleEvents } from '../store/schema';
import { createNewCustomerSale, lastMailedCode, walkTo } from './flow-data';
import type { TestContext } from './harness';

// Sales signed through the funnel's API, as a customer signs (issue 15 item 3's tests).

/** A sale walked to firma, with its code read from the outbox. */
export async function saleAtFirma(t: TestContext): Promise<string> {
  const uuid = await createNewCustomerSale(t.client);
  await walkTo(t.client, uuid, 'firma');
  return uuid;
}

/** A sale signed with the code mailed to it. */
export async function signedSale(t: TestContext, beforeSigning?: (uuid: string) => Promise<void>) {
  const uuid = await saleAtFirma(t);
  await beforeSigning?.(uuid);
  const res = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
    otp: await lastMailedCode(t.store, uuid),
  });
  expect(res.statusCode, res.body).toBe(200);
  return uuid;
}

export async function signedEvents(t: TestContext, uuid: string) {
  return t.store.db
    .select()
    .from(saleEvents)
    .where(and(eq(saleEvents.venditaUuid, uuid), eq(saleEvents.type, 'sale.signed')));
}

/** Waits (real time) until the contract job has made the sale's event ready. */
export async function readySignedEvent(t: TestContext, uuid: string, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const [event] = await signedEvents(t, uuid);
    if (event?.readyAt) return event;
    if (Date.now() > until) throw new Error('the sale.signed event did not become ready');
    await new Promise((r) => setTimeout(r, 100));
  }
}
