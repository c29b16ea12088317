import crypto from 'node:crypto';
import type { Commodity, Language } from '../../shared/domain';
import type { AcceptedFileType, CategoriaAllegato, TipoBolletta } from '../../shared/files';
import { MAX_FILES_PER_SALE, TIPO_DOCUMENTO_IDENTITA } from '../../shared/files';
import { API_PREFIX } from '../../shared/schemas/api';
import type { Allegato, TipoAllegatoView } from '../../shared/schemas/files';
import { FILE_CHECK_KEYS } from '../../shared/schemas/files';
import { ERROR_CODES } from '../../shared/errors';
import { AppError, notFound, validationError } from '../errors';
import type { BlobStore } from '../services/adapters/blobs/blob-store';
import { checkedFileType, cleanFileName, downloadName } from '../services/domain/files/file-type';
import type { Db, Executor, Tx } from '../store/db';
import type { AllegatoRow } from '../store/repos/allegati';
import {
  countAllegati,
  deleteAllegati,
  findAllegatiOfCategoria,
  findAllegato,
  insertAllegati,
  listAllegati,
  listTipiAllegato,
} from '../store/repos/allegati';
import type { Sale } from './context';
import { assertEditable, assertUsable, factsOf, loadSale } from './context';

// The files a customer uploads on a sale (issue 5): the identity document, the bills, the attachments
// the operation asks for. Bytes go to the blob store before the row is written and leave it after the
// row is gone, outside any transaction (a PGlite transaction holds the one connection), so a failure
// leaves at worst an orphan blob, never a row without bytes. Every change holds the sale's row lock.

export type BillUploaded = { venditaUuid: string; allegatoId: string; tipo: TipoBolletta };
/** Runs in the upload's transaction: the bill extraction job starts here (api-contract.md "Bills"). */
export type OnBillUploaded = (tx: Tx, bill: BillUploaded) => Promise<void>;
/** Runs once that transaction has committed: the job it queued can be fetched now. */
export type OnBillCommitted = (bill: BillUploaded) => void;

export type FilesDeps = {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
  onBillUploaded?: OnBillUploaded | undefined;
  onBillCommitted?: OnBillCommitted | undefined;
};

/** A file as the route read it from the multipart body; `field` names it in errors. */
export type Upload = { field: string; filename: string | undefined; bytes: Uint8Array };

type Target =
  | { categoria: 'documento-identita' }
  | { categoria: 'bolletta-luce' | 'bolletta-gas'; bolletta: TipoBolletta }
  | { categoria: 'allegato'; tipoAllegato: string };

export type Download = { nome: string; contentType: string; contenuto: Uint8Array };

export function allegatoUrl(row: Pick<AllegatoRow, 'id' | 'venditaUuid'>): string {
  return `${API_PREFIX}/allegati/${row.id}?vendita=${row.venditaUuid}`;
}

export function allegatoView(row: AllegatoRow): Allegato {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.categoria as CategoriaAllegato,
    tipoAllegato: row.tipoAllegato,
    contentType: row.contentType,
    dimensione: row.dimensione,
    url: allegatoUrl(row),
  };
}

const fileMissing = (field: string) =>
  new AppError(400, ERROR_CODES.validation, 'file.missing', { [field]: FILE_CHECK_KEYS.required });

/** The types the sale's contract type, operation and commodities ask for. */
async function typesOfSale(db: Executor, sale: Sale) {
  const f = factsOf(sale);
  return listTipiAllegato(db, {
    tipoContratto: f.tipoContratto,
    operazione: f.operazione,
    commodities: f.commodities as Commodity[],
  });
}

/** The attachment type a file satisfies: an identity document counts as DOCUMENTO_IDENTITA. */
function tipoAllegatoOf(target: Target): string | null {
  if ('tipoAllegato' in target) return target.tipoAllegato;
  return target.categoria === 'documento-identita' ? TIPO_DOCUMENTO_IDENTITA : null;
}

/** A bill of a commodity the offer does not supply, or a type the operation does not ask for: 400. */
async function checkTarget(db: Executor, sale: Sale, target: Target): Promise<void> {
  if ('bolletta' in target) {
    const commodity = target.bolletta === 'luce' ? 'LUCE' : 'GAS';
    if (!factsOf(sale).commodities.includes(commodity)) {
      throw validationError({ _: FILE_CHECK_KEYS.billCommodity });
    }
  }
  if ('tipoAllegato' in target) {
    const types = await typesOfSale(db, sale);
    if (!types.some((t) => t.tipoAllegato === target.tipoAllegato)) {
      throw validationError({ tipoAllegato: FILE_CHECK_KEYS.attachmentType });
    }
  }
}

/** The mandatory types (once each, in order) that no file of the sale satisfies yet. */
export function missingOf(
  types: readonly { tipoAllegato: string; obbligatorio: boolean }[],
  present: Iterable<string | null>,
): string[] {
  const have = new Set(present);
  const missing = types.filter((t) => t.obbligatorio && !have.has(t.tipoAllegato)).map((t) => t.tipoAllegato);
  return [...new Set(missing)];
}

/**
 * caricamentoAllegati's check on Next (the web disables Next too): the mandatory attachment types the
 * sale still lacks. An identity document uploaded through /documento-identita counts as
 * DOCUMENTO_IDENTITA.
 */
export async function missingAttachments(db: Executor, sale: Sale): Promise<string[]> {
  const [types, files] = await Promise.all([typesOfSale(db, sale), listAllegati(db, sale.vendita.uuid)]);
  return missingOf(
    types,
    files.map((f) => f.tipoAllegato),
  );
}

/** The field errors of missing types, as Next answers them (`allegati.<TYPE>`). */
export function missingAttachmentFields(missing: readonly string[]): Record<string, string> {
  return Object.fromEntries(missing.map((t) => [`allegati.${t}`, FILE_CHECK_KEYS.attachmentRequired]));
}

export function createFiles({ db, now, blobs, onBillUploaded, onBillCommitted }: FilesDeps) {
  /** Best effort: a blob left behind costs space only, never a wrong answer. */
  async function discard(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((k) => blobs.delete(k).catch(() => undefined)));
  }

  async function store(uuid: string, target: Target, uploads: readonly Upload[]): Promise<Allegato[]> {
    const files: (Upload & { contentType: AcceptedFileType; nome: string })[] = [];
    for (const u of uploads) {
      const contentType = await checkedFileType(u.bytes, u.field);
      files.push({ ...u, contentType, nome: cleanFileName(u.filename, contentType) });
    }
    // refused before a byte is written
    const before = await loadSale(db, uuid);
    assertEditable(before, now());
    await checkTarget(db, before, target);

    const keys: string[] = [];
    let replaced: AllegatoRow[] = [];
    let rows: AllegatoRow[];
    let bill: BillUploaded | undefined;
    try {
      for (const f of files) keys.push(await blobs.put(f.bytes));
      rows = await db.transaction(async (tx) => {
        const sale = await loadSale(tx, uuid, true);
        assertEditable(sale, now());
        await checkTarget(tx, sale, target);
        // a bill replaces the previous bill of its commodity
        replaced = 'bolletta' in target ? await findAllegatiOfCategoria(tx, uuid, target.categoria) : [];
        if ((await countAllegati(tx, uuid)) - replaced.length + files.length > MAX_FILES_PER_SALE) {
          throw validationError({ _: FILE_CHECK_KEYS.tooMany });
        }
        await deleteAllegati(
          tx,
          replaced.map((r) => r.id),
        );
        const t = now();
        const created: AllegatoRow[] = files.map((f, i) => ({
          id: crypto.randomUUID(),
          venditaUuid: uuid,
          categoria: target.categoria,
          tipoAllegato: tipoAllegatoOf(target),
          nome: f.nome,
          contentType: f.contentType,
          dimensione: f.bytes.length,
          sha256: crypto.createHash('sha256').update(f.bytes).digest('hex'),
          blobKey: keys[i]!,
          createdAt: t,
        }));
        await insertAllegati(tx, created);
        if ('bolletta' in target && onBillUploaded) {
          bill = { venditaUuid: uuid, allegatoId: created[0]!.id, tipo: target.bolletta };
          await onBillUploaded(tx, bill);
        }
        return created;
      });
    } catch (err) {
      await discard(keys);
      throw err;
    }
    if (bill) onBillCommitted?.(bill);
    await discard(replaced.map((r) => r.blobKey));
    return rows.map(allegatoView);
  }

  /** Deletes the rows `pick` chooses under the sale's lock (404 when none), then their bytes. */
  async function remove(uuid: string, pick: (tx: Executor) => Promise<AllegatoRow[]>): Promise<void> {
    const removed = await db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertEditable(sale, now());
      const rows = await pick(tx);
      if (!rows.length) throw notFound();
      await deleteAllegati(
        tx,
        rows.map((r) => r.id),
      );
      return rows;
    });
    await discard(removed.map((r) => r.blobKey));
  }

  async function readable(uuid: string): Promise<Sale> {
    const sale = await loadSale(db, uuid);
    // like GET /v2: a sale signed less than ten minutes ago is still shown
    assertUsable(sale, now(), true);
    return sale;
  }

  async function bytesOf(row: AllegatoRow | undefined): Promise<Download> {
    const contenuto = row && (await blobs.get(row.blobKey));
    if (!row || !contenuto) throw notFound();
    return { nome: downloadName(row.nome, row.contentType), contentType: row.contentType, contenuto };
  }

  /** One file where one is expected: a second is refused, never dropped unseen (issue 17.7). */
  function single(uploads: readonly Upload[], field: string): Upload[] {
    if (!uploads.length) throw fileMissing(field);
    if (uploads.length > 1) throw validationError({ [field]: FILE_CHECK_KEYS.oneFile });
    return uploads.slice(0, 1);
  }

  return {
    uploadIdentityDocument: async (uuid: string, uploads: readonly Upload[]) =>
      (await store(uuid, { categoria: 'documento-identita' }, single(uploads, 'file')))[0]!,

    uploadBill: async (uuid: string, bolletta: TipoBolletta, uploads: readonly Upload[]) =>
      (await store(uuid, { categoria: `bolletta-${bolletta}`, bolletta }, single(uploads, 'file')))[0]!,

    async uploadAttachments(uuid: string, tipoAllegato: string, uploads: readonly Upload[]) {
      if (!uploads.length) throw fileMissing('allegato');
      return store(uuid, { categoria: 'allegato', tipoAllegato }, uploads);
    },

    async list(uuid: string): Promise<Allegato[]> {
      await readable(uuid);
      return (await listAllegati(db, uuid)).map(allegatoView);
    },

    deleteBill: (uuid: string, bolletta: TipoBolletta) =>
      remove(uuid, (tx) => findAllegatiOfCategoria(tx, uuid, `bolletta-${bolletta}`)),

    deleteAttachment: (uuid: string, id: string) =>
      remove(uuid, async (tx) => {
        const row = await findAllegato(tx, id, uuid);
        return row ? [row] : [];
      }),

    async download(uuid: string, id: string): Promise<Download> {
      await readable(uuid);
      return bytesOf(await findAllegato(db, id, uuid));
    },

    async downloadBill(uuid: string, bolletta: TipoBolletta): Promise<Download> {
      await readable(uuid);
      return bytesOf((await findAllegatiOfCategoria(db, uuid, `bolletta-${bolletta}`)).at(-1));
    },

    async attachmentTypes(
      q: Parameters<typeof listTipiAllegato>[1],
      lang: Language,
    ): Promise<TipoAllegatoView[]> {
      return (await listTipiAllegato(db, q)).map((t) => ({
        tipoAllegato: t.tipoAllegato,
        descrizione: lang === 'it' ? t.descrizioneIt : t.descrizioneEn,
        obbligatorio: t.obbligatorio,
        commodity: t.commodity as Commodity,
      }));
    },
  };
}

export type Files = ReturnType<typeof createFiles>;
