import { z } from 'zod';
import './zod-config';

// Webhook endpoints and their deliveries (api-contract.md "Back office and webhooks"): what an
// administrator sends and reads; docs/backoffice.md "Webhooks" says how a receiver checks a delivery.

export const WEBHOOK_EVENT_TYPES = ['sale.signed', 'sale.status_changed', 'sale.withdrawn'] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

export const createWebhookBody = z.strictObject({
  url: z.string().trim().min(1).max(2000),
  events: z.array(webhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventType),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointsResponse = z.array(webhookEndpointSchema);

/** The answer of POST: the only time the secret is shown. */
export const createdWebhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventType),
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookParams = z.strictObject({ id: z.uuid({ error: 'validation.uuid' }) });
export const webhookDeliveryParams = z.strictObject({
  id: z.uuid({ error: 'validation.uuid' }),
  deliveryId: z.uuid({ error: 'validation.uuid' }),
});
export const deliveriesQuery = z.strictObject({
  /** keyset paging: deliveries older than this one */
  before: z.uuid({ error: 'validation.uuid' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export const webhookDeliveryState = z.enum(WEBHOOK_DELIVERY_STATES);
export type WebhookDeliveryStateName = z.infer<typeof webhookDeliveryState>;

export const webhookAttemptSchema = z.object({
  number: z.number().int(),
  startedAt: z.iso.datetime(),
  durationMs: z.number().int(),
  status: z.number().int().nullable(),
  /** timeout, refused, dns, address_refused, network, status (a non-2xx answer) */
  errorKind: z.string().nullable(),
  excerpt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  venditaUuid: z.uuid(),
  endpointId: z.uuid(),
  /** the endpoint's address (a sale's list names it) */
  url: z.string().optional(),
  state: webhookDeliveryState,
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  attemptList: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponse = z.object({
  items: z.array(webhookDeliverySchema),
  /** pass as `before` for the next (older) page; null on the last */
  next: z.uuid().nullable(),
});
export const saleDeliveriesResponse = z.array(webhookDeliverySchema);
