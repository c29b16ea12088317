import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendita } from '../../shared/schemas/api';
import { createSale, newVisitorIp } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';
import { brokenPdf, pdfBomb, pdfOfPages, pixelBomb } from '../test/hostile-files';

// Issue 17.2: hostile bills are read in the reader's own process, under a memory cap and a time
// budget, and refused with a reason the customer sees (`motivo`), while the server goes on answering.

const SAMPLES = path.resolve(__dirname, '../services/domain/bills/samples');
const jobs = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

let t: TestContext;
beforeAll(async () => {
  // a cap a bomb reaches in a second or two (the default is 768 MB)
  t = await createTestApp({ BILL_READER_MEMORY_MB: '300' }, undefined, { jobs });
});
afterAll(() => t.close());

/** The file as a browser posts it as the sale's electricity bill. */
async function upload(ctx: TestContext, uuid: string, bytes: Buffer, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return ctx.client.postForm(`/vendite/${uuid}/bolletta-luce`, form, {
    headers: { 'x-forwarded-for': newVisitorIp() },
  });
}

type Reading = NonNullable<Vendita['estrazioniBollette']>[number];

/** Uploads the file as the sale's electricity bill and waits for the reading to end. */
async function readAsBill(
  ctx: TestContext,
  bytes: Buffer,
  type: string,
  name: string,
  whileReading?: () => Promise<void>,
): Promise<Reading> {
  const uuid = await createSale(ctx.client);
  const res = await upload(ctx, uuid, bytes, type, name);
  expect(res.statusCode, res.body).toBe(201);
  for (let i = 0; i < 240; i++) {
    const reading = (await ctx.client.get(`/vendite/${uuid}/v2`)).json<Vendita>().estrazioniBollette?.[0];
    if (reading && reading.stato !== 'in_corso') return reading;
    await whileReading?.();
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the reading never ended');
}

const sample = (file: string) => fs.readFileSync(path.join(SAMPLES, file));

describe('a hostile bill', () => {
  it('a PDF whose page inflates to 1 GB: refused as too large; the server answers meanwhile', async () => {
    const bomb = await pdfBomb(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    let answeredWhileReading = 0;
    const reading = await readAsBill(t, bomb, 'application/pdf', 'bolletta.pdf', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      answeredWhileReading += 1;
    });
    expect(reading).toEqual({ tipo: 'luce', stato: 'fallita', campi: {}, motivo: 'file_troppo_grande' });
    expect(answeredWhileReading).toBeGreaterThan(0);
  }, 60_000);

  it('after a reader was killed, the next bill is read by a new one', async () => {
    await readAsBill(t, await pdfBomb(1024), 'application/pdf', 'bomba.pdf');
    const reading = await readAsBill(t, sample('solaria-luce-pf.pdf'), 'application/pdf', 'b.pdf');
    expect(reading.stato).toBe('completata');
    expect(reading.campi.pod?.valore).toBe('IT001E04871593');
  }, 60_000);

  it('an image of 80 million pixels (a 200 KB PNG): refused as too large', async () => {
    const png = await pixelBomb(10_000, 8_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    const reading = await readAsBill(t, png, 'image/png', 'foto.png');
    expect(reading).toMatchObject({ stato: 'fallita', motivo: 'file_troppo_grande' });
  }, 60_000);

  it('a PDF of 60 pages: refused as too large', async () => {
    const reading = await readAsBill(t, await pdfOfPages(60), 'application/pdf', 'lunga.pdf');
    expect(reading).toMatchObject({ stato: 'fallita', motivo: 'file_troppo_grande' });
  }, 60_000);

  it('a damaged PDF: refused as unreadable', async () => {
    const reading = await readAsBill(t, brokenPdf(), 'application/pdf', 'rotta.pdf');
    expect(reading).toMatchObject({ stato: 'fallita', motivo: 'file_illeggibile' });
  }, 60_000);

  it('a reading past its time budget: stopped, and said so', async () => {
    // a database of its own: on the shared one, the other app's job worker could take the file
    const hurried = await createTestApp({ BILL_READER_TIMEOUT_MS: '100' }, undefined, { jobs });
    try {
      // a scan is read by OCR, far longer than 100 ms
      const reading = await readAsBill(hurried, sample('solaria-gas-pg.jpg'), 'image/jpeg', 'scan.jpg');
      expect(reading).toMatchObject({ stato: 'fallita', motivo: 'tempo_scaduto' });
    } finally {
      await hurried.close();
    }
  }, 60_000);
});
