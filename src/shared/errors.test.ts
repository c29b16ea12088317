import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_VALIDATION_KEYS, fieldErrorsOf } from './errors';

/** The field errors of parsing `input` with `schema`. */
function errorsOf(schema: z.ZodType, input: unknown, params?: { reportInput: boolean }) {
  const result = schema.safeParse(input, params);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsOf(result.error.issues);
}

const issue = (over: Partial<z.core.$ZodIssue>) =>
  ({ code: 'custom', path: [], message: 'Invalid input', ...over }) as z.core.$ZodIssue;

describe('fieldErrorsOf', () => {
  it('names fields as react-hook-form does: dotted, with numeric indexes', () => {
    const schema = z.object({
      forniture: z.array(z.object({ pod: z.string().min(14, { error: 'validation.pod' }) })),
      intestatario: z.object({ anagrafica: z.object({ codiceFiscale: z.string().length(16) }) }),
    });
    const input = {
      forniture: [{ pod: 'IT001E12345678' }, { pod: 'IT' }],
      intestatario: { anagrafica: { codiceFiscale: 'X' } },
    };
    expect(errorsOf(schema, input)).toEqual({
      'forniture.1.pod': 'validation.pod',
      'intestatario.anagrafica.codiceFiscale': 'validation.too_small',
    });
  });

  it('keeps the i18n keys our schemas set', () => {
    expect(
      errorsOf(z.object({ cap: z.string().regex(/^\d{5}$/, { error: 'validation.cap' }) }), { cap: '1' }),
    ).toEqual({
      cap: 'validation.cap',
    });
  });

  it('reads a missing value as required', () => {
    expect(errorsOf(z.object({ nome: z.string(), eta: z.number() }), {})).toEqual({
      nome: 'validation.required',
      eta: 'validation.required',
    });
  });

  it('reads a value of the wrong type as a type error when the issue carries its input', () => {
    expect(errorsOf(z.object({ eta: z.number() }), { eta: 'tre' }, { reportInput: true })).toEqual({
      eta: 'validation.type',
    });
    expect(
      fieldErrorsOf([issue({ code: 'invalid_type', expected: 'number', input: 'x', path: ['eta'] })]),
    ).toEqual({
      eta: 'validation.type',
    });
  });

  it("maps zod's own issues to generic keys", () => {
    const schema = z.object({
      a: z.string().max(2),
      b: z.number().min(5),
      c: z.email(),
      d: z.number().multipleOf(0.5),
      e: z.enum(['X', 'Y']),
      f: z.union([z.string(), z.number()]),
      g: z.string().refine((s) => s === 'ok'),
    });
    const input = { a: 'abc', b: 1, c: 'not-mail', d: 0.3, e: 'Z', f: true, g: 'ko' };
    expect(errorsOf(schema, input, { reportInput: true })).toEqual({
      a: 'validation.too_big',
      b: 'validation.too_small',
      c: 'validation.format',
      d: 'validation.step',
      e: 'validation.choice',
      f: 'validation.choice',
      g: 'validation.invalid',
    });
  });

  it('names each unknown key as its own field', () => {
    expect(
      errorsOf(z.strictObject({ a: z.object({ b: z.strictObject({}) }) }), {
        a: { b: { x: 1, y: 2 } },
        z: 0,
      }),
    ).toEqual({
      'a.b.x': 'validation.unknown_field',
      'a.b.y': 'validation.unknown_field',
      z: 'validation.unknown_field',
    });
  });

  it('counts fields named like Object.prototype members', () => {
    expect(errorsOf(z.strictObject({}), JSON.parse('{"constructor": 1, "__proto__": 2}'))).toEqual(
      JSON.parse('{"constructor": "validation.unknown_field", "__proto__": "validation.unknown_field"}'),
    );
  });

  it('keeps the first issue of a field', () => {
    const schema = z.object({
      cf: z
        .string()
        .min(16, { error: 'validation.first' })
        .regex(/^[A-Z]+$/, { error: 'validation.second' }),
    });
    expect(errorsOf(schema, { cf: 'abc' })).toEqual({ cf: 'validation.first' });
  });

  it('names an issue on the whole form `_`, first one kept', () => {
    const issues = [
      issue({ message: 'validation.no_next' }),
      issue({ message: 'validation.other' }),
      issue({ code: 'invalid_type', expected: 'object', path: [] }),
    ];
    expect(fieldErrorsOf(issues)).toEqual({ _: 'validation.no_next' });
  });

  it('puts a prefix before every field name', () => {
    expect(
      fieldErrorsOf([issue({ message: 'validation.pod', path: ['forniture', 0, 'pod'] })], 'proposta.'),
    ).toEqual({
      'proposta.forniture.0.pod': 'validation.pod',
    });
  });

  it('answers an empty map for no issues', () => {
    expect(fieldErrorsOf([])).toEqual({});
  });
});

describe('GENERIC_VALIDATION_KEYS', () => {
  it('lists every key fieldErrorsOf can produce on its own, once', () => {
    expect(new Set(GENERIC_VALIDATION_KEYS).size).toBe(GENERIC_VALIDATION_KEYS.length);
    expect(GENERIC_VALIDATION_KEYS).toEqual(
      expect.arrayContaining([
        'validation.required',
        'validation.type',
        'validation.choice',
        'validation.too_big',
        'validation.too_small',
        'validation.format',
        'validation.step',
        'validation.unknown_field',
        'validation.invalid',
      ]),
    );
  });
});
