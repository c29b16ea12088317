import { describe, expect, it } from 'vitest';
import type { StepName, TipoContratto, Titolo } from '../../../shared/domain';
import { USI_LUCE } from '../../../shared/domain';
import { fieldErrorsOf } from '../../../shared/errors';
import type { StepContext } from '../../../shared/schemas/steps-common';
import { STEPS } from './all';

// Spec 5 enforced through the step schemas (each step module's, shared with its form), with errors
// named as react-hook-form names the fields.

const DOMESTICO_LUCE: StepContext = { tipoContratto: 'DOMESTICO', commodities: ['LUCE'] };
const DOMESTICO_DUAL: StepContext = { tipoContratto: 'DOMESTICO', commodities: ['LUCE', 'GAS'] };
const ALTRI_USI_LUCE: StepContext = { tipoContratto: 'ALTRI_USI', commodities: ['LUCE'] };

/** The parsed (normalized) data, or the field errors the API would answer. */
function check(step: StepName, ctx: StepContext, data: unknown) {
  const schema = STEPS[step].schemaFor(ctx);
  if (!schema) throw new Error(`${step} has no schema`);
  const result = schema.safeParse(data);
  return result.success ? { data: result.data } : { fields: fieldErrorsOf(result.error.issues) };
}

const persona = { nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA85T10A562S' };
const pf = { tipo: 'PF', ...persona };
const pg = {
  tipo: 'PG',
  ragioneSociale: 'Condominio Via Roma 10',
  partitaIva: '01234567897',
  codiceFiscale: '01234567897',
  legaleRappresentante: persona,
};
const contatti = { email: 'Mario.Rossi@Example.com', telefono: '333 123 4567' };
const holder = (anagrafica: object, titolo: Titolo = 'PROPRIETARIO') => ({
  intestatario: { anagrafica, contatti, titolo },
});
const ctxOf = (tipoContratto: TipoContratto, commodities: StepContext['commodities'] = ['LUCE']) => ({
  tipoContratto,
  commodities,
});

describe('datiAnagrafici', () => {
  it('normalizes the codice fiscale, the e-mail and the phone (E.164)', () => {
    const result = check(
      'datiAnagrafici',
      DOMESTICO_LUCE,
      holder({ ...pf, codiceFiscale: 'rssmra85t10a562s ' }),
    );
    expect(result).toEqual({
      data: {
        intestatario: {
          anagrafica: pf,
          contatti: { email: 'mario.rossi@example.com', telefono: '+393331234567' },
          titolo: 'PROPRIETARIO',
        },
      },
    });
  });

  it.each<[TipoContratto, 'PF' | 'PG', boolean]>([
    ['DOMESTICO', 'PF', true],
    ['DOMESTICO', 'PG', false],
    ['ALTRI_USI', 'PF', true],
    ['ALTRI_USI', 'PG', true],
    ['CONDOMINIO', 'PF', false],
    ['CONDOMINIO', 'PG', true],
  ])('%s with a %s holder: allowed %s', (tipo, tipoAnagrafica, allowed) => {
    const result = check('datiAnagrafici', ctxOf(tipo), holder(tipoAnagrafica === 'PF' ? pf : pg));
    if (allowed) expect(result).toHaveProperty('data');
    else expect(result).toEqual({ fields: { 'intestatario.anagrafica.tipo': 'validation.not_allowed' } });
  });

  it.each<[TipoContratto, Titolo, typeof pf | typeof pg]>([
    ['DOMESTICO', 'LEGALE RAPPRESENTANTE', pf],
    ['ALTRI_USI', 'AFFITTUARIO', pg],
    ['CONDOMINIO', 'AFFITTUARIO', pg],
  ])('spec 5: %s excludes the title %s', (tipo, titolo, anagrafica) => {
    expect(check('datiAnagrafici', ctxOf(tipo), holder(anagrafica, titolo))).toEqual({
      fields: { 'intestatario.titolo': 'validation.choice' },
    });
  });

  it.each<[TipoContratto, Titolo[], typeof pf | typeof pg]>([
    ['DOMESTICO', ['PROPRIETARIO', 'AFFITTUARIO', 'CONDUTTORE AD ALTRO TITOLO'], pf],
    ['ALTRI_USI', ['PROPRIETARIO', 'LEGALE RAPPRESENTANTE', 'CONDUTTORE AD ALTRO TITOLO'], pg],
    ['CONDOMINIO', ['PROPRIETARIO', 'LEGALE RAPPRESENTANTE', 'CONDUTTORE AD ALTRO TITOLO'], pg],
  ])('spec 5: %s accepts the titles %j', (tipo, titoli, anagrafica) => {
    for (const titolo of titoli) {
      expect(check('datiAnagrafici', ctxOf(tipo), holder(anagrafica, titolo)), titolo).toHaveProperty('data');
    }
  });

  it("refuses a codice fiscale that is not the person's, naming what disagrees", () => {
    // a woman's code, Giulia Bianchi's, typed for Mario Rossi (issue 16.2)
    const giulia = 'BNCGLI90A41F205H';
    expect(check('datiAnagrafici', DOMESTICO_LUCE, holder({ ...pf, codiceFiscale: giulia }))).toEqual({
      fields: { 'intestatario.anagrafica.codiceFiscale': 'validation.cf_nome_cognome' },
    });
    expect(
      check(
        'datiAnagrafici',
        DOMESTICO_LUCE,
        holder({ ...pf, nome: 'Giulio', codiceFiscale: persona.codiceFiscale }),
      ),
    ).toEqual({ fields: { 'intestatario.anagrafica.codiceFiscale': 'validation.cf_nome' } });
    const rappresentante = { ...persona, cognome: 'Bianchi' };
    expect(
      check('datiAnagrafici', ctxOf('CONDOMINIO'), holder({ ...pg, legaleRappresentante: rappresentante })),
    ).toEqual({
      fields: { 'intestatario.anagrafica.legaleRappresentante.codiceFiscale': 'validation.cf_cognome' },
    });
    // an omocodia variant of Mario Rossi's code is his
    const omocodia = holder({ ...pf, codiceFiscale: 'RSSMRA85T10A56NH' });
    expect(check('datiAnagrafici', DOMESTICO_LUCE, omocodia)).toHaveProperty('data');
  });

  it('names take letters, accents, apostrophes, hyphens, spaces and dots only', () => {
    const named = (nome: string, cognome = 'Rossi') =>
      check('datiAnagrafici', DOMESTICO_LUCE, holder({ ...pf, nome, cognome }));
    expect(named('Giulia 😀')).toEqual({
      fields: { 'intestatario.anagrafica.nome': 'validation.name_characters' },
    });
    expect(named('Mario2')).toEqual({
      fields: { 'intestatario.anagrafica.nome': 'validation.name_characters' },
    });
    expect(named('Màrio', "Ros'si")).toHaveProperty('data');
    const company = (ragioneSociale: string) =>
      check('datiAnagrafici', ctxOf('CONDOMINIO'), holder({ ...pg, ragioneSociale }));
    expect(company('Rossi & C. S.a.s., Via Roma 10')).toHaveProperty('data');
    expect(company('Rossi <script>')).toEqual({
      fields: { 'intestatario.anagrafica.ragioneSociale': 'validation.company_name_characters' },
    });
  });

  it('a company needs its partita IVA, its codice fiscale and a legal representative', () => {
    expect(check('datiAnagrafici', ALTRI_USI_LUCE, holder({ tipo: 'PG', ragioneSociale: 'Acme' }))).toEqual({
      fields: {
        'intestatario.anagrafica.partitaIva': 'validation.required',
        'intestatario.anagrafica.codiceFiscale': 'validation.required',
        'intestatario.anagrafica.legaleRappresentante': 'validation.required',
      },
    });
  });

  it('names nested fields with dotted paths', () => {
    const bad = {
      ...pg,
      partitaIva: '01234567890',
      legaleRappresentante: { ...persona, codiceFiscale: 'RSSMRA85T10A562T' },
    };
    expect(check('datiAnagrafici', ALTRI_USI_LUCE, holder(bad))).toEqual({
      fields: {
        'intestatario.anagrafica.partitaIva': 'validation.partita_iva',
        'intestatario.anagrafica.legaleRappresentante.codiceFiscale': 'validation.codice_fiscale',
      },
    });
    const person = holder({ ...pf, codiceFiscale: 'RSSMRA85T10A562T' });
    expect(check('datiAnagrafici', DOMESTICO_LUCE, person)).toEqual({
      fields: { 'intestatario.anagrafica.codiceFiscale': 'validation.codice_fiscale' },
    });
  });

  it('reports missing sections as required', () => {
    expect(check('datiAnagrafici', DOMESTICO_LUCE, {})).toEqual({
      fields: { intestatario: 'validation.required' },
    });
    expect(check('datiAnagrafici', DOMESTICO_LUCE, { intestatario: { anagrafica: pf } })).toEqual({
      fields: {
        'intestatario.contatti': 'validation.required',
        'intestatario.titolo': 'validation.required',
      },
    });
    expect(
      check('datiAnagrafici', DOMESTICO_LUCE, {
        intestatario: { anagrafica: pf, contatti: {}, titolo: 'PROPRIETARIO' },
      }),
    ).toEqual({
      fields: {
        'intestatario.contatti.email': 'validation.required',
        'intestatario.contatti.telefono': 'validation.required',
      },
    });
  });

  it('rejects a phone number outside the +39 plan', () => {
    const data = {
      intestatario: {
        anagrafica: pf,
        contatti: { ...contatti, telefono: '+41 44 668 18 00' },
        titolo: 'PROPRIETARIO',
      },
    };
    expect(check('datiAnagrafici', DOMESTICO_LUCE, data)).toEqual({
      fields: { 'intestatario.contatti.telefono': 'validation.phone' },
    });
  });

  it('rejects unknown fields at any depth', () => {
    const data = { ...holder({ ...pf, soprannome: 'Super' }), extra: 1 };
    expect(check('datiAnagrafici', DOMESTICO_LUCE, data)).toEqual({
      fields: {
        'intestatario.anagrafica.soprannome': 'validation.unknown_field',
        extra: 'validation.unknown_field',
      },
    });
  });
});

describe('indirizzoFornitura', () => {
  const indirizzo = {
    toponimo: 'Via',
    via: ' Roma ',
    civico: '10',
    cap: '20121',
    comune: 'Milano',
    provincia: 'mi',
  };

  it('trims the text and upper-cases the province', () => {
    expect(check('indirizzoFornitura', DOMESTICO_LUCE, { indirizzo })).toEqual({
      data: { indirizzo: { ...indirizzo, via: 'Roma', provincia: 'MI' } },
    });
  });

  it('checks the CAP and the province, and requires each part', () => {
    const { via: _via, ...noVia } = indirizzo;
    expect(
      check('indirizzoFornitura', DOMESTICO_LUCE, {
        indirizzo: { ...noVia, cap: '2012', provincia: 'Milano' },
      }),
    ).toEqual({
      fields: {
        'indirizzo.via': 'validation.required',
        'indirizzo.cap': 'validation.cap',
        'indirizzo.provincia': 'validation.province',
      },
    });
    expect(check('indirizzoFornitura', DOMESTICO_LUCE, {})).toEqual({
      fields: { indirizzo: 'validation.required' },
    });
  });

  it('rejects unknown fields', () => {
    expect(check('indirizzoFornitura', DOMESTICO_LUCE, { indirizzo: { ...indirizzo, scala: 'B' } })).toEqual({
      fields: { 'indirizzo.scala': 'validation.unknown_field' },
    });
  });
});

const luce = {
  commodity: 'LUCE',
  pod: 'it001e 12345678',
  potenzaImpegnataKw: 3,
  tensione: 'MONOFASE',
  usoLuce: 'DOMESTICO',
};
const gas = {
  commodity: 'GAS',
  pdr: '0088 1234 5678 90',
  usoGas: 'DOMESTICO',
  categoriaUsoGas: 'C1',
  profiloSettimanale: 'F1',
};

describe('datiTecnici', () => {
  it('normalizes POD and PDR (no spaces, upper-case)', () => {
    const result = check('datiTecnici', DOMESTICO_DUAL, {
      forniture: [
        { ...luce, residente: true },
        { ...gas, residente: false },
      ],
    });
    expect(result).toEqual({
      data: {
        forniture: [
          { ...luce, pod: 'IT001E12345678', residente: true },
          { ...gas, pdr: '00881234567890', residente: false },
        ],
      },
    });
  });

  it('spec 5: residente is required on DOMESTICO, optional otherwise', () => {
    expect(check('datiTecnici', DOMESTICO_LUCE, { forniture: [luce] })).toEqual({
      fields: { 'forniture.0.residente': 'validation.required' },
    });
    expect(
      check('datiTecnici', ALTRI_USI_LUCE, { forniture: [{ ...luce, usoLuce: 'ALTRI_USI_BT' }] }),
    ).toHaveProperty('data');
  });

  it('spec 5: DOMESTICO offers only ALTRI_USI_BT and DOMESTICO electricity uses', () => {
    for (const usoLuce of USI_LUCE) {
      const result = check('datiTecnici', DOMESTICO_LUCE, {
        forniture: [{ ...luce, usoLuce, residente: true }],
      });
      if (usoLuce === 'ALTRI_USI_BT' || usoLuce === 'DOMESTICO')
        expect(result, usoLuce).toHaveProperty('data');
      else expect(result, usoLuce).toEqual({ fields: { 'forniture.0.usoLuce': 'validation.choice' } });
    }
  });

  it.each<TipoContratto>(['ALTRI_USI', 'CONDOMINIO'])('spec 5: %s offers every electricity use', (tipo) => {
    for (const usoLuce of USI_LUCE) {
      expect(
        check('datiTecnici', ctxOf(tipo), { forniture: [{ ...luce, usoLuce }] }),
        usoLuce,
      ).toHaveProperty('data');
    }
  });

  it.each<[TipoContratto, string[], string[]]>([
    ['DOMESTICO', ['DOMESTICO', 'CONDOMINIO_USO_DOMESTICO'], ['USI_DIVERSI', 'INDUSTRIALE']],
    ['ALTRI_USI', ['USI_DIVERSI', 'CONDOMINIO_USO_DOMESTICO', 'INDUSTRIALE'], ['DOMESTICO']],
    ['CONDOMINIO', ['INDUSTRIALE', 'CONDOMINIO_USO_DOMESTICO'], ['DOMESTICO', 'USI_DIVERSI']],
  ])('spec 5: %s gas uses: %j allowed, %j refused', (tipo, allowed, refused) => {
    const ctx = ctxOf(tipo, ['GAS']);
    // residente is optional outside DOMESTICO, so one shape fits every contract type
    const data = (usoGas: string) => ({ forniture: [{ ...gas, usoGas, residente: true }] });
    for (const usoGas of allowed)
      expect(check('datiTecnici', ctx, data(usoGas)), usoGas).toHaveProperty('data');
    for (const usoGas of refused) {
      expect(check('datiTecnici', ctx, data(usoGas)), usoGas).toEqual({
        fields: { 'forniture.0.usoGas': 'validation.choice' },
      });
    }
  });

  it('a dual offer needs two supplies, LUCE then GAS', () => {
    const two = {
      forniture: [
        { ...luce, residente: true },
        { ...gas, residente: true },
      ],
    };
    expect(check('datiTecnici', DOMESTICO_DUAL, two)).toHaveProperty('data');
    const one = check('datiTecnici', DOMESTICO_DUAL, { forniture: [{ ...luce, residente: true }] });
    expect(one).toHaveProperty(['fields', 'forniture']);
    const swapped = check('datiTecnici', DOMESTICO_DUAL, { forniture: [two.forniture[1], two.forniture[0]] });
    expect(swapped).toMatchObject({
      fields: {
        'forniture.0.commodity': 'validation.choice',
        'forniture.0.pod': 'validation.required',
        'forniture.1.commodity': 'validation.choice',
        'forniture.1.pdr': 'validation.required',
      },
    });
    const three = check('datiTecnici', DOMESTICO_DUAL, { forniture: [...two.forniture, two.forniture[0]] });
    expect(three).toHaveProperty(['fields', 'forniture']);
  });

  it('names the field of the supply that is wrong', () => {
    const data = {
      forniture: [
        { ...luce, pod: 'IT001E1234567', potenzaImpegnataKw: 3.3, residente: true },
        { ...gas, pdr: '123', categoriaUsoGas: 'C9', residente: true },
      ],
    };
    expect(check('datiTecnici', DOMESTICO_DUAL, data)).toEqual({
      fields: {
        'forniture.0.pod': 'validation.pod',
        'forniture.0.potenzaImpegnataKw': 'validation.power',
        'forniture.1.pdr': 'validation.pdr',
        'forniture.1.categoriaUsoGas': 'validation.choice',
      },
    });
    expect(check('datiTecnici', DOMESTICO_LUCE, {})).toEqual({
      fields: { forniture: 'validation.required' },
    });
  });

  it('rejects fields of the other commodity and unknown ones', () => {
    const data = { forniture: [{ ...luce, residente: true, pdr: '00881234567890', note: 'x' }] };
    expect(check('datiTecnici', DOMESTICO_LUCE, data)).toEqual({
      fields: {
        'forniture.0.pdr': 'validation.unknown_field',
        'forniture.0.note': 'validation.unknown_field',
      },
    });
  });
});

describe('modalitaInvioBolletta', () => {
  it('EMAIL needs an address, lower-cased; CARTACEO takes none', () => {
    expect(
      check('modalitaInvioBolletta', DOMESTICO_LUCE, {
        invioBolletta: { modalita: 'EMAIL', email: 'A@B.IT' },
      }),
    ).toEqual({
      data: { invioBolletta: { modalita: 'EMAIL', email: 'a@b.it' } },
    });
    expect(check('modalitaInvioBolletta', DOMESTICO_LUCE, { invioBolletta: { modalita: 'EMAIL' } })).toEqual({
      fields: { 'invioBolletta.email': 'validation.required' },
    });
    expect(
      check('modalitaInvioBolletta', DOMESTICO_LUCE, {
        invioBolletta: { modalita: 'CARTACEO', email: 'a@b.it' },
      }),
    ).toEqual({
      fields: { 'invioBolletta.email': 'validation.unknown_field' },
    });
  });

  it('names the choice itself when it is missing', () => {
    expect(check('modalitaInvioBolletta', DOMESTICO_LUCE, { invioBolletta: {} })).toEqual({
      fields: { 'invioBolletta.modalita': 'validation.required' },
    });
    expect(check('modalitaInvioBolletta', DOMESTICO_LUCE, {})).toEqual({
      fields: { invioBolletta: 'validation.required' },
    });
  });
});

describe('metodoPagamento', () => {
  it('SDD: the IBAN is kept without spaces, upper-case', () => {
    expect(
      check('metodoPagamento', DOMESTICO_LUCE, {
        pagamento: { metodo: 'SDD', iban: 'it60 x054 2811 1010 0000 0123 456' },
      }),
    ).toEqual({
      data: { pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' } },
    });
  });

  it('SDD: a wrong IBAN and a wrong account holder are named', () => {
    const pagamento = {
      metodo: 'SDD',
      iban: 'IT60X0542811101000000123457',
      intestatarioConto: { ...persona, codiceFiscale: 'X' },
    };
    expect(check('metodoPagamento', DOMESTICO_LUCE, { pagamento })).toEqual({
      fields: {
        'pagamento.iban': 'validation.iban',
        'pagamento.intestatarioConto.codiceFiscale': 'validation.codice_fiscale',
      },
    });
  });

  it('BOLLETTINO takes no IBAN', () => {
    expect(check('metodoPagamento', DOMESTICO_LUCE, { pagamento: { metodo: 'BOLLETTINO' } })).toHaveProperty(
      'data',
    );
    expect(
      check('metodoPagamento', DOMESTICO_LUCE, {
        pagamento: { metodo: 'BOLLETTINO', iban: 'IT60X0542811101000000123456' },
      }),
    ).toEqual({
      fields: { 'pagamento.iban': 'validation.unknown_field' },
    });
  });
});

describe('accettazioneCondizioni, riepilogo and steps without data', () => {
  it('consents are optional booleans by code', () => {
    expect(check('accettazioneCondizioni', DOMESTICO_LUCE, {})).toEqual({ data: {} });
    expect(check('accettazioneCondizioni', DOMESTICO_LUCE, { condizioni: { PRIVACY: true } })).toEqual({
      data: { condizioni: { PRIVACY: true } },
    });
    expect(check('accettazioneCondizioni', DOMESTICO_LUCE, { consensi: {} })).toEqual({
      fields: { consensi: 'validation.unknown_field' },
    });
  });

  it('riepilogo carries nothing', () => {
    expect(check('riepilogo', DOMESTICO_LUCE, {})).toEqual({ data: {} });
    expect(check('riepilogo', DOMESTICO_LUCE, { ok: true })).toEqual({
      fields: { ok: 'validation.unknown_field' },
    });
  });

  it.each<StepName>(['firma', 'congratulazioni', 'fornituraNonTrovata', 'creditCheckKo'])(
    '%s has no Next data',
    (step) => {
      expect(STEPS[step].schemaFor(DOMESTICO_LUCE)).toBeNull();
    },
  );
});
