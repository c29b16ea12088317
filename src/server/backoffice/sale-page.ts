import type { StaffOfSession } from './session-store';
import type { Language } from '../../shared/domain';
import type { SaleDetail, StatoLavoro } from '../../shared/schemas/backoffice-sales';
import { CANALI_RECESSO } from '../../shared/schemas/backoffice-sales';
import { offerSnapshotSchema } from '../../shared/schemas/offer-snapshot';
import { notFound } from '../errors';
import type { Db } from '../store/db';
import { attachmentTypeWords, listAllegati } from '../store/repos/allegati';
import { recordAudit } from '../store/repos/audit';
import { findContratto } from '../store/repos/contratti';
import { listSaleEvents } from '../store/repos/sale-events';
import type { SaleWorkRow } from '../store/repos/sale-work';
import {
  findSaleWork,
  listEventiOfSale,
  listOtpOfSale,
  listOutboxOfSale,
  mailDeliveryStates,
} from '../store/repos/sale-work';
import { findVendita } from '../store/repos/vendite';
import { maskEmail, maskPersonalData, maskTail } from './masking';
import { seesPersonalData } from './sales';

// A sale's page in the back office (issue 15 item 2): everything the retailer needs to check and work
// it, read from the sale and the rows that name it. Personal data in full only to an operator or an
// admin, and each such view of a signed sale is written to the audit log (who, when).

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export function workOf(row: SaleWorkRow | undefined): SaleDetail['lavoro'] {
  const canale = CANALI_RECESSO.find((c) => c === row?.recessoCanale);
  return {
    stato: (row?.stato ?? 'nuova') as StatoLavoro,
    motivo: row?.motivo ?? null,
    recesso: row?.recessoData && canale ? { data: row.recessoData, canale } : null,
    assegnataA: row?.assegnataAUsername ?? null,
    aggiornataIl: iso(row?.updatedAt),
    aggiornataDa: row?.updatedBy ?? null,
  };
}

const maskDestination = (v: string) => (v.includes('@') ? maskEmail(v) : maskTail(v, 2));

export async function salePage(
  db: Db,
  uuid: string,
  staff: StaffOfSession,
  now: () => Date,
  lang: Language,
): Promise<SaleDetail> {
  const v = await findVendita(db, uuid);
  if (!v) throw notFound();
  const full = seesPersonalData(staff.role);
  const [work, allegati, contratto, outbox, codes, analytics, events] = await Promise.all([
    findSaleWork(db, uuid),
    listAllegati(db, uuid),
    findContratto(db, uuid),
    listOutboxOfSale(db, uuid),
    listOtpOfSale(db, uuid),
    listEventiOfSale(db, uuid),
    listSaleEvents(db, uuid),
  ]);
  const [delivery, typeWords] = await Promise.all([
    mailDeliveryStates(
      db,
      outbox.map((m) => m.id),
    ),
    attachmentTypeWords(db, [...new Set(allegati.flatMap((a) => (a.tipoAllegato ? [a.tipoAllegato] : [])))]),
  ]);
  const firstSeen = new Map<string, Date>();
  for (const e of analytics) if (e.step && !firstSeen.has(e.step)) firstSeen.set(e.step, e.ts);
  const variabili = v.variabili;
  const snapshot = offerSnapshotSchema.safeParse(v.offertaVista);
  const mask = <T>(value: T): T => (full ? value : (maskPersonalData(value) as T));
  if (full && v.firmataIl) {
    await recordAudit(db, {
      at: now(),
      actor: { id: staff.id, username: staff.username },
      action: 'sale.view_personal_data',
      entity: 'sale',
      entityId: uuid,
    });
  }
  return {
    vendita: {
      uuid: v.uuid,
      marchioId: v.marchioId,
      offertaId: v.offertaId,
      campagnaId: v.campagnaId,
      operazione: v.operazione,
      stato: v.stato,
      canale: v.canale,
      lingua: v.lingua,
      stepName: v.stepName,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
      scadeIl: v.scadeIl.toISOString(),
      firmataIl: iso(v.firmataIl),
      cancellataIl: iso(v.cancellataIl),
    },
    datiPersonali: full ? 'completi' : 'mascherati',
    lavoro: workOf(work),
    proposta: mask(v.proposta as Record<string, unknown>),
    offertaVista: snapshot.success ? snapshot.data : null,
    passi: [...v.storia, v.stepName].map((step) => ({ step, il: iso(firstSeen.get(step)) })),
    creditCheck: {
      // the check's own outcome: creditCheckResult is false on every sale until a check runs
      esito: variabili.creditCheckEsito === 'OK' ? true : variabili.creditCheckEsito === 'KO' ? false : null,
      riferimento:
        typeof variabili.creditCheckRiferimento === 'string' ? variabili.creditCheckRiferimento : null,
    },
    allegati: allegati.map((a) => ({
      id: a.id,
      categoria: a.categoria,
      tipoAllegato: a.tipoAllegato,
      descrizione: (a.tipoAllegato && typeWords.get(a.tipoAllegato)?.[lang]) || null,
      nome: full ? a.nome : '***',
      contentType: a.contentType,
      dimensione: a.dimensione,
      createdAt: a.createdAt.toISOString(),
    })),
    contratto: contratto
      ? {
          nome: contratto.nome,
          sha256: contratto.sha256,
          dimensione: contratto.dimensione,
          createdAt: contratto.createdAt.toISOString(),
        }
      : null,
    messaggi: outbox.map((m) => ({
      id: m.id,
      canale: m.canale,
      tipo: m.tipo,
      destinatario: full ? m.destinatario : maskDestination(m.destinatario),
      oggetto: m.oggetto,
      createdAt: m.createdAt.toISOString(),
      consegna: delivery.get(m.id) ?? 'outbox',
    })),
    // the code itself is never kept (only its HMAC) and never shown
    codici: codes.map((c) => ({
      scopo: c.scopo,
      canale: c.canale,
      destinazione: maskDestination(c.destinazione),
      createdAt: c.createdAt.toISOString(),
      usatoIl: iso(c.usatoIl),
      tentativi: c.tentativi,
    })),
    eventiAnalytics: analytics.map((e) => ({ nome: e.nome, step: e.step, il: e.ts.toISOString() })),
    eventi: events.map((e) => ({
      id: e.id,
      type: e.type,
      version: e.version,
      il: e.createdAt.toISOString(),
      inviabile: e.readyAt !== null,
    })),
  };
}
