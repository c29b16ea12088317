import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  capSchema,
  codiceFiscaleOrNumericSchema,
  codiceFiscaleSchema,
  emailSchema,
  partitaIvaSchema,
  pdrSchema,
  podSchema,
  potenzaKwSchema,
  provinciaSchema,
  requiredText,
  VALIDATION_KEYS,
} from './fields';
import { sepaIbanSchema } from './iban-field';
import { italianPhoneSchema } from './phone-field';

/** The i18n keys of a failed parse, or the parsed value. */
function parse(schema: z.ZodType, input: unknown): { data: unknown } | { errors: string[] } {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data }
    : { errors: result.error.issues.map((issue) => issue.message) };
}

const required = { errors: ['validation.required'] };

describe('field schemas', () => {
  it('requiredText trims and limits the length', () => {
    expect(parse(requiredText(), '  Mario  ')).toEqual({ data: 'Mario' });
    expect(parse(requiredText(), '   ')).toEqual(required);
    expect(parse(requiredText(), undefined)).toEqual(required);
    expect(parse(requiredText(), 42)).toEqual(required);
    expect(parse(requiredText(), 'x'.repeat(80))).toEqual({ data: 'x'.repeat(80) });
    expect(parse(requiredText(), 'x'.repeat(81))).toEqual({ errors: ['validation.too_long'] });
    expect(parse(requiredText(5), 'Mario ')).toEqual({ data: 'Mario' });
    expect(parse(requiredText(5), 'Marion')).toEqual({ errors: ['validation.too_long'] });
  });

  it('codice fiscale: normalized, a person only', () => {
    expect(parse(codiceFiscaleSchema, ' rssmra 85t10 a562s ')).toEqual({ data: 'RSSMRA85T10A562S' });
    expect(parse(codiceFiscaleSchema, 'RSSMRA85T10A562T')).toEqual({ errors: ['validation.codice_fiscale'] });
    expect(parse(codiceFiscaleSchema, '01234567897')).toEqual({ errors: ['validation.codice_fiscale'] });
    expect(parse(codiceFiscaleSchema, '')).toEqual(required);
  });

  it('codice fiscale or numeric: a person or a company', () => {
    expect(parse(codiceFiscaleOrNumericSchema, 'rssmra85t10a562s')).toEqual({ data: 'RSSMRA85T10A562S' });
    expect(parse(codiceFiscaleOrNumericSchema, ' 0123 4567 897 ')).toEqual({ data: '01234567897' });
    expect(parse(codiceFiscaleOrNumericSchema, '01234567890')).toEqual({
      errors: ['validation.codice_fiscale'],
    });
    expect(parse(codiceFiscaleOrNumericSchema, ' ')).toEqual(required);
  });

  it('partita IVA', () => {
    expect(parse(partitaIvaSchema, ' 01234567897 ')).toEqual({ data: '01234567897' });
    expect(parse(partitaIvaSchema, '01234567890')).toEqual({ errors: ['validation.partita_iva'] });
    expect(parse(partitaIvaSchema, '')).toEqual(required);
  });

  it('SEPA IBAN', () => {
    expect(parse(sepaIbanSchema, 'it60 x054 2811 1010 0000 0123 456')).toEqual({
      data: 'IT60X0542811101000000123456',
    });
    expect(parse(sepaIbanSchema, 'BR1800360305000010009795493C1')).toEqual({ errors: ['validation.iban'] });
    expect(parse(sepaIbanSchema, '')).toEqual(required);
  });

  it('POD, PDR and CAP', () => {
    expect(parse(podSchema, 'it001e 12345678')).toEqual({ data: 'IT001E12345678' });
    expect(parse(podSchema, 'IT001E1234567')).toEqual({ errors: ['validation.pod'] });
    expect(parse(podSchema, '')).toEqual(required);
    expect(parse(pdrSchema, '0088 1234 5678 90')).toEqual({ data: '00881234567890' });
    expect(parse(pdrSchema, '0088123456789')).toEqual({ errors: ['validation.pdr'] });
    expect(parse(pdrSchema, '')).toEqual(required);
    expect(parse(capSchema, ' 00184 ')).toEqual({ data: '00184' });
    expect(parse(capSchema, '0018')).toEqual({ errors: ['validation.cap'] });
    expect(parse(capSchema, '')).toEqual(required);
  });

  it('e-mail: trimmed and lower-cased', () => {
    expect(parse(emailSchema, ' Mario.Rossi@Example.IT ')).toEqual({ data: 'mario.rossi@example.it' });
    expect(parse(emailSchema, 'mario.rossi@')).toEqual({ errors: ['validation.email'] });
    expect(parse(emailSchema, 'mario rossi@example.it')).toEqual({ errors: ['validation.email'] });
    expect(parse(emailSchema, `${'a'.repeat(250)}@x.it`)).toEqual({ errors: ['validation.too_long'] });
    expect(parse(emailSchema, '')).toEqual(required);
  });

  it('phone: Italian, parsed to E.164', () => {
    expect(parse(italianPhoneSchema, ' 347 123 4567 ')).toEqual({ data: '+393471234567' });
    expect(parse(italianPhoneSchema, '+41 44 668 18 00')).toEqual({ errors: ['validation.phone'] });
    expect(parse(italianPhoneSchema, '12345')).toEqual({ errors: ['validation.phone'] });
    expect(parse(italianPhoneSchema, '')).toEqual(required);
  });

  it('committed power', () => {
    expect(parse(potenzaKwSchema, 3.5)).toEqual({ data: 3.5 });
    expect(parse(potenzaKwSchema, 3.3)).toEqual({ errors: ['validation.power'] });
    expect(parse(potenzaKwSchema, 25)).toEqual({ errors: ['validation.power'] });
    expect(parse(potenzaKwSchema, '3')).toEqual({ errors: ['validation.power'] });
    expect(parse(potenzaKwSchema, Number.NaN)).toEqual({ errors: ['validation.power'] });
    expect(parse(potenzaKwSchema, undefined)).toEqual(required);
  });

  it('province: two letters, upper-cased', () => {
    expect(parse(provinciaSchema, ' rm ')).toEqual({ data: 'RM' });
    expect(parse(provinciaSchema, 'Roma')).toEqual({ errors: ['validation.province'] });
    expect(parse(provinciaSchema, 'R1')).toEqual({ errors: ['validation.province'] });
    expect(parse(provinciaSchema, '')).toEqual(required);
  });

  it('lists every key it uses once', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS).toHaveLength(12);
  });
});
