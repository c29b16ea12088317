import { describe, expect, it } from 'vitest';
import { SURE_CONFIDENCE } from '../../../../shared/schemas/bills';
import { calibrate, calibrated, lowerBound } from './calibration';

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
