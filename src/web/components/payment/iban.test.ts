import { describe, expect, it } from 'vitest';
import { sepaIbanSchema } from '../../../shared/schemas/iban-field';
import { groupIban } from './iban';

describe('groupIban', () => {
  it('groups by four, upper-cased, whatever was typed or pasted', () => {
    expect(groupIban('it60x0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(groupIban(' IT60-X054 2811101000000123456 ')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(groupIban('IT60')).toBe('IT60');
    expect(groupIban('')).toBe('');
  });

  it('the grouped value is what the schema accepts and normalizes', () => {
    expect(sepaIbanSchema.parse(groupIban('it60x0542811101000000123456'))).toBe(
      'IT60X0542811101000000123456',
    );
  });
});
