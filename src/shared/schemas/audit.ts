import { z } from 'zod';
import './zod-config';

// The audit log as administrators read it (GET /api/v1/backoffice/audit, docs/backoffice.md "Audit log").

/** The entities the catalogue records (other parts of the back office add theirs: sale, webhook, staff_user). */
export const AUDIT_ENTITIES = ['brand', 'offer', 'campaign', 'terms', 'document'] as const;

export const auditQuery = z.object({
  entity: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  /** keyset paging: entries older than this id (the previous page's `nextBefore`) */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQueryInput = z.input<typeof auditQuery>;

const row = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: row,
  after: row,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** the `before` of the next (older) page; null on the last */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export type FieldChange = { field: string; before: string; after: string };

const shown = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The fields an entry changed, each before and after as text (nested values as JSON), in field order. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}
