import type { MotivoLettura } from '../../../../shared/schemas/bills';

// Issue 17.2: what a bill may ask of the reader. A bill is a few pages and a photo of at most a
// phone camera's resolution; a file beyond these is refused (a `fallita` reading with its reason),
// never read at whatever cost. The reader runs in a process of its own (reader-sandbox.ts), which
// also caps its memory and time: the limits here refuse early and cheaply what those would cut.

/** A PDF with more pages is refused: bills have a few (the first MAX_PAGES_READ are read). */
export const MAX_PDF_PAGES = 50;
/** An image (a photo, a scan, an image inside a PDF) with more pixels: a 48 MP phone photo passes. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** A PDF page is rendered for OCR at most this large (a page the size of a wall is scaled down). */
export const MAX_RENDER_PIXELS = 12_000_000;

/** A bill the reader will not read, and why: the customer sees the reason (bill-upload.tsx). */
export class BillRefusedError extends Error {
  constructor(
    readonly motivo: MotivoLettura,
    detail: string,
  ) {
    super(`${motivo}: ${detail}`);
    this.name = 'BillRefusedError';
  }
}
