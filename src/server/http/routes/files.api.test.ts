import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '../../../shared/files';
import type { Allegato } from '../../../shared/schemas/files';
import { loadSale } from '../../funnel/context';
import { createFiles, missingAttachments } from '../../funnel/files';
import { createDbBlobStore } from '../../services/adapters/blobs/blob-store';
import { listAllegati } from '../../store/repos/allegati';
import { allegati, blobs, vendite } from '../../store/schema';
import { createSale, newVisitorIp } from '../../test/flow-data';
import { API_KEY, createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// Uploads and downloads of a sale's files (issue 5, api-contract.md), over real multipart bodies built
// by the platform's FormData, on both blob backends.

const text = (s: string) => new TextEncoder().encode(s);
const PDF = text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
const HTML = text('<!doctype html><script>alert(document.cookie)</script>');

type Part = { field: string; name: string; bytes: Uint8Array<ArrayBuffer>; type?: string };
type SendOptions = { fields?: Record<string, string>; lang?: string; apiKey?: string | null; xsrf?: boolean };

/** A multipart POST as a browser sends it, with the client's key and XSRF header. */
async function postFiles(
  ctx: TestContext,
  url: string,
  parts: Part[],
  { fields = {}, lang, apiKey = API_KEY, xsrf = true }: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of parts) {
    form.append(p.field, new Blob([p.bytes], { type: p.type ?? 'application/octet-stream' }), p.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const token = await ctx.client.token();
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'content-type': request.headers.get('content-type')!,
    // uploads are limited per client: each call comes from an address of its own
    'x-forwarded-for': newVisitorIp(),
  };
  if (apiKey) headers['x-api-key'] = apiKey;
  if (xsrf) headers['x-xsrf-token'] = token;
  if (lang) headers['accept-language'] = lang;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers,
    cookies: { 'XSRF-TOKEN': token },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const file = (bytes: Uint8Array<ArrayBuffer>, name = 'documento.pdf', field = 'file'): Part => ({
  field,
  name,
  bytes,
});

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'funnel-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function signSale(uuid: string) {
  await t.store.db
    .update(vendite)
    .set({ stato: 'CONCLUSA', firmataIl: t.clock.now() })
    .where(eq(vendite.uuid, uuid));
}

describe('attachment types', () => {
  const typesOf = (url: string, lang?: string) => t.client.get(url, lang ? { lang } : {});

  it('lists the types of an operation for each commodity asked, in the request language', async () => {
    const res = await typesOf(
      '/allegati/DOMESTICO/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        tipoAllegato: 'DOCUMENTO_IDENTITA',
        descrizione: "Documento d'identità dell'intestatario, fronte e retro",
        obbligatorio: true,
        commodity: 'LUCE',
      },
      {
        tipoAllegato: 'ALTRO_DOCUMENTO',
        descrizione: 'Altro documento utile alla pratica',
        obbligatorio: false,
        commodity: 'LUCE',
      },
    ]);
    const en = await typesOf(
      '/allegati/domestico/operazioneCommerciale/attivazione/commodity?commodity=luce',
      'en-GB,en;q=0.9',
    );
    expect(en.json()[0]).toMatchObject({ descrizione: "The holder's identity document, front and back" });
  });

  it('answers both commodities when asked for both, or for none', async () => {
    const both = await typesOf(
      '/allegati/DOMESTICO/operazioneCommerciale/SUBENTRO/commodity?commodity=LUCE&commodity=GAS',
    );
    const none = await typesOf('/allegati/DOMESTICO/operazioneCommerciale/SUBENTRO/commodity');
    const rows = both.json<{ tipoAllegato: string; commodity: string; obbligatorio: boolean }[]>();
    expect(rows).toEqual(none.json());
    expect(new Set(rows.map((r) => r.commodity))).toEqual(new Set(['LUCE', 'GAS']));
    expect(
      rows
        .filter((r) => r.obbligatorio)
        .map((r) => `${r.commodity} ${r.tipoAllegato}`)
        .sort(),
    ).toEqual([
      'GAS DICHIARAZIONE_TITOLO_IMMOBILE',
      'GAS DOCUMENTO_IDENTITA',
      'LUCE DICHIARAZIONE_TITOLO_IMMOBILE',
      'LUCE DOCUMENTO_IDENTITA',
    ]);
  });

  it('asks a transfer for the outgoing holder’s form and document, a condominium for its administrator', async () => {
    const res = await typesOf('/allegati/CONDOMINIO/operazioneCommerciale/VOLTURA/commodity?commodity=GAS');
    const mandatory = res
      .json<{ tipoAllegato: string; obbligatorio: boolean }[]>()
      .filter((r) => r.obbligatorio);
    expect(mandatory.map((r) => r.tipoAllegato)).toEqual([
      'DOCUMENTO_IDENTITA',
      'MODULO_VOLTURA',
      'DOCUMENTO_IDENTITA_USCENTE',
      'VERBALE_NOMINA_AMMINISTRATORE',
    ]);
    const company = await typesOf(
      '/allegati/ALTRI_USI/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE',
    );
    expect(company.json()).toContainEqual(
      expect.objectContaining({ tipoAllegato: 'VISURA_CAMERALE', obbligatorio: true }),
    );
  });

  it('asks a product change for nothing mandatory', async () => {
    const res = await typesOf(
      '/allegati/ALTRI_USI/operazioneCommerciale/CAMBIO_PRODOTTO/commodity?commodity=LUCE',
    );
    const rows = res.json<{ obbligatorio: boolean }[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.obbligatorio)).toBe(true);
  });

  it('refuses an unknown contract type, operation or commodity with the fields named', async () => {
    const res = await typesOf(
      '/allegati/BUSINESS/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=ACQUA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { tipoContratto: 'validation.choice' } });
    const op = await typesOf('/allegati/DOMESTICO/operazioneCommerciale/VENDITA/commodity');
    expect(op.json()).toMatchObject({ fields: { operazione: 'validation.operation' } });
  });
});

describe.each(['fs', 'db'] as const)('upload, list, download and delete (BLOB_STORE=%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // the db backend shares this file's database: a second app over the same store
    ctx = backend === 'fs' ? t : await createTestApp({ BLOB_STORE: 'db' }, t.store);
  });
  afterAll(async () => {
    if (ctx !== t) await ctx.app.close();
  });

  async function blobExists(key: string): Promise<boolean> {
    if (backend === 'db') {
      return (await ctx.store.db.select().from(blobs).where(eq(blobs.chiave, key))).length === 1;
    }
    return fs
      .access(path.join(dataDir, 'blobs', key))
      .then(() => true)
      .catch(() => false);
  }
  const keyOf = async (id: string) =>
    (await ctx.store.db.select().from(allegati).where(eq(allegati.id, id)))[0]?.blobKey;

  it('keeps the identity document and serves it back as a plain link', async () => {
    const uuid = await createSale(ctx.client);
    const res = await postFiles(ctx, `/vendite/${uuid}/documento-identita`, [
      file(PDF, 'carta identità.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Allegato>();
    expect(created).toEqual({
      id: expect.any(String),
      nome: 'carta identità.pdf',
      tipo: 'documento-identita',
      tipoAllegato: 'DOCUMENTO_IDENTITA',
      contentType: 'application/pdf',
      dimensione: PDF.length,
      url: `/api/v1/allegati/${created.id}?vendita=${uuid}`,
    });
    const key = await keyOf(created.id);
    expect(key && (await blobExists(key))).toBe(true);
    if (backend === 'db') {
      // the bytes are in the table, not on disk (the fs backend's runs share this directory, so
      // look for this very key, not for its two-letter sub-directory)
      const onDisk = await fs.stat(path.join(dataDir, 'blobs', key!)).then(
        () => true,
        () => false,
      );
      expect(onDisk).toBe(false);
    }

    const list = await ctx.client.get(`/vendite/${uuid}/allegati`);
    expect(list.json()).toEqual([created]);

    const download = await ctx.client.get(created.url, { apiKey: null });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="carta_identit_.pdf"; filename*=UTF-8''carta%20identit%C3%A0.pdf`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(new Uint8Array(download.rawPayload)).toEqual(PDF);

    const del = await ctx.client.delete(created.url, { apiKey: null });
    expect(del.statusCode).toBe(204);
    expect(await blobExists(key!)).toBe(false);
    expect((await ctx.client.get(created.url, { apiKey: null })).statusCode).toBe(404);
    expect((await ctx.client.get(`/vendite/${uuid}/allegati`)).json()).toEqual([]);
  });

  it('replaces a bill with the next one of its commodity, and deletes it', async () => {
    const uuid = await createSale(ctx.client);
    const first = await postFiles(ctx, `/vendite/${uuid}/bolletta-luce`, [file(PDF, 'bolletta.pdf')]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      nome: 'bolletta.pdf',
      tipo: 'bolletta-luce',
      dimensione: PDF.length,
    });
    const firstKey = await keyOf(first.json<Allegato>().id);

    const second = await postFiles(ctx, `/vendite/${uuid}/bolletta-luce`, [file(JPEG, 'foto.jpg')]);
    expect(second.statusCode).toBe(201);
    const files = (await ctx.client.get(`/vendite/${uuid}/allegati`)).json<Allegato[]>();
    expect(files.map((f) => f.nome)).toEqual(['foto.jpg']);
    expect(await blobExists(firstKey!)).toBe(false);

    const bill = await ctx.client.get(`/pub/vendite/${uuid}/bolletta?tipo=luce`, { apiKey: null });
    expect(bill.statusCode).toBe(200);
    expect(bill.headers['content-type']).toBe('image/jpeg');
    expect(bill.headers['content-disposition']).toMatch(/^attachment; filename="foto\.jpg"/);
    expect(new Uint8Array(bill.rawPayload)).toEqual(JPEG);

    expect((await ctx.client.delete(`/vendite/${uuid}/bolletta-luce`)).statusCode).toBe(204);
    expect((await ctx.client.get(`/vendite/${uuid}/allegati`)).json()).toEqual([]);
    const again = await ctx.client.delete(`/vendite/${uuid}/bolletta-luce`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found' });
  });

  it('takes several attachments of one type at once', async () => {
    const uuid = await createSale(ctx.client);
    const res = await postFiles(
      ctx,
      `/vendite/${uuid}/allegati`,
      [file(PNG, 'fronte.png', 'allegato'), file(JPEG, 'retro.jpg', 'allegato2')],
      { fields: { tipoAllegato: 'DOCUMENTO_IDENTITA' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Allegato[]>();
    expect(created.map((a) => [a.nome, a.tipo, a.tipoAllegato, a.contentType])).toEqual([
      ['fronte.png', 'allegato', 'DOCUMENTO_IDENTITA', 'image/png'],
      ['retro.jpg', 'allegato', 'DOCUMENTO_IDENTITA', 'image/jpeg'],
    ]);
    for (const a of created) expect(await blobExists((await keyOf(a.id))!)).toBe(true);
  });
});

describe('refused uploads', () => {
  let uuid: string;
  beforeAll(async () => {
    uuid = await createSale(t.client);
  });
  const identity = (parts: Part[], opts?: SendOptions) =>
    postFiles(t, `/vendite/${uuid}/documento-identita`, parts, opts);

  it('a file that is not PDF, JPEG or PNG: 415 file.type', async () => {
    const gif = await identity([file(text('GIF89a\x01\x00'), 'foto.gif')], { lang: 'en' });
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({ code: 'file.type', message: 'The file is not a PDF, JPEG or PNG.' });
  });

  it('a page whose name and declared type say PDF: 415, by its content', async () => {
    const res = await identity([{ field: 'file', name: 'x.pdf', bytes: HTML, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'file.type', message: 'Il file non è un PDF, un JPEG o un PNG.' });
  });

  it('a PNG named .pdf is kept as the PNG it is', async () => {
    const res = await identity([
      { field: 'file', name: 'scansione.pdf', bytes: PNG, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json<Allegato>();
    expect(created.contentType).toBe('image/png');
    const download = await t.client.get(created.url, { apiKey: null });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="scansione\.png"/);
    await t.client.delete(created.url);
  });

  it('a PDF with JavaScript, a launch action or an embedded file: 415 file.active_content (issue 17.3)', async () => {
    const deflated = (s: string) => new Uint8Array(zlib.deflateSync(Buffer.from(s, 'latin1')));
    const stream = (body: Uint8Array) =>
      new Uint8Array([
        ...text('%PDF-1.5\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
        ...body,
        ...text('\nendstream\nendobj\n%%EOF\n'),
      ]);
    const active = {
      openAction: text(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
      ),
      escapedName: text('%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj\n%%EOF'),
      launch: text('%PDF-1.4\n1 0 obj << /AA << /O << /S /Launch /F (cmd.exe) >> >> >> endobj\n%%EOF'),
      embedded: text('%PDF-1.4\n1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >> endobj\n%%EOF'),
      inObjectStream: stream(deflated('<< /S /JavaScript /JS (app.launchURL("x")) >>')),
    };
    const before = (await t.client.get(`/vendite/${uuid}/allegati`)).json();
    for (const [what, bytes] of Object.entries(active)) {
      for (const url of [`/vendite/${uuid}/documento-identita`, `/vendite/${uuid}/bolletta-luce`]) {
        const res = await postFiles(t, url, [file(bytes)], { lang: 'en' });
        expect(res.statusCode, `${what} ${url}`).toBe(415);
        expect(res.json()).toEqual({
          code: 'file.active_content',
          message:
            'The PDF contains scripts, actions or embedded files and cannot be accepted: upload a printed or scanned copy.',
        });
      }
    }
    expect((await t.client.get(`/vendite/${uuid}/allegati`)).json()).toEqual(before);
    // a plain one, with an /OpenAction that only opens a page, is kept
    const plain = text('%PDF-1.4\n1 0 obj << /OpenAction [3 0 R /Fit] >> endobj\n%%EOF');
    const kept = await identity([file(plain)]);
    expect(kept.statusCode, kept.body).toBe(201);
    await t.client.delete(kept.json().url);
  });

  it('two `file` parts where one is expected: 400 validation, nothing kept (issue 17.7)', async () => {
    const before = (await t.client.get(`/vendite/${uuid}/allegati`)).json();
    for (const url of [`/vendite/${uuid}/documento-identita`, `/vendite/${uuid}/bolletta-luce`]) {
      const res = await postFiles(t, url, [file(PDF), file(HTML, 'pagina.html')]);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { file: 'validation.one_file' } });
    }
    const twice = await postFiles(
      t,
      `/vendite/${uuid}/allegati`,
      [file(PDF, 'a.pdf', 'allegato'), file(PDF, 'b.pdf', 'allegato')],
      {
        fields: { tipoAllegato: 'DOCUMENTO_IDENTITA' },
      },
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ allegato: 'validation.one_file' });
    expect((await t.client.get(`/vendite/${uuid}/allegati`)).json()).toEqual(before);
  });

  it('a name with a right-to-left override or other invisible characters is kept without them (issue 17.7)', async () => {
    const res = await identity([file(PDF, 'fattura\u202efdp.exe\u200b\u0007.pdf')]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Allegato>();
    expect(created.nome).toBe('fatturafdp.exe.pdf');
    const download = await t.client.get(created.url, { apiKey: null });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''fatturafdp.exe.pdf");
    await t.client.delete(created.url);
  });

  it('a file over 10 MB: 413 file.too_large', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PDF);
    const res = await identity([file(big)], { lang: 'it-IT' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'file.too_large',
      message: 'Il file è troppo grande: il limite è 10 MB.',
    });
  });

  it('an empty file or none at all: 400 with the field named', async () => {
    const empty = await identity([file(new Uint8Array(0))], { lang: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'validation',
      message: 'The file is empty.',
      fields: { file: 'validation.file_empty' },
    });
    const none = await identity([], { fields: { note: 'x' } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      code: 'validation',
      message: 'Scegli un file da caricare.',
      fields: { file: 'validation.file_required' },
    });
    const other = await identity([file(PDF, 'a.pdf', 'documento')]);
    expect(other.json()).toMatchObject({ fields: { documento: 'validation.unknown_field' } });
  });

  it('a body that is not multipart: 415', async () => {
    const res = await t.client.post(`/vendite/${uuid}/documento-identita`, { file: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'media_type' });
  });

  it('more than five files in one request: 413', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => file(PDF, `p${i}.pdf`, `allegato${i + 1}`));
    const res = await postFiles(t, `/vendite/${uuid}/allegati`, parts, {
      fields: { tipoAllegato: 'ALTRO_DOCUMENTO' },
    });
    expect(res.statusCode).toBe(413);
  });

  it('an attachment type the operation does not ask for, or none: 400 on tipoAllegato', async () => {
    const company = await postFiles(t, `/vendite/${uuid}/allegati`, [file(PDF, 'v.pdf', 'allegato')], {
      fields: { tipoAllegato: 'VISURA_CAMERALE' },
    });
    expect(company.statusCode).toBe(400);
    expect(company.json()).toMatchObject({ fields: { tipoAllegato: 'validation.attachment_type' } });
    const none = await postFiles(t, `/vendite/${uuid}/allegati`, [file(PDF, 'v.pdf', 'allegato')]);
    expect(none.json()).toMatchObject({ fields: { tipoAllegato: 'validation.attachment_type' } });
  });

  it('a gas bill on an electricity offer: 400', async () => {
    const res = await postFiles(t, `/vendite/${uuid}/bolletta-gas`, [file(PDF)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { _: 'validation.bill_commodity' } });
  });

  it('without the key 401, without the XSRF header 403', async () => {
    expect((await identity([file(PDF)], { apiKey: null })).statusCode).toBe(401);
    const res = await identity([file(PDF)], { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
  });

  it('nothing refused was kept', async () => {
    const list = await t.client.get(`/vendite/${uuid}/allegati`);
    expect(list.json()).toEqual([]);
  });
});

describe('another sale’s files', () => {
  it('can be neither read nor deleted through another sale’s uuid', async () => {
    const mine = await createSale(t.client);
    const theirs = await createSale(t.client);
    const created = (await postFiles(t, `/vendite/${mine}/documento-identita`, [file(PDF)])).json<Allegato>();
    const wrong = `/allegati/${created.id}?vendita=${theirs}`;

    const read = await t.client.get(wrong, { apiKey: null });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'not_found' });
    expect((await t.client.delete(wrong)).statusCode).toBe(404);
    expect((await t.client.get(`/allegati/${created.id}`, { apiKey: null })).statusCode).toBe(404);
    expect((await t.client.delete(`/allegati/${created.id}`)).statusCode).toBe(404);
    // still there for its own sale
    expect((await t.client.get(created.url, { apiKey: null })).statusCode).toBe(200);
  });

  it('a delete by plain link still needs the XSRF header', async () => {
    const uuid = await createSale(t.client);
    const created = (await postFiles(t, `/vendite/${uuid}/documento-identita`, [file(PDF)])).json<Allegato>();
    const res = await t.client.delete(created.url, { apiKey: null, xsrf: 'none' });
    expect(res.statusCode).toBe(403);
    expect((await t.client.get(created.url, { apiKey: null })).statusCode).toBe(200);
  });
});

describe('downloads of missing files', () => {
  it('answer 404', async () => {
    const uuid = await createSale(t.client);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.client.get(`/allegati/${id}?vendita=${uuid}`, { apiKey: null })).json()).toMatchObject({
      code: 'not_found',
    });
    const bill = await t.client.get(`/pub/vendite/${uuid}/bolletta?tipo=gas`, { apiKey: null });
    expect(bill.statusCode).toBe(404);
    expect(
      (await t.client.get(`/pub/vendite/${uuid}/bolletta?tipo=acqua`, { apiKey: null })).statusCode,
    ).toBe(400);
    // an unknown sale: the link is no longer usable
    const unknown = await t.client.get(`/allegati/${id}?vendita=${id}`, { apiKey: null });
    expect(unknown.json()).toMatchObject({ code: '404.3' });
  });

  it('answer 404 when the bytes are gone from the store', async () => {
    const uuid = await createSale(t.client);
    const created = (await postFiles(t, `/vendite/${uuid}/documento-identita`, [file(PDF)])).json<Allegato>();
    const [row] = await t.store.db.select().from(allegati).where(eq(allegati.id, created.id));
    await fs.rm(path.join(dataDir, 'blobs', row!.blobKey));
    expect((await t.client.get(created.url, { apiKey: null })).statusCode).toBe(404);
  });
});

describe('a signed sale', () => {
  it('refuses uploads and deletes (409 sale.frozen) but still shows its files for a while', async () => {
    const uuid = await createSale(t.client);
    const created = (await postFiles(t, `/vendite/${uuid}/bolletta-luce`, [file(PDF)])).json<Allegato>();
    await signSale(uuid);

    const upload = await postFiles(t, `/vendite/${uuid}/documento-identita`, [file(PDF)]);
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ code: 'sale.frozen' });
    expect((await t.client.delete(`/vendite/${uuid}/bolletta-luce`)).json()).toMatchObject({
      code: 'sale.frozen',
    });
    expect((await t.client.delete(created.url)).statusCode).toBe(409);

    expect((await t.client.get(`/vendite/${uuid}/allegati`)).json()).toEqual([created]);
    expect((await t.client.get(created.url, { apiKey: null })).statusCode).toBe(200);
  });

  it('a cancelled sale answers 404.2', async () => {
    const uuid = await createSale(t.client);
    await t.client.delete(`/vendite/${uuid}`);
    const res = await postFiles(t, `/vendite/${uuid}/documento-identita`, [file(PDF)]);
    expect(res.json()).toMatchObject({ code: '404.2' });
  });
});

describe('the files service', () => {
  const now = () => t.clock.now();

  it('tells the bill extraction of a new bill inside the upload’s transaction', async () => {
    const uuid = await createSale(t.client);
    const onBillUploaded = vi.fn(async () => undefined);
    const files = createFiles({
      db: t.store.db,
      now,
      blobs: createDbBlobStore(t.store.db, now),
      onBillUploaded,
    });
    const bill = await files.uploadBill(uuid, 'luce', [{ field: 'file', filename: 'b.pdf', bytes: PDF }]);
    expect(onBillUploaded).toHaveBeenCalledWith(expect.anything(), {
      venditaUuid: uuid,
      allegatoId: bill.id,
      tipo: 'luce',
    });
  });

  it('tells it again once the upload has committed, so that the job is fetched at once', async () => {
    const uuid = await createSale(t.client);
    const seenAtCommit: { allegatoId: string; stored: string[] }[] = [];
    const files = createFiles({
      db: t.store.db,
      now,
      blobs: createDbBlobStore(t.store.db, now),
      onBillUploaded: async () => undefined,
      // outside the transaction: on PGlite a read here before the commit would wait for it forever
      onBillCommitted: ({ allegatoId }) =>
        void listAllegati(t.store.db, uuid).then((rows) =>
          seenAtCommit.push({ allegatoId, stored: rows.map((r) => r.id) }),
        ),
    });
    const bill = await files.uploadBill(uuid, 'luce', [{ field: 'file', filename: 'b.pdf', bytes: PDF }]);
    await vi.waitFor(() => expect(seenAtCommit).toEqual([{ allegatoId: bill.id, stored: [bill.id] }]));
  });

  it('keeps nothing when the hook fails, and wakes no worker', async () => {
    const uuid = await createSale(t.client);
    const store = createDbBlobStore(t.store.db, now);
    const onBillCommitted = vi.fn();
    const files = createFiles({
      db: t.store.db,
      now,
      blobs: store,
      onBillUploaded: async () => {
        throw new Error('queue down');
      },
      onBillCommitted,
    });
    const before = (await t.store.db.select().from(blobs)).length;
    await expect(
      files.uploadBill(uuid, 'luce', [{ field: 'file', filename: 'b.pdf', bytes: PDF }]),
    ).rejects.toThrow('queue down');
    expect(await files.list(uuid)).toEqual([]);
    expect((await t.store.db.select().from(blobs)).length).toBe(before);
    expect(onBillCommitted).not.toHaveBeenCalled();
  });

  it('names the mandatory attachment types a sale still lacks', async () => {
    const uuid = await createSale(t.client);
    expect(await missingAttachments(t.store.db, await loadSale(t.store.db, uuid))).toEqual([
      'DOCUMENTO_IDENTITA',
    ]);
    await postFiles(t, `/vendite/${uuid}/documento-identita`, [file(PDF)]);
    expect(await missingAttachments(t.store.db, await loadSale(t.store.db, uuid))).toEqual([]);
  });
});

describe('over a real connection', () => {
  it('takes an upload, and answers 413 to an oversize one without hanging', async () => {
    const ctx = await createTestApp({ DATA_DIR: dataDir }, t.store);
    try {
      const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const uuid = await createSale(ctx.client);
      const token = await ctx.client.token();
      const send = (bytes: Uint8Array<ArrayBuffer>) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bolletta.pdf');
        return fetch(`${base}/api/v1/vendite/${uuid}/bolletta-luce`, {
          method: 'POST',
          headers: { 'x-api-key': API_KEY, 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
          body: form,
        });
      };
      const ok = await send(PDF);
      expect(ok.status).toBe(201);
      const big = new Uint8Array(MAX_FILE_BYTES + 1024 * 1024);
      big.set(PDF);
      const refused = await send(big);
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({ code: 'file.too_large' });
    } finally {
      await ctx.app.close();
    }
  });
});
