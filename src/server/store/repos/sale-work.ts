import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { eventi, otp, outbox, saleWork, vendite } from '../schema';
import type { VenditaRow } from './vendite';

// The back office's work on a sale (schema/sale-work.ts) and what a sale's page reads beside the sale.

export type SaleWorkRow = typeof saleWork.$inferSelect;

export async function findSaleWork(db: Executor, venditaUuid: string): Promise<SaleWorkRow | undefined> {
  const [row] = await db.select().from(saleWork).where(eq(saleWork.venditaUuid, venditaUuid));
  return row;
}

/** The sale's row, locked until the caller's transaction ends (actions on one sale run one at a time). */
export async function lockVendita(tx: Executor, uuid: string): Promise<VenditaRow | undefined> {
  const [row] = await tx.select().from(vendite).where(eq(vendite.uuid, uuid)).for('update');
  return row;
}

export async function saveSaleWork(tx: Executor, row: SaleWorkRow): Promise<void> {
  const { venditaUuid: _key, ...changes } = row;
  await tx.insert(saleWork).values(row).onConflictDoUpdate({ target: saleWork.venditaUuid, set: changes });
}

export function listOutboxOfSale(db: Executor, venditaUuid: string) {
  return db
    .select({
      id: outbox.id,
      canale: outbox.canale,
      tipo: outbox.tipo,
      destinatario: outbox.destinatario,
      oggetto: outbox.oggetto,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.venditaUuid, venditaUuid))
    .orderBy(asc(outbox.createdAt));
}

/** The sale's one-time codes without their hash. */
export function listOtpOfSale(db: Executor, venditaUuid: string) {
  return db
    .select({
      scopo: otp.scopo,
      canale: otp.canale,
      destinazione: otp.destinazione,
      createdAt: otp.createdAt,
      usatoIl: otp.usatoIl,
      tentativi: otp.tentativi,
    })
    .from(otp)
    .where(eq(otp.venditaUuid, venditaUuid))
    .orderBy(asc(otp.createdAt));
}

export function listEventiOfSale(db: Executor, venditaUuid: string) {
  return db
    .select({ nome: eventi.nome, step: eventi.step, ts: eventi.ts })
    .from(eventi)
    .where(eq(eventi.venditaUuid, venditaUuid))
    .orderBy(asc(eventi.ts))
    .limit(1000);
}

/**
 * The SMTP delivery state of outbox mails: their mail-delivery job's state in pg-boss (created,
 * retry, active, completed, failed; services/adapters/mail/delivery.ts). Mails without a job were
 * never handed to SMTP (no SMTP_URL): they are absent from the answer.
 */
export async function mailDeliveryStates(
  db: Executor,
  outboxIds: readonly string[],
): Promise<Map<string, string>> {
  if (!outboxIds.length) return new Map();
  const res = await db.execute(
    sql`select data ->> 'outboxId' as id, state::text as state from pgboss.job
        where name = 'mail-delivery' and data ->> 'outboxId' in (${sql.join(
          outboxIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map((res.rows as { id: string; state: string }[]).map((r) => [r.id, r.state]));
}
