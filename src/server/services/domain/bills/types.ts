// Types of the bill extraction engine (docs/bills.md). The result's schema is shared with the web:
// src/shared/schemas/bills.ts.
export type {
  CampiBolletta,
  Campo,
  CampoBolletta,
  IndirizzoBolletta,
  ValoriBolletta,
} from '../../../../shared/schemas/bills';

/** Where a page's text came from. */
export type FonteTesto = 'pdf' | 'ocr';

/** A cell of a row and where it stands across its page (PDF points or image pixels). */
export type GeoCell = {
  text: string;
  x0: number;
  x1: number;
  /** the row's top and bottom on its page (a new page starts again at its top) */
  y0?: number;
  y1?: number;
};
/** A row of the page: its cells, left to right. */
export type GeoRow = GeoCell[];

/** One page: its rows, top to bottom (rows.ts). */
export type TextPage = {
  rows: GeoRow[];
  fonte: FonteTesto;
  /** tesseract's mean word confidence, 0..1, for OCR'd pages */
  confidenzaOcr?: number;
};

/** The text of a whole bill. */
export type BillText = {
  /** pages joined by an empty line, cells of a row separated by COLUMN_GAP (rows.ts) */
  testo: string;
  /** the same rows with where each cell stands, empty rows left out (the parser's geometry) */
  righe: GeoRow[];
  /** 'ocr' when any page was OCR'd */
  fonte: FonteTesto;
  pagine: number;
  /** mean over the OCR'd pages */
  confidenzaOcr?: number;
};

export type ParseOptions = {
  /** the text comes from OCR: values are less certain, and read with OCR's usual confusions (O/0, I/1) */
  ocr?: boolean;
  /** tesseract's mean confidence, 0..1, which scales the confidences of OCR'd values */
  confidenzaOcr?: number;
  /** the rows with where their cells stand (BillText.righe): values under a label by column */
  righe?: GeoRow[];
};
