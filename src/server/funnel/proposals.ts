import crypto from 'node:crypto';
import type { Language, StepName, TipoOfferta } from '../../shared/domain';
import { commoditiesOf } from '../../shared/domain';
import type { Condizione, Estrazione, Vendita } from '../../shared/schemas/api';
import type { Proposta, PropostaDraft } from '../../shared/schemas/proposta';
import { notFound, offerExpired, validationError } from '../errors';
import type { Db, Executor } from '../store/db';
import { findCampagna, findOfferta, listCondizioni, listDocumentiMeta } from '../store/repos/catalogue';
import type { VenditaRow } from '../store/repos/vendite';
import { findVenditaByPropostaId, insertVendita, updateVendita } from '../store/repos/vendite';
import type { Sale } from './context';
import { assertEditable, assertUsable, factsOf, isOfferExpired, loadSale } from './context';
import { firstStep } from './engine';
import { flowOf } from './flows';
import { emptyProposta } from './sales';
import { motivoLetturaSchema } from '../../shared/schemas/bills';
import { fittingCampi } from './bill-fields';
import type { CampiBolletta } from '../../shared/schemas/bills';
import { listEstrazioni } from '../store/repos/estrazioni';
import { populateFromBill } from './bill-populate';
import { pinsOf, recordConsents } from './consents';
import { stepModule } from './steps/all';
import { documentUrl } from './step-view';

// The proposal outside the step machine: the /v2 view and drafts, sale-level fields, the terms,
// and the move of a sale from an expired offer to its linked one.

export function venditaView(v: VenditaRow): Vendita {
  return {
    uuid: v.uuid,
    offertaId: v.offertaId,
    operazioneCommerciale: v.operazione as Vendita['operazioneCommerciale'],
    marchioId: v.marchioId,
    campagnaId: v.campagnaId,
    stato: v.stato,
    canale: v.canale,
    lingua: v.lingua,
    proposta: v.proposta as Proposta,
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects merge key by key at any depth; arrays (the supplies) index by index; undefined keeps. */
function deepMerge(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return base;
  if (Array.isArray(base) && Array.isArray(patch)) return base.map((b, i) => deepMerge(b, patch[i]));
  if (isPlainObject(base) && isPlainObject(patch)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(patch)) out[k] = deepMerge(base[k], v);
    return out;
  }
  return patch;
}

/** A draft merges into the proposal: objects key by key (nested ones too), supplies index by index. */
export function mergeDraft(proposta: Proposta, draft: PropostaDraft): Proposta {
  return deepMerge(proposta, draft) as Proposta;
}

/**
 * api-contract.md: a draft holds the current step's data. What an earlier step confirmed changes
 * only through Back and Next, which validate it again, so no unchecked value reaches the signature.
 */
export function draftOutsideStep(step: StepName, draft: PropostaDraft): Record<string, string> {
  // the part of the proposal the step's form fills (its module's `draft`); none: no draft
  const part = stepModule(step).draft;
  const fields: Record<string, string> = {};
  for (const key of ['intestatario', 'invioBolletta', 'pagamento'] as const) {
    if (draft[key] !== undefined && part !== key) fields[`proposta.${key}`] = 'validation.not_allowed';
  }
  draft.forniture?.forEach((fornitura, i) => {
    for (const key of Object.keys(fornitura)) {
      if ((key === 'indirizzo' ? 'indirizzo' : 'tecnici') !== part) {
        fields[`proposta.forniture.${i}.${key}`] = 'validation.not_allowed';
      }
    }
  });
  return fields;
}

export function createProposals({ db, now }: { db: Db; now: () => Date }) {
  async function extractionsOf(uuid: string): Promise<Estrazione[]> {
    return (await listEstrazioni(db, uuid)).map((e) => {
      const motivo = motivoLetturaSchema.safeParse(e.errore);
      return {
        tipo: e.tipo as 'luce' | 'gas',
        stato: e.stato as 'in_corso' | 'completata' | 'fallita',
        campi: fittingCampi(e.campi),
        // why a reading failed, when the reader said (a failure of its own has no reason to give)
        ...(e.stato === 'fallita' && motivo.success ? { motivo: motivo.data } : {}),
      };
    });
  }

  async function get(uuid: string): Promise<Vendita> {
    const sale = await loadSale(db, uuid);
    assertUsable(sale, now(), true);
    const estrazioni = await extractionsOf(uuid);
    const view = venditaView(sale.vendita);
    return estrazioni.length ? { ...view, estrazioniBollette: estrazioni } : view;
  }

  /** The readings of the sale's bills, as GET /v2 shows them (estrazioniBollette), none before an upload. */
  async function extractions(uuid: string): Promise<Estrazione[]> {
    assertUsable(await loadSale(db, uuid), now(), true);
    return extractionsOf(uuid);
  }

  /**
   * POST /clients/populate: the bill's values the customer confirmed fill the proposal, and the sale
   * takes the fast flow (variable fastProcess, spec 4): fewer screens, each showing what was read.
   */
  async function populateFromBillValues(uuid: string, campi: CampiBolletta) {
    return db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertEditable(sale, now());
      const { proposta, ignorati } = populateFromBill(sale.vendita.proposta, campi);
      await updateVendita(tx, uuid, {
        proposta,
        variabili: { ...sale.vendita.variabili, fastProcess: true },
        updatedAt: now(),
      });
      return { proposta, ignorati };
    });
  }

  async function saveDraft(uuid: string, draft: PropostaDraft): Promise<Vendita> {
    return db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertEditable(sale, now());
      if (draft.forniture && draft.forniture.length > sale.vendita.proposta.forniture.length) {
        throw validationError({ 'proposta.forniture': 'validation.too_big' });
      }
      const outside = draftOutsideStep(sale.vendita.stepName, draft);
      if (Object.keys(outside).length) throw validationError(outside);
      const proposta = mergeDraft(sale.vendita.proposta, draft);
      await updateVendita(tx, uuid, { proposta, updatedAt: now() });
      return venditaView({ ...sale.vendita, proposta });
    });
  }

  async function patchSale(
    uuid: string,
    patch: {
      contatto?: VenditaRow['contatto'] | undefined;
      campagna?: number | null | undefined;
      lingua?: Language | undefined;
    },
  ): Promise<Vendita> {
    return db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertEditable(sale, now());
      if (patch.campagna) {
        const c = await findCampagna(tx, patch.campagna);
        if (!c || c.marchioId !== sale.vendita.marchioId)
          throw validationError({ campagna: 'validation.campaign' });
      }
      const changes = {
        ...(patch.contatto ? { contatto: patch.contatto } : {}),
        ...(patch.campagna !== undefined ? { campagnaId: patch.campagna } : {}),
        ...(patch.lingua ? { lingua: patch.lingua } : {}),
        updatedAt: now(),
      };
      await updateVendita(tx, uuid, changes);
      return venditaView({ ...sale.vendita, ...changes });
    });
  }

  async function saleOfProposta(tx: Executor, propostaId: string, lock: boolean): Promise<Sale> {
    const row = await findVenditaByPropostaId(tx, propostaId);
    if (!row) throw notFound();
    return loadSale(tx, row.uuid, lock);
  }

  async function conditionsView(tx: Executor, sale: Sale, lang: Language): Promise<Condizione[]> {
    const [condizioni, docs] = await Promise.all([
      listCondizioni(tx, sale.marchio.id, pinsOf(sale.vendita.proposta)),
      listDocumentiMeta(tx, sale.marchio.id, sale.offerta.id),
    ]);
    return condizioni.map((c) => {
      const doc = docs.find((d) => d.id === c.documentoId);
      const given = sale.vendita.proposta.consensi[c.codice];
      return {
        codice: c.codice,
        versione: c.versione,
        testo: lang === 'en' ? c.testoEn : c.testoIt,
        obbligatoria: c.obbligatoria,
        accettata: !!given?.accettata && given.versione === c.versione,
        documento: doc
          ? { id: doc.id, nome: doc.nome, tipo: doc.tipo, url: documentUrl(doc, sale.marchio.id) }
          : null,
      };
    });
  }

  async function conditions(propostaId: string, lang: Language): Promise<Condizione[]> {
    const sale = await saleOfProposta(db, propostaId, false);
    assertUsable(sale, now(), true);
    return conditionsView(db, sale, lang);
  }

  async function acceptConditions(propostaId: string, given: Record<string, boolean>, lang: Language) {
    return db.transaction(async (tx) => {
      const sale = await saleOfProposta(tx, propostaId, true);
      assertEditable(sale, now());
      const proposta = recordConsents(
        sale.vendita.proposta,
        given,
        await listCondizioni(tx, sale.marchio.id, pinsOf(sale.vendita.proposta)),
        now(),
      );
      await updateVendita(tx, sale.vendita.uuid, { proposta, updatedAt: now() });
      return conditionsView(tx, { ...sale, vendita: { ...sale.vendita, proposta } }, lang);
    });
  }

  /**
   * domain.md: a sale in progress whose offer expired moves to the offer's linked offer. The data
   * entered so far is carried to a new sale (new uuid, new proposal id); the old link stops working.
   */
  async function moveToOffer(uuid: string, offertaId: number): Promise<string> {
    return db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertEditable(sale, now());
      const target = await findOfferta(tx, offertaId);
      if (!target) throw notFound();
      if (sale.offerta.offertaIdCollegata !== offertaId || target.marchioId !== sale.vendita.marchioId) {
        throw validationError({ offertaId: 'validation.offer_not_linked' });
      }
      if (isOfferExpired(target, now())) throw offerExpired();
      const sameSupplies = target.tipo === sale.offerta.tipo;
      const t = now();
      const newUuid = crypto.randomUUID();
      const { uuid: _old, ...rest } = sale.vendita;
      await insertVendita(tx, {
        ...rest,
        uuid: newUuid,
        offertaId: target.id,
        // a different commodity mix makes the supplies' data meaningless: keep the holder, start over
        ...(sameSupplies
          ? { proposta: { ...sale.vendita.proposta, id: crypto.randomUUID() } }
          : {
              proposta: {
                ...emptyProposta(target.tipo as TipoOfferta, rest.operazione),
                intestatario: rest.proposta.intestatario,
              },
              stepName: firstStep(flowOf(rest.operazione)!, {
                ...factsOf(sale),
                commodities: commoditiesOf(target.tipo as TipoOfferta),
              }),
              storia: [],
            }),
        taskId: crypto.randomUUID(),
        createdAt: t,
        updatedAt: t,
      });
      await updateVendita(tx, uuid, {
        stato: 'CANCELLATA',
        cancellataIl: t,
        sostituitaDa: newUuid,
        updatedAt: t,
      });
      return newUuid;
    });
  }

  return {
    get,
    extractions,
    populateFromBillValues,
    saveDraft,
    patchSale,
    conditions,
    acceptConditions,
    moveToOffer,
  };
}

export type Proposals = ReturnType<typeof createProposals>;
