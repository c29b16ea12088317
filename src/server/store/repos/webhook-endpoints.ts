import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db';
import { webhookEndpoints } from '../schema';

// The retailer's webhook endpoints (schema/webhooks.ts). A deleted endpoint keeps its row (deletedAt)
// so that its deliveries' history stays readable.

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export async function insertWebhookEndpoint(tx: Executor, row: WebhookEndpointRow): Promise<void> {
  await tx.insert(webhookEndpoints).values(row);
}

/** The endpoints not deleted, oldest first. */
export function listWebhookEndpoints(db: Executor): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.deletedAt))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** An endpoint, deleted or not. */
export async function findWebhookEndpoint(db: Executor, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** Marks an endpoint deleted; answers the row as it was, or null when there is none (or it was deleted). */
export async function softDeleteWebhookEndpoint(
  tx: Executor,
  id: string,
  at: Date,
): Promise<WebhookEndpointRow | null> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ deletedAt: at })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
    .returning();
  return row ?? null;
}
