import { describe, expect, it } from 'vitest';
import { fittingCampi } from './bill-fields';

describe('the fields of a reading shown and stored', () => {
  it('keeps what fits, drops what does not, and keeps the parts of an address that fit', () => {
    const read = {
      pod: { valore: 'IT001E04871593', confidenza: 0.97 },
      nome: { valore: 'x'.repeat(500), confidenza: 0.5 },
      consumoAnnuoKwh: { valore: 'molto', confidenza: 0.4 },
      indirizzoFornitura: {
        valore: { via: 'Toledo', civico: '12', cap: '8013400', comune: 'Napoli', provincia: 'NA' },
        confidenza: 0.8,
      },
      inventato: { valore: 'x', confidenza: 1 },
    };
    expect(fittingCampi(read)).toEqual({
      pod: { valore: 'IT001E04871593', confidenza: 0.97 },
      indirizzoFornitura: {
        valore: { via: 'Toledo', civico: '12', comune: 'Napoli', provincia: 'NA' },
        confidenza: 0.8,
      },
    });
  });

  it('gives nothing for what is not a reading', () => {
    expect(fittingCampi(null)).toEqual({});
    expect(fittingCampi('campi')).toEqual({});
  });
});
