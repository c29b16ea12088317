// Confidence that means something (issue 14 item 5): the parser's confidence (parse-doc.ts CONFIDENCE,
// scaled for OCR) ranks values, but says nothing of how often they are right. readBill maps it to the
// share of right values measured on a validation set, per field, text source (PDF text, OCR, OCR read
// poorly) and level the parser gave the value (checked, labelled, inferred..., OCR's scaling undone):
// CALIBRATION, written by `npx tsx scripts/bills-calibrate.ts` from bills of the tuning layouts
// generated with their own seed (never the held-out layouts). Until round 12 the cells were bands of
// the OCR-scaled value, which mixed levels: a page read at 0.8 scales a labelled 0.88 and a checked 0.97
// into the same band 0.8, and a name proven by a code took the labelled ones' share.
//
// Two rules keep a value at or above SURE_CONFIDENCE (shared/schemas/bills.ts) (given as read, not asked to check) honest on
// layouts never seen: the measured share is a lower bound (few bills, a low bound), and only fields a
// check proves may reach it (a check character, a check digit, a format of its own, a name the codice
// fiscale encodes). A number or a name found by the label nearest to it may be right on every
// validation bill and wrong on a new layout that puts another number there: those stay under it.
import { CALIBRATION } from './calibration-table';
import { ocrFactor } from './parse-doc';
import type { CampiBolletta, CampoBolletta, FonteTesto } from './types';

/** Fields whose value a check proves, the only ones that may be given as sure. */
export const PROVEN: readonly CampoBolletta[] = [
  'codiceFiscale',
  'partitaIva',
  'pod',
  'pdr',
  'nome',
  'cognome',
  'tipoIntestatario',
];
/**
 * Proven by their format alone, which OCR cannot break by reading one digit for another (a 0 for a 6
 * in a fixed-width type keeps a POD a POD): read by OCR they are not given as sure.
 */
export const FORMAT_ONLY: readonly CampoBolletta[] = ['pod', 'pdr'];
/** Under SURE_CONFIDENCE: what a field a check cannot prove gets at most. */
export const UNPROVEN_CAP = 0.85;
/**
 * A cell's values are given as sure only when the share of them measured right is at least this (its
 * lower bound): the goal is that the values shown as sure, all cells together, be right 98% of the time,
 * and a cell right 93 times in 100 (a lower bound of 0.90) would give as sure a value wrong one time in
 * fourteen. Under it, a proven field's value is capped like an unproven one's.
 */
export const SURE_SHARE = 0.97;
/** Under this the parser doubts its value (parse-doc.ts CONFIDENCE.doubtful and below). */
export const DOUBT = 0.5;
/** Fewer validation values than this in a cell tell too little: the parser's value, capped. */
export const MIN_SAMPLES = 8;

/**
 * The parser's levels, OCR's scaling undone (parse-doc.ts CONFIDENCE and FIX): checked 0.97; labelled
 * 0.88 (0.85 a little farther from its label); checked with characters corrected 0.82; an address
 * labelled whose comune is not proven whole 0.79; labelled and corrected 0.75; inferred 0.65; inferred
 * and corrected 0.55; doubted 0.35. Each edge lies between two levels, farther from both than a
 * confidence rounded to 0.01 strays once divided by OCR's factor (0.005 / 0.75).
 */
const LEVELS = [0.93, 0.84, 0.808, 0.77, 0.7, 0.6, 0.5];

/** The level of a value the parser gave at `confidenza`, on text OCR scaled by `factor`. */
export function levelOf(confidenza: number, factor = 1): number {
  const base = confidenza / factor;
  return LEVELS.find((l) => base >= l) ?? 0;
}

/** Under this mean word confidence tesseract read the page poorly (clean scans and photos read 0.81..0.94). */
export const POOR_OCR = 0.8;

/** The text's source as the table counts it: PDF text, OCR, or OCR of a page read poorly. */
export type Source = FonteTesto | 'ocr-poor';
export const sourceOf = (fonte: FonteTesto, confidenzaOcr?: number): Source =>
  fonte === 'ocr' && (confidenzaOcr ?? 1) < POOR_OCR ? 'ocr-poor' : fonte;

export const cellKey = (campo: CampoBolletta, source: Source, level: number) => `${campo}|${source}|${level}`;

/** The table's cell of a value read (its field, its text's source and the parser's level) and the level. */
export function cellOf(campo: CampoBolletta, confidenza: number, fonte: FonteTesto, confidenzaOcr?: number) {
  const level = levelOf(confidenza, fonte === 'ocr' ? ocrFactor(confidenzaOcr) : 1);
  return { key: cellKey(campo, sourceOf(fonte, confidenzaOcr), level), level };
}

/** The share's lower bound (Wilson score, one standard error): 24 right of 24 gives 0.96. */
export function lowerBound(right: number, total: number, z = 1): number {
  if (!total) return 0;
  const p = right / total;
  const d = 1 + (z * z) / total;
  const centre = p + (z * z) / (2 * total);
  const margin = z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
  return (centre - margin) / d;
}

/**
 * A cell's calibrated confidence from what the validation set counted in it: `raw` is the parser's
 * confidence, `level` its level (levelOf), the parser's own doubt when under DOUBT.
 */
export function calibrated(
  campo: CampoBolletta,
  raw: number,
  cell?: readonly [number, number],
  fonte: FonteTesto = 'pdf',
  level = levelOf(raw),
): number {
  const proven = PROVEN.includes(campo) && !(fonte === 'ocr' && FORMAT_ONLY.includes(campo));
  // the parser's own doubt stands (a failed check, a loose match): calibration never lifts it to sure
  const cap = proven && level >= DOUBT ? 1 : UNPROVEN_CAP;
  const measured = cell && cell[1] >= MIN_SAMPLES ? lowerBound(cell[0], cell[1]) : null;
  const value =
    measured === null || measured < SURE_SHARE ? Math.min(measured ?? raw, UNPROVEN_CAP) : measured;
  return Math.round(Math.min(cap, value) * 100) / 100;
}

/**
 * The fields with calibrated confidences: how often a value like it was right. `confidenzaOcr` is the
 * OCR's mean confidence the parser was told (its default when absent, as parseBill's).
 */
export function calibrate(campi: CampiBolletta, fonte: FonteTesto, confidenzaOcr?: number): CampiBolletta {
  const out: Record<string, unknown> = {};
  for (const [campo, value] of Object.entries(campi) as [CampoBolletta, { confidenza: number }][]) {
    const { key, level } = cellOf(campo, value.confidenza, fonte, confidenzaOcr);
    out[campo] = {
      ...value,
      confidenza: calibrated(campo, value.confidenza, CALIBRATION[key], fonte, level),
    };
  }
  return out as CampiBolletta;
}
