// Confidence that means something (issue 14 item 5): the parser's confidence (parse-doc.ts CONFIDENCE,
// scaled for OCR) ranks values, but says nothing of how often they are right. readBill maps it to the
// share of right values measured on a validation set, per field, text source (PDF text or OCR) and
// band of the parser's confidence: CALIBRATION, written by `npx tsx scripts/bills-calibrate.ts` from
// bills of the tuning layouts generated with their own seed (never the held-out layouts).
//
// Two rules keep a value at or above SURE_CONFIDENCE (shared/schemas/bills.ts) (given as read, not asked to check) honest on
// layouts never seen: the measured share is a lower bound (few bills, a low bound), and only fields a
// check proves may reach it (a check character, a check digit, a format of its own, a name the codice
// fiscale encodes). A number or a name found by the label nearest to it may be right on every
// validation bill and wrong on a new layout that puts another number there: those stay under it.
import { CALIBRATION } from './calibration-table';
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

/** The band of the parser's confidence a value falls in (the cells of the table). */
export function bandOf(confidenza: number): number {
  return [0.9, 0.8, 0.7, 0.5].find((b) => confidenza >= b) ?? 0;
}

export const cellKey = (campo: CampoBolletta, fonte: FonteTesto, band: number) => `${campo}|${fonte}|${band}`;

/** The share's lower bound (Wilson score, one standard error): 24 right of 24 gives 0.96. */
export function lowerBound(right: number, total: number, z = 1): number {
  if (!total) return 0;
  const p = right / total;
  const d = 1 + (z * z) / total;
  const centre = p + (z * z) / (2 * total);
  const margin = z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
  return (centre - margin) / d;
}

/** A cell's calibrated confidence from what the validation set counted in it. */
export function calibrated(
  campo: CampoBolletta,
  raw: number,
  cell?: readonly [number, number],
  fonte: FonteTesto = 'pdf',
): number {
  const proven = PROVEN.includes(campo) && !(fonte === 'ocr' && FORMAT_ONLY.includes(campo));
  // the parser's own doubt stands (a failed check, a loose match): calibration never lifts it to sure
  const cap = proven && raw >= DOUBT ? 1 : UNPROVEN_CAP;
  const measured = cell && cell[1] >= MIN_SAMPLES ? lowerBound(cell[0], cell[1]) : null;
  const value =
    measured === null || measured < SURE_SHARE ? Math.min(measured ?? raw, UNPROVEN_CAP) : measured;
  return Math.round(Math.min(cap, value) * 100) / 100;
}

/** The fields with calibrated confidences: how often a value like it was right. */
export function calibrate(campi: CampiBolletta, fonte: FonteTesto): CampiBolletta {
  const out: Record<string, unknown> = {};
  for (const [campo, value] of Object.entries(campi) as [CampoBolletta, { confidenza: number }][]) {
    const cell = CALIBRATION[cellKey(campo, fonte, bandOf(value.confidenza))];
    out[campo] = { ...value, confidenza: calibrated(campo, value.confidenza, cell, fonte) };
  }
  return out as CampiBolletta;
}
