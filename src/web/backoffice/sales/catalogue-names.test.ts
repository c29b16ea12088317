import { describe, expect, it } from 'vitest';
import { brandName, offerFitsBrand, offerNames, offersOfBrand } from './catalogue-names';

const OFFERS = [
  { id: 101, marchioId: 1, codice: 'LUM-CASA-LUCE', nome: 'Casa Luce' },
  { id: 102, marchioId: 1, codice: 'LUM-CASA-GAS', nome: 'Casa Gas' },
  { id: 106, marchioId: 1, codice: 'LUM-CASA-LUCE-2025', nome: 'Casa Luce' },
  { id: 201, marchioId: 2, codice: 'AUR-CASA-LUCE', nome: 'Casa Luce' },
];

describe('the catalogue by name', () => {
  it('names an offer by its name, with its code only beside a namesake of the same brand', () => {
    const names = offerNames(OFFERS);
    expect(names.get(102)).toBe('Casa Gas');
    expect(names.get(101)).toBe('Casa Luce (LUM-CASA-LUCE)');
    expect(names.get(106)).toBe('Casa Luce (LUM-CASA-LUCE-2025)');
    // another brand's offer of the same name is told apart by its brand, not its code
    expect(names.get(201)).toBe('Casa Luce');
  });

  it("narrows the offers to the chosen brand's, and tells whether an offer fits it", () => {
    expect(offersOfBrand(OFFERS, '2').map((o) => o.id)).toEqual([201]);
    expect(offersOfBrand(OFFERS, '').map((o) => o.id)).toEqual([101, 102, 106, 201]);
    expect(offerFitsBrand(OFFERS, '101', '1')).toBe(true);
    expect(offerFitsBrand(OFFERS, '101', '2')).toBe(false);
    expect(offerFitsBrand(OFFERS, '101', '')).toBe(true);
    expect(brandName([{ id: 1, nome: 'Lumen Energia' }], 1)).toBe('Lumen Energia');
    expect(brandName([], 1)).toBeUndefined();
  });
});
