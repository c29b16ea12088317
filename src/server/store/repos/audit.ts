import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db';
import { auditLog } from '../schema';

// The back office's audit log (schema/events.ts): written in the transaction of the change it records,
// read by administrators newest first.

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditActor = { id: number; username: string } | null;
export type NewAuditEntry = {
  at: Date;
  actor: AuditActor;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(tx: Executor, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    staffUserId: entry.actor?.id ?? null,
    username: entry.actor?.username ?? 'system',
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditQuery = {
  entity?: string;
  entityId?: string;
  /** keyset paging: entries older than this id */
  before?: number;
  limit: number;
};

/** Entries newest first, optionally of one entity (and one row of it), paged by id. */
export function listAudit(db: Executor, q: AuditQuery): Promise<AuditRow[]> {
  const where = and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.before ? lt(auditLog.id, q.before) : undefined,
  );
  return db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(q.limit);
}
