import { z } from 'zod';
import './zod-config';
import { saleSignedDataV1 } from './sale-events';
import { textBody } from './media';

// The export of signed sales (issue 15 item 3): GET /api/v1/backoffice/exports/sales, operator and
// admin. Days are Italian calendar days of signing, both included, at most 366 of them.

export const EXPORT_MAX_DAYS = 366;
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const DAY_MS = 86_400_000;
/** Days from `dal` to `al`, both included (1 for a single day). */
export const daysIncluded = (dal: string, al: string) =>
  Math.round((Date.parse(`${al}T00:00:00Z`) - Date.parse(`${dal}T00:00:00Z`)) / DAY_MS) + 1;

export const salesExportQuery = z
  .object({
    dal: z.iso.date(),
    al: z.iso.date(),
    formato: z.enum(EXPORT_FORMATS),
    marchio: z.coerce.number().int().positive().optional(),
  })
  .superRefine((q, ctx) => {
    const days = daysIncluded(q.dal, q.al);
    if (days < 1 || days > EXPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['al'], message: 'validation.out_of_range' });
    }
  });
export type SalesExportQuery = z.infer<typeof salesExportQuery>;

/** The answer by media type: the CSV's text, or the sales' sale.signed data (docs/backoffice.md "Export"). */
export const salesExportAnswer = {
  content: {
    'text/csv': { schema: textBody },
    'application/json': { schema: z.array(saleSignedDataV1) },
  },
};

/** The CSV's columns, in order (one row per supply). */
export const EXPORT_CSV_COLUMNS = [
  'vendita_uuid',
  'firmata_il',
  'marchio_id',
  'offerta_codice',
  'operazione',
  'intestatario',
  'codice_fiscale_partita_iva',
  'email',
  'telefono',
  'commodity',
  'pod_pdr',
  'indirizzo_fornitura',
  'contratto_sha256',
] as const;
