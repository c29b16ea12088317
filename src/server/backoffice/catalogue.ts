import crypto from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES } from '../../shared/errors';
import type { brandBody, campaignBody, offerBody, termsBody } from '../../shared/schemas/catalogue-admin';
import { AppError, notFound, validationError } from '../errors';
import type { Db, Executor } from '../store/db';
import { recordAudit } from '../store/repos/audit';
import type { AuditActor } from '../store/repos/audit';
import { findMarchio, findOfferta } from '../store/repos/catalogue';
import {
  campagnaInUse,
  codeTaken,
  deleteCampagna,
  documentoOfBrand,
  findCampagnaRow,
  findDocumentoMeta,
  insertCampagna,
  insertCondizione,
  insertMarchio,
  insertOfferta,
  lockForWrite,
  nextId,
  putDocumento,
  updateCampagna,
  updateMarchio,
  updateOfferta,
} from '../store/repos/catalogue-admin';
import { campagne, marchi, offerte } from '../store/schema';

// The catalogue's use cases for administrators (issue 15 item 4): each change is checked against the
// rows it depends on, written, and recorded in the audit log (who, when, before, after) in one
// transaction, so there is never a change without its record. The funnel reads the tables on every
// request (brands through a 2 s cache per instance, http/host-brand.ts, which this instance empties at
// once on a brand's change): no restart is needed.

type BrandInput = z.output<typeof brandBody>;
type OfferInput = z.output<typeof offerBody>;
type CampaignInput = z.output<typeof campaignBody>;
type TermsInput = z.output<typeof termsBody>;

const codeTakenError = () => new AppError(409, ERROR_CODES.codeTaken);

export type DocumentUpload = { tipo: string; nome: string; contentType: string; bytes: Uint8Array };

export function createCatalogueAdmin({
  db,
  now,
  onBrandsChanged = () => undefined,
}: {
  db: Db;
  now: () => Date;
  onBrandsChanged?: () => void;
}) {
  function audited<T>(
    actor: AuditActor,
    work: (
      tx: Executor,
      audit: (a: Omit<Parameters<typeof recordAudit>[1], 'at' | 'actor'>) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction((tx) => work(tx, (entry) => recordAudit(tx, { ...entry, at: now(), actor })));
  }

  async function brandExists(tx: Executor, id: number): Promise<void> {
    if (!(await findMarchio(tx, id))) throw validationError({ marchioId: 'validation.brand' });
  }

  async function checkLinkedOffer(tx: Executor, o: OfferInput, selfId?: number): Promise<void> {
    if (o.offertaIdCollegata === null) return;
    const linked = await findOfferta(tx, o.offertaIdCollegata);
    // domain.md: an expired offer moves its sales to the linked offer, of the same brand
    if (!linked || linked.marchioId !== o.marchioId || linked.id === selfId)
      throw validationError({ offertaIdCollegata: 'validation.offer_not_linked' });
  }

  return {
    createBrand: (actor: AuditActor, b: BrandInput) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, marchi);
        if (await codeTaken(tx, { marchio: b.codice })) throw codeTakenError();
        const id = await nextId(tx, marchi);
        // until a logo is uploaded the page shows the brand's name alone (an empty address)
        const row = await insertMarchio(tx, { ...b, id, logoUrl: '' });
        await audit({ action: 'brand.create', entity: 'brand', entityId: id, after: row });
        return row;
      }).finally(onBrandsChanged),

    updateBrand: (actor: AuditActor, id: number, b: BrandInput) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, marchi);
        const before = await findMarchio(tx, id);
        if (!before) throw notFound();
        if (await codeTaken(tx, { marchio: b.codice }, id)) throw codeTakenError();
        const row = await updateMarchio(tx, id, b);
        await audit({ action: 'brand.update', entity: 'brand', entityId: id, before, after: row });
        return row!;
      }).finally(onBrandsChanged),

    createOffer: (actor: AuditActor, o: OfferInput) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, offerte);
        await brandExists(tx, o.marchioId);
        await checkLinkedOffer(tx, o);
        if (await codeTaken(tx, { offerta: o.codice, marchioId: o.marchioId })) throw codeTakenError();
        const id = await nextId(tx, offerte);
        const row = await insertOfferta(tx, { ...o, id });
        await audit({ action: 'offer.create', entity: 'offer', entityId: id, after: row });
        return row;
      }),

    updateOffer: (actor: AuditActor, id: number, o: OfferInput) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, offerte);
        const before = await findOfferta(tx, id);
        if (!before) throw notFound();
        // sales name the offer and its brand: an offer never moves to another brand
        if (before.marchioId !== o.marchioId) throw validationError({ marchioId: 'validation.brand_fixed' });
        await checkLinkedOffer(tx, o, id);
        if (await codeTaken(tx, { offerta: o.codice, marchioId: o.marchioId }, id)) throw codeTakenError();
        const row = await updateOfferta(tx, id, o);
        await audit({ action: 'offer.update', entity: 'offer', entityId: id, before, after: row });
        return row!;
      }),

    createCampaign: (actor: AuditActor, c: CampaignInput) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, campagne);
        await brandExists(tx, c.marchioId);
        if (await codeTaken(tx, { campagna: c.codice, marchioId: c.marchioId })) throw codeTakenError();
        const id = await nextId(tx, campagne);
        const row = await insertCampagna(tx, { ...c, id });
        await audit({ action: 'campaign.create', entity: 'campaign', entityId: id, after: row });
        return row;
      }),

    updateCampaign: (actor: AuditActor, id: number, c: CampaignInput) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, campagne);
        const before = await findCampagnaRow(tx, id);
        if (!before) throw notFound();
        if (before.marchioId !== c.marchioId) throw validationError({ marchioId: 'validation.brand_fixed' });
        if (await codeTaken(tx, { campagna: c.codice, marchioId: c.marchioId }, id)) throw codeTakenError();
        const row = await updateCampagna(tx, id, c);
        await audit({ action: 'campaign.update', entity: 'campaign', entityId: id, before, after: row });
        return row!;
      }),

    /** Deleted only when no sale names it (409 catalogue.in_use: switch it off instead). */
    deleteCampaign: (actor: AuditActor, id: number) =>
      audited(actor, async (tx, audit) => {
        await lockForWrite(tx, campagne);
        const before = await findCampagnaRow(tx, id);
        if (!before) throw notFound();
        if (await campagnaInUse(tx, id)) throw new AppError(409, ERROR_CODES.inUse);
        await deleteCampagna(tx, id);
        await audit({ action: 'campaign.delete', entity: 'campaign', entityId: id, before });
      }),

    /** A new version of one of the brand's terms, shown from now on to sales not past the terms. */
    publishTerms: (actor: AuditActor, c: TermsInput) =>
      audited(actor, async (tx, audit) => {
        await brandExists(tx, c.marchioId);
        if (c.documentoId && !(await documentoOfBrand(tx, c.documentoId, c.marchioId)))
          throw validationError({ documentoId: 'validation.document' });
        const row = await insertCondizione(tx, c);
        if (!row) throw new AppError(409, ERROR_CODES.codeTaken);
        await audit({
          action: 'terms.publish',
          entity: 'terms',
          entityId: `${c.marchioId}/${c.codice}/${c.versione}`,
          after: row,
        });
        return row;
      }),

    /**
     * A brand's document (privacy notice, logo) or an offer's (general terms, summary sheet), checked
     * by content by the caller. The audit keeps its name and hash, never the bytes.
     */
    putDocument: (
      actor: AuditActor,
      owner: { marchioId: number; offertaId: number | null },
      up: DocumentUpload,
    ) =>
      audited(actor, async (tx, audit) => {
        const existing = await findDocumentoMeta(tx, { ...owner, tipo: up.tipo });
        const sha256 = crypto.createHash('sha256').update(up.bytes).digest('hex');
        const id = existing?.id ?? crypto.randomUUID();
        const row = { id, ...owner, tipo: up.tipo, nome: up.nome, contentType: up.contentType, sha256 };
        await putDocumento(tx, { ...row, contenuto: up.bytes }, existing?.id);
        if (up.tipo === 'logo') {
          // the hash in the address: browsers and caches fetch the new logo at once
          await updateMarchio(tx, owner.marchioId, {
            logoUrl: `/api/v1/marchi/${owner.marchioId}/logo?v=${sha256.slice(0, 12)}`,
          });
        }
        await audit({
          action: existing ? 'document.update' : 'document.create',
          entity: 'document',
          entityId: id,
          before: existing,
          after: row,
        });
        return row;
      }).finally(onBrandsChanged),
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
