import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { otp, outbox } from '../schema';

// One-time codes and the mail/SMS outbox.

export type OtpRow = typeof otp.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOtp(db: Executor, row: typeof otp.$inferInsert): Promise<void> {
  await db.insert(otp).values(row);
}

export async function listOtp(db: Executor, venditaUuid: string, scopo: string): Promise<OtpRow[]> {
  return db
    .select()
    .from(otp)
    .where(and(eq(otp.venditaUuid, venditaUuid), eq(otp.scopo, scopo)))
    .orderBy(desc(otp.createdAt));
}

export async function updateOtp(
  db: Executor,
  id: string,
  changes: Partial<typeof otp.$inferInsert>,
): Promise<void> {
  await db.update(otp).set(changes).where(eq(otp.id, id));
}

export async function insertOutbox(db: Executor, row: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(row);
}

/** The newest messages, all of them or those to one address. */
export async function listOutbox(db: Executor, to?: string, limit = 100): Promise<OutboxRow[]> {
  const query = db.select().from(outbox);
  return (to === undefined ? query : query.where(eq(outbox.destinatario, to)))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
