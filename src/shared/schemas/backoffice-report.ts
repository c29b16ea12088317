import { z } from 'zod';
import './zod-config';
import { OPERAZIONI } from '../domain';

// The funnel report in the back office (GET /api/v1/backoffice/report): per operation, the sales that
// reached each step, where unfinished ones stopped, the median time on each step and the conversion.
// Step and operation names come with the answer, in the request's language, as the CSV names them.

const day = z.iso.date();
const id = z.coerce.number().int().min(1).max(999_999_999);

/** Every filter optional; days are Italian calendar days (default: the last 30 days). */
export const backofficeReportQuery = z
  .strictObject({
    marchio: id.optional().meta({ description: 'brand id' }),
    offerta: id.optional().meta({ description: 'offer id' }),
    operazione: z.enum(OPERAZIONI).optional(),
    from: day.optional().meta({ description: 'first day, YYYY-MM-DD (default: 29 days before `to`)' }),
    to: day.optional().meta({ description: 'last day, YYYY-MM-DD (default: today)' }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'validation.out_of_range' });
export type BackofficeReportQuery = z.infer<typeof backofficeReportQuery>;

const reportStep = z.object({
  step: z.string(),
  label: z.string(),
  /** false for a step the flow no longer lists (older data) */
  inFlow: z.boolean(),
  reached: z.number().int(),
  /** of the sales that entered the operation, 0..1 */
  share: z.number().nullable(),
  droppedOut: z.number().int(),
  medianMs: z.number().nullable(),
});

const reportOperation = z.object({
  operazione: z.string(),
  label: z.string(),
  entered: z.number().int(),
  concluded: z.number().int(),
  conversion: z.number().nullable(),
  steps: z.array(reportStep),
});
export type ReportOperationView = z.infer<typeof reportOperation>;

export const backofficeReportResponse = z.object({
  fromDay: day,
  toDay: day,
  sales: z.number().int(),
  concluded: z.number().int(),
  conversion: z.number().nullable(),
  /** too many events in the range: the figures cover the oldest ones only */
  truncated: z.boolean(),
  operations: z.array(reportOperation),
  /** the filter form's choices */
  options: z.object({
    marchi: z.array(z.object({ id: z.number().int(), nome: z.string() })),
    offerte: z.array(z.object({ id: z.number().int(), nome: z.string(), marchioId: z.number().int() })),
    operazioni: z.array(z.object({ value: z.enum(OPERAZIONI), label: z.string() })),
  }),
});
export type BackofficeReport = z.infer<typeof backofficeReportResponse>;
