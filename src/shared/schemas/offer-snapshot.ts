import { z } from 'zod';
import './zod-config';

// The offer as the customer saw it (issue 15 item 4): copied into the sale when the summary is shown,
// so the contract, the `sale.signed` event and the back office's sale page read the terms the customer
// accepted, never the catalogue's current row (which marketing may change the next day).

const documentSeen = z.object({
  id: z.string(),
  tipo: z.string(),
  nome: z.string(),
  sha256: z.string(),
});

const termsSeen = z.object({
  codice: z.string(),
  versione: z.string(),
  obbligatoria: z.boolean(),
  testoIt: z.string(),
  testoEn: z.string(),
});

export const offerSnapshotSchema = z.object({
  /** when the copy was taken (the summary shown) */
  presaIl: z.iso.datetime(),
  id: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  tipo: z.string(),
  tipoContratto: z.string(),
  validaDal: z.string(),
  validaAl: z.string(),
  descrizione: z.string(),
  prezzi: z.record(z.string(), z.unknown()),
  /** the documents the customer was given to read (general terms, the offer's summary sheet, privacy) */
  documenti: z.array(documentSeen),
  /** the terms and consents, each at the version shown */
  condizioni: z.array(termsSeen),
});
export type OfferSnapshot = z.infer<typeof offerSnapshotSchema>;
