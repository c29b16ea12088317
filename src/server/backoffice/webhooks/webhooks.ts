import crypto from 'node:crypto';
import type {
  CreateWebhookBody,
  CreatedWebhook,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../shared/schemas/webhooks';
import type { Jobs } from '../../services/adapters/jobs/jobs';
import { checkWebhookUrl } from '../../services/adapters/webhooks/address-guard';
import type { Db } from '../../store/db';
import { recordAudit } from '../../store/repos/audit';
import type { AuditActor } from '../../store/repos/audit';
import {
  listAttempts,
  listEndpointDeliveries,
  listSaleDeliveries,
  lockDelivery,
  updateDelivery,
} from '../../store/repos/webhook-deliveries';
import type { WebhookDeliveryRow } from '../../store/repos/webhook-deliveries';
import {
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  softDeleteWebhookEndpoint,
} from '../../store/repos/webhook-endpoints';
import type { WebhookEndpointRow } from '../../store/repos/webhook-endpoints';
import { WEBHOOK_QUEUE, scheduleAttempt } from './delivery';
import { newWebhookSecret, sealSecret } from './secret-box';

// The administrators' use cases of webhooks (api-contract.md "Back office and webhooks"): endpoints
// made, listed and deleted (each written to the audit log, never with the secret), their deliveries
// read with every attempt, and a delivery sent again by hand with the same event id.

export type WebhookAdmin = ReturnType<typeof createWebhookAdmin>;

/** Why a URL is refused, as the field error of `url`. */
export class WebhookUrlRefused extends Error {}

type DeliveryListRow = { delivery: WebhookDeliveryRow; eventType: string; venditaUuid: string; url?: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function endpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEndpoint['events'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function createWebhookAdmin(deps: {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  secretKey: string;
  allowPrivate: boolean;
}) {
  const { db, jobs, now } = deps;

  async function withAttempts(rows: DeliveryListRow[]): Promise<WebhookDelivery[]> {
    const attempts = await listAttempts(
      db,
      rows.map((r) => r.delivery.id),
    );
    return rows.map(({ delivery: d, eventType, venditaUuid, url }) => ({
      id: d.id,
      eventId: d.eventId,
      eventType,
      venditaUuid,
      endpointId: d.endpointId,
      ...(url !== undefined ? { url } : {}),
      state: d.state as WebhookDelivery['state'],
      attempts: d.attempts,
      createdAt: d.createdAt.toISOString(),
      nextAttemptAt: d.state === 'delivered' || d.state === 'failed' ? null : iso(d.nextAttemptAt),
      lastStatus: d.lastStatus,
      lastError: d.lastError,
      deliveredAt: iso(d.deliveredAt),
      attemptList: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          number: a.number,
          startedAt: a.startedAt.toISOString(),
          durationMs: a.durationMs,
          status: a.status,
          errorKind: a.errorKind,
          excerpt: a.excerpt,
        })),
    }));
  }

  return {
    async create(body: CreateWebhookBody, actor: AuditActor): Promise<CreatedWebhook> {
      const verdict = checkWebhookUrl(body.url, deps.allowPrivate);
      if (verdict !== 'ok') throw new WebhookUrlRefused(verdict);
      const secret = newWebhookSecret();
      const row: WebhookEndpointRow = {
        id: crypto.randomUUID(),
        url: new URL(body.url).toString(),
        events: [...new Set(body.events)],
        secretEnc: sealSecret(deps.secretKey, secret),
        createdAt: now(),
        deletedAt: null,
      };
      await db.transaction(async (tx) => {
        await insertWebhookEndpoint(tx, row);
        await recordAudit(tx, {
          at: row.createdAt,
          actor,
          action: 'webhook.create',
          entity: 'webhook',
          entityId: row.id,
          after: endpointView(row),
        });
      });
      return { id: row.id, url: row.url, events: endpointView(row).events, secret };
    },

    async list(): Promise<WebhookEndpoint[]> {
      return (await listWebhookEndpoints(db)).map(endpointView);
    },

    /** false: no such endpoint (or deleted already). */
    async remove(id: string, actor: AuditActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const at = now();
        const row = await softDeleteWebhookEndpoint(tx, id, at);
        if (!row) return false;
        await recordAudit(tx, {
          at,
          actor,
          action: 'webhook.delete',
          entity: 'webhook',
          entityId: id,
          before: endpointView(row),
        });
        return true;
      });
    },

    /** null: no such endpoint. A deleted endpoint's history stays readable. */
    async deliveries(endpointId: string, page: { before?: string | undefined; limit: number }) {
      if (!(await findWebhookEndpoint(db, endpointId))) return null;
      const rows = await listEndpointDeliveries(db, { endpointId, before: page.before, limit: page.limit });
      const items = await withAttempts(rows);
      return { items, next: rows.length === page.limit ? (items.at(-1)?.id ?? null) : null };
    },

    async saleDeliveries(venditaUuid: string): Promise<WebhookDelivery[]> {
      return withAttempts(await listSaleDeliveries(db, venditaUuid));
    },

    /**
     * Sends a delivery again now, whatever its state (same event, same id); a retry already scheduled
     * is superseded. false: no such delivery of this endpoint, or the endpoint is deleted.
     */
    async retry(endpointId: string, deliveryId: string, actor: AuditActor): Promise<boolean> {
      const endpoint = await findWebhookEndpoint(db, endpointId);
      if (!endpoint || endpoint.deletedAt) return false;
      const done = await db.transaction(async (tx) => {
        const row = await lockDelivery(tx, deliveryId);
        if (!row || row.endpointId !== endpointId) return false;
        const jobToken = await scheduleAttempt(jobs, tx, deliveryId);
        const at = now();
        await updateDelivery(tx, deliveryId, {
          state: 'pending',
          jobToken,
          nextAttemptAt: at,
          // a delivery retried by hand gets 24 hours of its own
          firstAttemptAt: null,
        });
        await recordAudit(tx, {
          at,
          actor,
          action: 'webhook.retry',
          entity: 'webhook_delivery',
          entityId: deliveryId,
        });
        return true;
      });
      if (done) jobs.wake(WEBHOOK_QUEUE);
      return done;
    },
  };
}
