import { describe, expect, it } from 'vitest';
import { SURE_CONFIDENCE } from '../../../../shared/schemas/bills';
import { CALIBRATION } from './calibration-table';
import { MIN_SAMPLES, calibrate, calibrated, cellOf, levelOf, lowerBound } from './calibration';
import { CONFIDENCE, campo, docOf } from './parse-doc';

// What the customer is shown as sure (SURE_CONFIDENCE or more, never asked to check) must be right on
// layouts the reader was never tuned on (issue 14 item 5, docs/bills.md).

describe('calibrated confidence', () => {
  it('gives a field a check proves the share of right values measured, as a lower bound', () => {
    expect(calibrated('codiceFiscale', 0.97, [60, 60])).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
    expect(calibrated('pod', 0.97, [20, 24])).toBeLessThan(SURE_CONFIDENCE);
    expect(calibrated('pod', 0.97, [20, 24])).toBe(Math.round(lowerBound(20, 24) * 100) / 100);
  });

  it('gives as sure only the values of a cell measured right nearly always (lower bound 0.97)', () => {
    // 95 right of 102 (a lower bound of 0.90): one value in fourteen wrong is not "sure"
    expect(calibrated('codiceFiscale', 0.8, [95, 102], 'ocr')).toBeLessThan(SURE_CONFIDENCE);
    expect(calibrated('codiceFiscale', 0.9, [134, 135], 'ocr')).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
  });

  it('never gives as sure a value no check proves, however often it was right', () => {
    expect(calibrated('potenzaImpegnataKw', 0.88, [200, 200])).toBeLessThan(SURE_CONFIDENCE);
    expect(calibrated('indirizzoFornitura', 0.97, [200, 200])).toBeLessThan(SURE_CONFIDENCE);
  });

  it('never gives as sure a POD or PDR read by OCR: a digit read for another keeps its format', () => {
    expect(calibrated('pod', 0.97, [200, 200], 'pdf')).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
    expect(calibrated('pod', 0.97, [200, 200], 'ocr')).toBeLessThan(SURE_CONFIDENCE);
    expect(calibrated('pdr', 0.97, [200, 200], 'ocr')).toBeLessThan(SURE_CONFIDENCE);
    expect(calibrated('codiceFiscale', 0.97, [200, 200], 'ocr')).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
  });

  it('never gives as sure a value the parser doubts, however often such values were right', () => {
    expect(calibrated('pdr', 0.3, [200, 200])).toBeLessThan(SURE_CONFIDENCE);
  });

  it('never gives as sure a value measured too few times', () => {
    expect(calibrated('codiceFiscale', 0.97, [3, 3])).toBeLessThan(SURE_CONFIDENCE);
    expect(calibrated('codiceFiscale', 0.97)).toBeLessThan(SURE_CONFIDENCE);
  });

  it("counts a value in the cell of the parser's level, whatever OCR's scaling", () => {
    // a page tesseract read at 0.8 scales by 0.91: a labelled name (0.80) and a checked one (0.88) fell
    // in one band; the level undoes the scaling, characters corrected (O for 0) a level of their own
    const levelOn = (confidenzaOcr: number, base: number, fixed: boolean) => {
      const doc = docOf('', { ocr: true, confidenzaOcr });
      const value = campo<'nome'>(doc, 'Mario', base, fixed).confidenza;
      return cellOf('nome', value, 'ocr', confidenzaOcr).key.split('|')[2];
    };
    for (const confidenzaOcr of [0.6, 0.8, 0.95])
      for (const base of [
        ...Object.values(CONFIDENCE),
        CONFIDENCE.labelled * 0.9,
        CONFIDENCE.labelled * 0.97,
      ])
        for (const fixed of [false, true])
          expect(levelOn(confidenzaOcr, base, fixed)).toBe(String(levelOf(base * (fixed ? 0.85 : 1))));
    expect(levelOn(0.8, CONFIDENCE.checked, false)).not.toBe(levelOn(0.8, CONFIDENCE.labelled, false));
    expect(levelOn(0.8, CONFIDENCE.checked, true)).not.toBe(levelOn(0.8, CONFIDENCE.labelled, false));
  });

  it('counts a page tesseract read poorly apart from a clean one', () => {
    expect(cellOf('codiceFiscale', 0.88, 'ocr', 0.9).key).toBe('codiceFiscale|ocr|0.93');
    expect(cellOf('codiceFiscale', 0.85, 'ocr', 0.65).key).toBe('codiceFiscale|ocr-poor|0.93');
    expect(cellOf('codiceFiscale', 0.97, 'pdf').key).toBe('codiceFiscale|pdf|0.93');
  });

  it('has a cell in its table, measured often enough, for what every text source reads surest', () => {
    for (const source of ['pdf', 'ocr', 'ocr-poor'])
      expect(
        CALIBRATION[`codiceFiscale|${source}|${levelOf(CONFIDENCE.checked)}`]?.[1],
      ).toBeGreaterThanOrEqual(MIN_SAMPLES * 4);
  });

  it('is applied to every field read, keeping its value', () => {
    const campi = calibrate(
      {
        codiceFiscale: { valore: 'BNCGLI90A41F205H', confidenza: 0.97 },
        consumoAnnuoKwh: { valore: 2700, confidenza: 0.88 },
      },
      'pdf',
    );
    expect(campi.codiceFiscale?.valore).toBe('BNCGLI90A41F205H');
    expect(campi.consumoAnnuoKwh).toEqual({ valore: 2700, confidenza: expect.any(Number) });
    expect(campi.consumoAnnuoKwh?.confidenza).toBeLessThan(SURE_CONFIDENCE);
  });
});
