import crypto from 'node:crypto';
import { fieldErrorsOf } from '../../../../shared/errors';
import { trackEventSchema } from '../../../../shared/schemas/track';
import type { TrackBatchResponse, TrackEvent, TrackRejection } from '../../../../shared/schemas/track';
import type { Db } from '../../../store/db';
import type { NewEvento } from '../../../store/repos/eventi';
import { findSalesOfEvents, insertEventi } from '../../../store/repos/eventi';

// POST /track/events: each event validated alone, stored with the brand of the request's host and,
// when it names a sale of that brand, the sale's offer and operation.

/** Events older than this are refused: a page sends what it queued within seconds, or on hide. */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;
/** Clients' clocks run a little fast; further ahead is not a real time. */
export const MAX_EVENT_AHEAD_MS = 10 * 60 * 1000;

export type CheckedBatch = {
  valid: Array<{ index: number; event: TrackEvent }>;
  rejected: TrackRejection[];
};

/** Pure: the valid events (with their index in the batch) and the field errors of the others. */
export function checkEvents(events: readonly unknown[], now: Date): CheckedBatch {
  const valid: CheckedBatch['valid'] = [];
  const rejected: TrackRejection[] = [];
  events.forEach((raw, index) => {
    const parsed = trackEventSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      rejected.push({ index, fields: fieldErrorsOf(parsed.error.issues) });
      return;
    }
    const age = now.getTime() - parsed.data.ts;
    if (age > MAX_EVENT_AGE_MS || age < -MAX_EVENT_AHEAD_MS) {
      rejected.push({ index, fields: { ts: 'validation.out_of_range' } });
      return;
    }
    valid.push({ index, event: parsed.data });
  });
  return { valid, rejected };
}

export type EventRecorder = {
  record(marchioId: number, events: readonly unknown[]): Promise<TrackBatchResponse>;
};

// Old events are deleted by the retention run (services/domain/retention), EVENTS_RETENTION_DAYS after them.
export function createEventRecorder({ db, now }: { db: Db; now: () => Date }): EventRecorder {
  return {
    async record(marchioId, events) {
      const receivedAt = now();
      const { valid, rejected } = checkEvents(events, receivedAt);
      const uuids = [...new Set(valid.flatMap(({ event }) => (event.vendita ? [event.vendita] : [])))];
      // a uuid of another brand's sale is not linked: the host says whose funnel sent the event
      const sales = new Map(
        (await findSalesOfEvents(db, uuids)).filter((s) => s.marchioId === marchioId).map((s) => [s.uuid, s]),
      );
      const rows: NewEvento[] = valid.map(({ event }) => {
        const sale = event.vendita ? sales.get(event.vendita) : undefined;
        const step = event.params.step;
        return {
          id: crypto.randomUUID(),
          marchioId,
          venditaUuid: sale?.uuid ?? null,
          offertaId: sale?.offertaId ?? null,
          operazione: sale?.operazione ?? null,
          nome: event.name,
          step: typeof step === 'string' ? step : null,
          params: event.params,
          ts: new Date(event.ts),
          ricevutoIl: receivedAt,
        };
      });
      await insertEventi(db, rows);
      return { accepted: rows.length, rejected };
    },
  };
}
