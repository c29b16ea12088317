import { describe, expect, it } from 'vitest';
import type { Allegato, TipoAllegatoView } from '../../../shared/schemas/files';
import { missingSlots, slotsOf } from './slots';

const type = (
  tipoAllegato: string,
  obbligatorio: boolean,
  commodity: 'LUCE' | 'GAS' = 'LUCE',
): TipoAllegatoView => ({
  tipoAllegato,
  descrizione: tipoAllegato.toLowerCase(),
  obbligatorio,
  commodity,
});

const file = (tipoAllegato: string | null): Allegato => ({
  id: crypto.randomUUID(),
  nome: 'x.pdf',
  tipo: tipoAllegato ? 'allegato' : 'bolletta-luce',
  tipoAllegato,
  contentType: 'application/pdf',
  dimensione: 10,
  url: '/x',
});

describe('slotsOf', () => {
  it('gives each type one slot, mandatory when any commodity requires it, the identity document first', () => {
    const slots = slotsOf([
      type('VISURA_CAMERALE', false, 'LUCE'),
      type('DOCUMENTO_IDENTITA', true, 'LUCE'),
      type('VISURA_CAMERALE', true, 'GAS'),
      type('DOCUMENTO_IDENTITA', true, 'GAS'),
    ]);
    expect(slots.map((s) => [s.tipoAllegato, s.obbligatorio])).toEqual([
      ['DOCUMENTO_IDENTITA', true],
      ['VISURA_CAMERALE', true],
    ]);
  });
});

describe('missingSlots', () => {
  it('names the mandatory types no file fills; a bill fills none', () => {
    const slots = slotsOf([
      type('DOCUMENTO_IDENTITA', true),
      type('MODULO_VOLTURA', true),
      type('ALTRO', false),
    ]);
    expect(missingSlots(slots, [file(null)]).map((s) => s.tipoAllegato)).toEqual([
      'DOCUMENTO_IDENTITA',
      'MODULO_VOLTURA',
    ]);
    expect(missingSlots(slots, [file('DOCUMENTO_IDENTITA'), file('MODULO_VOLTURA')])).toEqual([]);
  });
});
