// The bill extraction engine (docs/bills.md): the text of an uploaded bill (text.ts), then its fields
// (parse.ts). Pure and database-free; the caller (the extraction job) stores the result.
import { parseBill } from './parse';
import { billText, closeOcr } from './text';
import type { EstrazioneBolletta, ExtractOptions } from './types';

export { UnsupportedBillError } from './text';

/**
 * Reads a bill (PDF, JPEG or PNG) and returns the fields found, each `{ valore, confidenza }`, and with
 * `includeText` the text read. Throws UnsupportedBillError for other files.
 */
export async function extractBill(
  bytes: Uint8Array,
  contentType: string,
  options: ExtractOptions = {},
): Promise<EstrazioneBolletta> {
  const text = await billText(bytes, contentType);
  const campi = await parseBill(text.testo, {
    ocr: text.fonte === 'ocr',
    ...(text.confidenzaOcr === undefined ? {} : { confidenzaOcr: text.confidenzaOcr }),
  });
  return options.includeText ? { campi, testo: text.testo } : { campi };
}

/** Releases the OCR worker (on shutdown, after the tests); the next extraction starts a new one. */
export async function closeBillExtraction(): Promise<void> {
  await closeOcr();
}
