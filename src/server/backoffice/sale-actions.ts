import type {
  SaleActionBody,
  SaleWithdrawalBody,
  StatoLavoro,
  WorkAction,
} from '../../shared/schemas/backoffice-sales';
import type { SaleDetail } from '../../shared/schemas/backoffice-sales';
import { languageOf } from '../../shared/domain';
import { ERROR_CODES } from '../../shared/errors';
import { romeDay } from '../../shared/italian-time';
import { AppError, notFound, validationError } from '../errors';
import type { Mailer } from '../services/adapters/mail/mailer';
import { contractMail } from '../services/adapters/mail/templates';
import type { Db, Executor } from '../store/db';
import { recordAudit } from '../store/repos/audit';
import { findContratto } from '../store/repos/contratti';
import { findSaleBrand } from '../store/repos/outbox-delivery';
import { recordSaleEvent } from '../store/repos/sale-events';
import type { SaleWorkRow } from '../store/repos/sale-work';
import { findSaleWork, lockVendita, saveSaleWork } from '../store/repos/sale-work';
import type { VenditaRow } from '../store/repos/vendite';
import { updateVendita } from '../store/repos/vendite';
import type { StaffOfSession } from './session-store';
import { workOf } from './sale-page';

// What staff do to a sale (issue 15 item 2). Each action runs in one transaction holding the sale's
// row lock, names the work state its author saw (409 sale.work_changed when another action came
// first), and is written to the audit log and, when it changes the sale's state, to the events outbox
// (sale.status_changed, sale.withdrawn) for the retailer's systems.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Codice del Consumo art. 52: 14 days to withdraw from a distance contract, from its conclusion. */
export const WITHDRAWAL_DAYS = 14;

const OPEN: StatoLavoro[] = ['nuova', 'presa_in_carico', 'inviata_in_attivazione'];

/** Each action: the work states it may start from and the one it leads to. */
const TRANSITIONS: Record<WorkAction, { from: StatoLavoro[]; to: StatoLavoro }> = {
  prendi_in_carico: { from: ['nuova'], to: 'presa_in_carico' },
  invia_in_attivazione: { from: ['presa_in_carico'], to: 'inviata_in_attivazione' },
  segna_attivata: { from: ['inviata_in_attivazione'], to: 'attivata' },
  rifiuta: { from: OPEN, to: 'rifiutata' },
};
/** A customer may withdraw until the supply is refused or already ended. */
const WITHDRAWABLE: StatoLavoro[] = [...OPEN, 'attivata'];

const conflict = (code: string) => new AppError(409, code);

export type SaleActionsDeps = { db: Db; now: () => Date; mailer: Mailer };

/** `YYYY-MM-DD` plus `n` calendar days. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function createSaleActions({ db, now, mailer }: SaleActionsDeps) {
  type Step = { vendita: VenditaRow; work: SaleWorkRow | undefined; stato: StatoLavoro; at: Date };

  /** Locks the sale and checks it is the one the staff member saw (404, 409). */
  async function begin(tx: Executor, uuid: string, atteso: StatoLavoro): Promise<Step> {
    const vendita = await lockVendita(tx, uuid);
    if (!vendita) throw notFound();
    const work = await findSaleWork(tx, uuid);
    const stato = (work?.stato ?? 'nuova') as StatoLavoro;
    if (stato !== atteso) throw conflict(ERROR_CODES.saleWorkChanged);
    return { vendita, work, stato, at: now() };
  }

  async function save(
    tx: Executor,
    s: Step,
    staff: StaffOfSession,
    action: string,
    changes: Partial<SaleWorkRow> & { stato: StatoLavoro },
  ) {
    const row: SaleWorkRow = {
      venditaUuid: s.vendita.uuid,
      motivo: s.work?.motivo ?? null,
      recessoData: s.work?.recessoData ?? null,
      recessoCanale: s.work?.recessoCanale ?? null,
      assegnataA: s.work?.assegnataA ?? null,
      assegnataAUsername: s.work?.assegnataAUsername ?? null,
      ...changes,
      updatedAt: s.at,
      updatedBy: staff.username,
    };
    await saveSaleWork(tx, row);
    await recordAudit(tx, {
      at: s.at,
      actor: { id: staff.id, username: staff.username },
      action,
      entity: 'sale',
      entityId: s.vendita.uuid,
      before: workOf(s.work),
      after: workOf(row),
    });
    return workOf(row);
  }

  function statusChanged(tx: Executor, s: Step, to: StatoLavoro, staff: StaffOfSession, motivo?: string) {
    return recordSaleEvent(tx, {
      venditaUuid: s.vendita.uuid,
      type: 'sale.status_changed',
      version: 1,
      at: s.at,
      data: {
        vendita: { uuid: s.vendita.uuid },
        stato: { da: s.stato, a: to },
        ...(motivo ? { motivo } : {}),
        da: staff.username,
        il: s.at.toISOString(),
      },
    });
  }

  /** Taken in charge → sent to activation → activated, or rejected with a reason from any open state. */
  function work(uuid: string, body: SaleActionBody, staff: StaffOfSession): Promise<SaleDetail['lavoro']> {
    const { from, to } = TRANSITIONS[body.azione];
    const motivo = body.azione === 'rifiuta' ? body.motivo : undefined;
    if (body.azione === 'rifiuta' && !motivo) throw validationError({ motivo: 'validation.required' });
    return db.transaction(async (tx) => {
      const s = await begin(tx, uuid, body.atteso);
      if (!s.vendita.firmataIl) throw conflict(ERROR_CODES.saleNotSigned);
      if (!from.includes(s.stato)) throw conflict(ERROR_CODES.saleTransition);
      const assigned =
        body.azione === 'prendi_in_carico'
          ? { assegnataA: staff.id, assegnataAUsername: staff.username }
          : {};
      const lavoro = await save(tx, s, staff, 'sale.status_changed', {
        stato: to,
        ...assigned,
        ...(motivo ? { motivo } : {}),
      });
      await statusChanged(tx, s, to, staff, motivo);
      return lavoro;
    });
  }

  /** The funnel's cancellation, by staff: the sale can no longer be signed (409 once signed). */
  function cancel(uuid: string, atteso: StatoLavoro, staff: StaffOfSession): Promise<SaleDetail['lavoro']> {
    return db.transaction(async (tx) => {
      const s = await begin(tx, uuid, atteso);
      if (s.vendita.firmataIl) throw conflict(ERROR_CODES.saleSigned);
      if (s.vendita.cancellataIl) throw conflict(ERROR_CODES.saleTransition);
      await updateVendita(tx, uuid, { stato: 'CANCELLATA', cancellataIl: s.at, updatedAt: s.at });
      const lavoro = await save(tx, s, staff, 'sale.cancel', { stato: 'annullata' });
      await statusChanged(tx, s, 'annullata', staff);
      return lavoro;
    });
  }

  /** A withdrawal (recesso): signed sales only, dated from the signing day to 14 days after, never in the future. */
  function withdraw(
    uuid: string,
    body: SaleWithdrawalBody,
    staff: StaffOfSession,
  ): Promise<SaleDetail['lavoro']> {
    return db.transaction(async (tx) => {
      const s = await begin(tx, uuid, body.atteso);
      if (!s.vendita.firmataIl) throw conflict(ERROR_CODES.saleNotSigned);
      if (!WITHDRAWABLE.includes(s.stato)) throw conflict(ERROR_CODES.saleTransition);
      const signedDay = romeDay(s.vendita.firmataIl);
      if (body.data < signedDay)
        throw validationError({ data: 'backoffice.sales.errors.withdrawal_before_signing' });
      if (body.data > romeDay(s.at))
        throw validationError({ data: 'backoffice.sales.errors.withdrawal_future' });
      if (body.data > addDays(signedDay, WITHDRAWAL_DAYS)) {
        throw validationError({ data: 'backoffice.sales.errors.withdrawal_too_late' });
      }
      const lavoro = await save(tx, s, staff, 'sale.withdrawn', {
        stato: 'receduta',
        recessoData: body.data,
        recessoCanale: body.canale,
      });
      await recordSaleEvent(tx, {
        venditaUuid: uuid,
        type: 'sale.withdrawn',
        version: 1,
        at: s.at,
        data: {
          vendita: { uuid },
          recesso: { data: body.data, canale: body.canale },
          da: staff.username,
          il: s.at.toISOString(),
        },
      });
      return lavoro;
    });
  }

  /** The contract mail again, as the contract job sends it (funnel/contracts.ts), with the PDF attached. */
  function resendContract(uuid: string, staff: StaffOfSession): Promise<void> {
    return db.transaction(async (tx) => {
      const vendita = await lockVendita(tx, uuid);
      if (!vendita) throw notFound();
      if (!vendita.firmataIl) throw conflict(ERROR_CODES.saleNotSigned);
      const proposta = vendita.proposta as { id: string; intestatario?: { contatti?: { email?: string } } };
      const email = proposta.intestatario?.contatti?.email;
      const contratto = await findContratto(tx, uuid);
      const brand = await findSaleBrand(tx, uuid);
      if (!email || !contratto || !brand) throw conflict(ERROR_CODES.saleNoContract);
      const mail = contractMail(languageOf(vendita.lingua), brand.nome, proposta.id, contratto.sha256);
      await mailer.send(tx, {
        to: email,
        ...mail,
        tipo: 'contratto',
        venditaUuid: uuid,
        attachments: [{ nome: contratto.nome, contentType: 'application/pdf', blobKey: contratto.blobKey }],
      });
      await recordAudit(tx, {
        at: now(),
        actor: { id: staff.id, username: staff.username },
        action: 'sale.resend_contract',
        entity: 'sale',
        entityId: uuid,
      });
    });
  }

  return { work, cancel, withdraw, resendContract };
}

export type SaleActions = ReturnType<typeof createSaleActions>;
