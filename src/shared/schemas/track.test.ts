import { describe, expect, it } from 'vitest';
import { isPersonalKey, looksPersonal, trackBatchBody, trackEventSchema } from './track';

const TS = 1_795_000_000_000;

describe('looksPersonal', () => {
  it.each([
    ['an e-mail address', 'giulia.bianchi@example.com'],
    ['an e-mail inside text', 'sent to g.b@example.it today'],
    ['a codice fiscale', 'BNCGLI90A41F205H'],
    ['a codice fiscale in lower case with spaces', 'bncgli 90a41 f205h'],
    ['a codice fiscale with a wrong check character', 'BNCGLI90A41F205X'],
    ['an omocodic codice fiscale', 'BNCGLI90A41F2LRN'],
    ['an IBAN', 'IT60X0542811101000000123456'],
    ['an IBAN written in groups', 'IT60 X054 2811 1010 0000 0123 456'],
    ['a mobile number', '333 123 4567'],
    ['an international number', '+39 02 1234 5678'],
    ['a partita IVA', '12345678903'],
    ['a PDR', '12345678901234'],
    ['a POD', 'IT001E12345678'],
    ['a date of birth', '1990-01-01'],
    ['a phone number as a number', 3331234567],
  ])('refuses %s', (_, value) => {
    expect(looksPersonal(value)).toBe(true);
  });

  it.each([
    ['a step name', 'accettazioneCondizioni'],
    ['every step name of a long flow', 'cambioProdottoFornituraNonCompatibile'],
    ['an error code', '404.1'],
    ['a short message', 'Alcuni dati non sono validi: controlla i campi evidenziati.'],
    ['an offer id', 101],
    ['a size in KB', 10_240],
    ['a boolean', true],
    ['a file kind', 'bolletta-luce'],
  ])('accepts %s', (_, value) => {
    expect(looksPersonal(value)).toBe(false);
  });
});

describe('isPersonalKey', () => {
  it.each([
    'email',
    'e_mail',
    'userEmail',
    'codice_fiscale',
    'codiceFiscale',
    'iban',
    'telefono',
    'phone_number',
    'cognome',
  ])('refuses %s', (key) => expect(isPersonalKey(key)).toBe(true));
  it.each(['step', 'index', 'code', 'offerta', 'outcome', 'size_kb', 'reason'])('accepts %s', (key) =>
    expect(isPersonalKey(key)).toBe(false),
  );
});

describe('trackEventSchema', () => {
  const ok = { name: 'step_view', params: { step: 'datiAnagrafici', index: 2 }, ts: TS };
  const fieldsOf = (event: unknown) => {
    const r = trackEventSchema.safeParse(event);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a step view, with or without the sale', () => {
    expect(trackEventSchema.parse(ok)).toEqual(ok);
    const vendita = '3f1c2b7e-8d4a-4e1b-9a7c-2d5e6f7a8b9c';
    expect(trackEventSchema.parse({ ...ok, vendita }).vendita).toBe(vendita);
  });

  it('takes no params as none', () => {
    expect(trackEventSchema.parse({ name: 'abandon', ts: TS }).params).toEqual({});
  });

  it('refuses unknown names, unknown fields and a step that is not one', () => {
    expect(fieldsOf({ ...ok, name: 'page_view' })).toHaveProperty('name');
    expect(fieldsOf({ ...ok, extra: 1 })).not.toBeNull();
    expect(fieldsOf({ ...ok, params: { step: 'nonEsiste' } })).toEqual({
      'params.step': 'validation.choice',
    });
    expect(fieldsOf({ name: 'step_complete', params: {}, ts: TS })).toEqual({
      'params.step': 'validation.required',
    });
  });

  it('refuses nested params, long strings, bad keys and too many params', () => {
    expect(fieldsOf({ ...ok, params: { step: 'firma', nested: { a: 1 } } })).toHaveProperty('params.nested');
    expect(fieldsOf({ ...ok, params: { step: 'firma', list: [1] } })).toHaveProperty('params.list');
    expect(fieldsOf({ ...ok, params: { step: 'firma', code: 'x'.repeat(101) } })).toEqual({
      'params.code': 'validation.too_long',
    });
    expect(fieldsOf({ ...ok, params: { step: 'firma', 'bad key': 1 } })).toEqual({
      'params.bad key': 'validation.format',
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect(fieldsOf({ ...ok, params: many })).toHaveProperty('params');
  });

  it('refuses personal data in a value or a key, naming the parameter', () => {
    expect(fieldsOf({ ...ok, params: { step: 'firma', to: 'a@b.it' } })).toEqual({
      'params.to': 'validation.personal_data',
    });
    expect(fieldsOf({ ...ok, params: { step: 'firma', email: 'x' } })).toEqual({
      'params.email': 'validation.personal_data',
    });
  });

  it('refuses a ts that is not a whole number of milliseconds', () => {
    expect(fieldsOf({ ...ok, ts: '2026-11-22T10:00:00Z' })).toHaveProperty('ts');
    expect(fieldsOf({ ...ok, ts: 1.5 })).toHaveProperty('ts');
  });
});

describe('trackBatchBody', () => {
  it('takes 1 to 50 events of any shape (each is checked alone later)', () => {
    expect(trackBatchBody.safeParse({ events: [1, 'x', {}] }).success).toBe(true);
    expect(trackBatchBody.safeParse({ events: Array(50).fill({}) }).success).toBe(true);
    expect(trackBatchBody.safeParse({ events: Array(51).fill({}) }).success).toBe(false);
    expect(trackBatchBody.safeParse({ events: [] }).success).toBe(false);
    expect(trackBatchBody.safeParse([{}]).success).toBe(false);
  });
});
