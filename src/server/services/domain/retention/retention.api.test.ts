import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  allegati,
  blobDeletions,
  contratti,
  estrazioniBollette,
  otp,
  outbox,
  vendite,
} from '../../../store/schema';
import {
  TINY_PDF,
  createNewCustomerSale,
  createSale,
  lastMailedCode,
  newVisitorIp,
  walkTo,
} from '../../../test/flow-data';
import { loadConfig } from '../../../config';
import type { Store } from '../../../store/db';
import { openStore } from '../../../store/db';
import { withDatabase } from '../../../test/global-setup';
import { TestClock, createTestApp, onPostgres } from '../../../test/harness';
import type { TestContext } from '../../../test/harness';
import type { BlobStore } from '../../adapters/blobs/blob-store';
import { createDbBlobStore, createFsBlobStore } from '../../adapters/blobs/blob-store';
import { createRetention } from './retention';
import type { Retention } from './retention';

// Personal data has a lifetime (issue 12.5, docs/operations.md "Personal data retention"): the
// retention run, with the clock moved, over both blob stores and two instances over one database.

const DAY = 86_400_000;
/** The harness's clock: every test sets it back here before creating its sales. */
const BASE = new TestClock().now().getTime();

let fs: TestContext;
let db: TestContext;
beforeAll(async () => {
  fs = await createTestApp();
  // a database of its own: instances over one database share their jobs, and every instance of a
  // deployment has the same blob store
  db = await createTestApp({ BLOB_STORE: 'db' });
});
afterAll(async () => {
  await db.close();
  await fs.close();
});

function blobStoreOf(ctx: TestContext): BlobStore {
  return ctx.config.blobStore === 'db'
    ? createDbBlobStore(ctx.store.db, ctx.clock.now)
    : createFsBlobStore(path.join(ctx.config.dataDir, 'blobs'));
}

/** The run an instance schedules (schedule.ts), built over the test's clock and blob store. */
function retentionOf(ctx: TestContext, opts: { batchSize?: number; blobs?: BlobStore } = {}): Retention {
  return createRetention({
    db: ctx.store.db,
    blobs: opts.blobs ?? blobStoreOf(ctx),
    now: ctx.clock.now,
    log: ctx.app.log,
    periods: {
      unsignedDays: ctx.config.retentionUnsignedDays,
      signedYears: ctx.config.retentionSignedYears,
      eventsDays: ctx.config.eventsRetentionDays,
    },
    ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
  });
}

const at = (ctx: TestContext, ms: number) => {
  ctx.clock.t = new Date(ms);
};

/** Another handle on the store's database: a pool of its own on PostgreSQL; PGlite has one. */
async function sameDatabase(store: Store): Promise<Store> {
  const url = loadConfig().databaseUrl;
  if (!onPostgres() || !url) return store;
  const res = await store.db.execute(sql`select current_database() as name`);
  const [row] = (res as unknown as { rows: { name: string }[] }).rows;
  return openStore({ databaseUrl: withDatabase(url, row!.name) });
}

/** Every sale goes at the end of each test: the next test counts only its own. */
async function deleteEverySale(ctx: TestContext) {
  at(ctx, BASE + 200 * 365 * DAY);
  await retentionOf(ctx).run();
}

async function upload(ctx: TestContext, url: string) {
  const form = new FormData();
  form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'documento.pdf');
  const res = await ctx.client.postForm(url, form, { headers: { 'x-forwarded-for': newVisitorIp() } });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * A sale abandoned at firma with everything a sale collects: a draft, the identity document, a bill
 * (and its reading), the mandatory attachments, the signing code and its mail, a resume mail.
 */
async function abandonedSale(ctx: TestContext): Promise<string> {
  const uuid = await createNewCustomerSale(ctx.client);
  const draft = await ctx.client.patch(`/vendite/${uuid}/v2`, {
    proposta: { intestatario: { anagrafica: { tipo: 'PF', nome: 'Giulia' } } },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  await upload(ctx, `/vendite/${uuid}/documento-identita`);
  await upload(ctx, `/vendite/${uuid}/bolletta-luce`);
  await walkTo(ctx.client, uuid, 'firma');
  const save = await ctx.client.post(`/vendite/${uuid}/save`, {
    nome: 'Giulia',
    cognome: 'Bianchi',
    email: 'giulia.bianchi@example.com',
  });
  expect(save.statusCode, save.body).toBe(202);
  return uuid;
}

/** How many rows of each table name the sale. */
async function rowsOf(ctx: TestContext, uuid: string) {
  const n = async (table: typeof otp | typeof outbox | typeof allegati | typeof estrazioniBollette) =>
    (await ctx.store.db.select({ n: count() }).from(table).where(eq(table.venditaUuid, uuid)))[0]!.n;
  const [sale] = await ctx.store.db.select({ n: count() }).from(vendite).where(eq(vendite.uuid, uuid));
  const [contract] = await ctx.store.db
    .select({ n: count() })
    .from(contratti)
    .where(eq(contratti.venditaUuid, uuid));
  return {
    vendite: sale!.n,
    otp: await n(otp),
    outbox: await n(outbox),
    allegati: await n(allegati),
    estrazioni: await n(estrazioniBollette),
    contratti: contract!.n,
  };
}

async function blobKeysOf(ctx: TestContext, uuid: string): Promise<string[]> {
  const files = await ctx.store.db
    .select({ key: allegati.blobKey })
    .from(allegati)
    .where(eq(allegati.venditaUuid, uuid));
  const pdfs = await ctx.store.db
    .select({ key: contratti.blobKey })
    .from(contratti)
    .where(eq(contratti.venditaUuid, uuid));
  return [...files, ...pdfs].map((r) => r.key);
}

async function bytesLeft(ctx: TestContext, keys: readonly string[]): Promise<number> {
  const blobs = blobStoreOf(ctx);
  const found = await Promise.all(keys.map((k) => blobs.get(k)));
  return found.filter(Boolean).length;
}

const stepOf = async (ctx: TestContext, uuid: string) => {
  const res = await ctx.client.get(`/vendite/${uuid}/step`);
  return [res.statusCode, res.json<{ code?: string; message?: string; name?: string }>()] as const;
};
const EXPIRED = [404, { code: '404.3', message: 'Vendita scaduta' }];
const GONE = [404, { code: '404.3', message: 'Il link non è più utilizzabile.' }];

describe.each([
  ['fs', () => fs],
  ['db', () => db],
])('with BLOB_STORE=%s', (_kind, ctxOf) => {
  afterEach(() => deleteEverySale(ctxOf()));

  it('a sale never signed is kept 89 days and deleted at 91 with its files, draft, codes and mails', async () => {
    const ctx = ctxOf();
    at(ctx, BASE);
    const old = await abandonedSale(ctx);
    at(ctx, BASE + 2 * DAY);
    const younger = await abandonedSale(ctx);
    const oldRows = await rowsOf(ctx, old);
    expect(oldRows).toEqual({ vendite: 1, otp: 1, outbox: 2, allegati: 3, estrazioni: 1, contratti: 0 });
    const oldKeys = await blobKeysOf(ctx, old);
    expect(await bytesLeft(ctx, oldKeys)).toBe(3);

    at(ctx, BASE + 91 * DAY);
    const report = await retentionOf(ctx).run();
    expect(report.unsignedSales).toBeGreaterThanOrEqual(1);

    expect(await rowsOf(ctx, old)).toEqual({
      vendite: 0,
      otp: 0,
      outbox: 0,
      allegati: 0,
      estrazioni: 0,
      contratti: 0,
    });
    expect(await bytesLeft(ctx, oldKeys)).toBe(0);
    const pending = await ctx.store.db
      .select()
      .from(blobDeletions)
      .where(inArray(blobDeletions.chiave, oldKeys));
    expect(pending).toEqual([]);
    // the deleted sale's link: "no longer usable", as any unknown sale
    expect(await stepOf(ctx, old)).toEqual(GONE);
    expect((await ctx.client.get(`/vendite/${old}/v2`)).json()).toMatchObject({ code: '404.3' });

    // 89 days old: still there, still "Vendita scaduta", files and all
    expect(await rowsOf(ctx, younger)).toEqual(oldRows);
    expect(await bytesLeft(ctx, await blobKeysOf(ctx, younger))).toBe(3);
    expect(await stepOf(ctx, younger)).toEqual(EXPIRED);
  });

  it('a signed sale is kept 10 years and deleted the day after, with its contract', async () => {
    const ctx = ctxOf();
    at(ctx, BASE);
    const uuid = await createNewCustomerSale(ctx.client);
    await walkTo(ctx.client, uuid, 'firma');
    const signed = await ctx.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(ctx.store, uuid),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // the contract downloads in the browser that signed: with the cookie the signing answer set
    const access = signed.cookies.find((c) => c.name === 'contratto')!;
    const pdf = await ctx.client.get(`/vendite/${uuid}/contratto`, {
      headers: { cookie: `contratto=${access.value}` },
    });
    expect(pdf.statusCode).toBe(200);
    // the contract job mails it: wait for it, so that no job is left working on the sale
    const contractMails = async () =>
      (
        await ctx.store.db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.venditaUuid, uuid), eq(outbox.tipo, 'contratto')))
      )[0]!.n;
    await expect.poll(contractMails, { timeout: 20_000 }).toBe(1);
    expect(await rowsOf(ctx, uuid)).toMatchObject({ contratti: 1, allegati: 1 });
    const keys = await blobKeysOf(ctx, uuid);
    expect(await bytesLeft(ctx, keys)).toBe(2);

    at(ctx, BASE + 9 * 365 * DAY);
    await retentionOf(ctx).run();
    expect(await rowsOf(ctx, uuid)).toMatchObject({ vendite: 1, contratti: 1 });
    expect(await bytesLeft(ctx, keys)).toBe(keys.length);
    expect((await stepOf(ctx, uuid))[1]).toMatchObject({ code: '404.1' });

    const tenYears = new Date(BASE);
    tenYears.setUTCFullYear(tenYears.getUTCFullYear() + 10);
    at(ctx, tenYears.getTime() + DAY);
    const report = await retentionOf(ctx).run();
    expect(report.signedSales).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(ctx, uuid)).toEqual({
      vendite: 0,
      otp: 0,
      outbox: 0,
      allegati: 0,
      estrazioni: 0,
      contratti: 0,
    });
    expect(await bytesLeft(ctx, keys)).toBe(0);
    expect(await stepOf(ctx, uuid)).toEqual(GONE);
  });
});

describe('between the link expiry and the deletion', () => {
  afterEach(() => deleteEverySale(fs));

  it('the sale shows "Vendita scaduta" from day 30 to day 90, runs or no runs', async () => {
    at(fs, BASE);
    const uuid = await createSale(fs.client);
    at(fs, BASE + 29 * DAY);
    const [status] = await stepOf(fs, uuid);
    expect(status).toBe(200);
    for (const days of [31, 60, 89]) {
      at(fs, BASE + days * DAY);
      await retentionOf(fs).run();
      expect(await stepOf(fs, uuid)).toEqual(EXPIRED);
    }
  });
});

describe('several instances', () => {
  afterEach(() => deleteEverySale(fs));

  it('two runs at once delete each sale once, and both finish', async () => {
    const a = fs;
    // on PostgreSQL a process of its own would have a pool of its own: so does this one
    const b = await createTestApp({}, await sameDatabase(fs.store));
    try {
      at(a, BASE);
      const uuids: string[] = [];
      for (let i = 0; i < 24; i++) uuids.push(await createSale(a.client));
      for (const uuid of uuids.slice(0, 4)) await upload(a, `/vendite/${uuid}/documento-identita`);
      const keys = (await Promise.all(uuids.map((u) => blobKeysOf(a, u)))).flat();
      expect(keys).toHaveLength(4);

      at(a, BASE + 91 * DAY);
      at(b, BASE + 91 * DAY);
      // small batches, so the two runs take turns over the same candidates
      const [ra, rb] = await Promise.all([
        retentionOf(a, { batchSize: 3 }).run(),
        retentionOf(b, { batchSize: 3 }).run(),
      ]);
      expect(ra.unsignedSales + rb.unsignedSales).toBe(24);
      const [left] = await a.store.db
        .select({ n: count() })
        .from(vendite)
        .where(inArray(vendite.uuid, uuids));
      expect(left!.n).toBe(0);
      expect(await bytesLeft(a, keys)).toBe(0);
      expect(await a.store.db.select().from(blobDeletions)).toEqual([]);
      expect(ra.blobs + rb.blobs).toBe(4);
    } finally {
      if (b.store === fs.store) await b.app.close();
      else await b.close();
    }
  });

  it('bytes a failed run left behind are removed by the next run; the sale is gone whole', async () => {
    at(fs, BASE);
    const uuid = await createSale(fs.client);
    await upload(fs, `/vendite/${uuid}/documento-identita`);
    const keys = await blobKeysOf(fs, uuid);
    at(fs, BASE + 91 * DAY);
    // the process dies (here: the disk fails) after the rows are deleted, before the bytes are
    const real = blobStoreOf(fs);
    const failing: BlobStore = { ...real, delete: () => Promise.reject(new Error('disk gone')) };
    await expect(retentionOf(fs, { blobs: failing }).run()).rejects.toThrow('disk gone');
    expect(await rowsOf(fs, uuid)).toMatchObject({ vendite: 0, allegati: 0 });
    expect(await bytesLeft(fs, keys)).toBe(1);

    const report = await retentionOf(fs).run();
    expect(report.blobs).toBeGreaterThanOrEqual(1);
    expect(await bytesLeft(fs, keys)).toBe(0);
    expect(await fs.store.db.select().from(blobDeletions)).toEqual([]);
  });

  it('each instance runs it on its own timer', async () => {
    at(fs, BASE);
    const uuid = await createSale(fs.client);
    await fs.store.db
      .update(vendite)
      .set({ createdAt: new Date(BASE - 91 * DAY) })
      .where(eq(vendite.uuid, uuid));
    // its clock stands at BASE: the sale is 91 days old for it
    const scheduled = await createTestApp({}, fs.store, { retention: { firstRunMs: 0, everyMs: 200 } });
    try {
      await expect.poll(async () => (await rowsOf(fs, uuid)).vendite, { timeout: 10_000 }).toBe(0);
      expect(await stepOf(fs, uuid)).toEqual(GONE);
    } finally {
      await scheduled.app.close();
    }
  });
});
