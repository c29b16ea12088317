import { describe, expect, it } from 'vitest';
import { missingAttachmentFields, missingOf } from './files';

const type = (tipoAllegato: string, obbligatorio: boolean) => ({ tipoAllegato, obbligatorio });

describe('missingOf', () => {
  it('names each mandatory type no file satisfies, once, in order', () => {
    const types = [
      type('DOCUMENTO_IDENTITA', true),
      type('MODULO_VOLTURA', true),
      type('ALTRO_DOCUMENTO', false),
      // a dual offer lists each type once per commodity
      type('DOCUMENTO_IDENTITA', true),
      type('MODULO_VOLTURA', true),
    ];
    expect(missingOf(types, [])).toEqual(['DOCUMENTO_IDENTITA', 'MODULO_VOLTURA']);
    expect(missingOf(types, [null, 'DOCUMENTO_IDENTITA'])).toEqual(['MODULO_VOLTURA']);
    expect(missingOf(types, ['DOCUMENTO_IDENTITA', 'MODULO_VOLTURA'])).toEqual([]);
  });

  it('asks nothing when no type is mandatory', () => {
    expect(missingOf([type('DOCUMENTO_IDENTITA', false)], [])).toEqual([]);
  });
});

describe('missingAttachmentFields', () => {
  it('answers one field error per missing type, as Next would', () => {
    expect(missingAttachmentFields(['MODULO_VOLTURA'])).toEqual({
      'allegati.MODULO_VOLTURA': 'validation.attachment_required',
    });
  });
});
