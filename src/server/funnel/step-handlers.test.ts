import { describe, expect, it } from 'vitest';
import type { StepName } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import { AppError } from '../errors';
import type { CondizioneRow } from '../store/repos/catalogue';
import { mergeDraft } from './proposals';
import { applyStep } from './step-handlers';

const NOW = new Date('2026-11-22T10:00:00.000Z');

function proposta(over: Partial<Proposta> = {}): Proposta {
  return {
    id: '6f1c2a52-3b7e-4c8e-9a0b-1d2e3f405162',
    intestatario: {},
    forniture: [{ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE' }],
    consensi: {},
    ...over,
  };
}

const dualProposta = () =>
  proposta({
    forniture: [
      { commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE' },
      { commodity: 'GAS', operazioneCommerciale: 'ATTIVAZIONE' },
    ],
  });

function condizione(codice: string, obbligatoria: boolean, versione = '2026-01'): CondizioneRow {
  return {
    marchioId: 1,
    codice,
    versione,
    ordine: 1,
    obbligatoria,
    testoIt: codice,
    testoEn: codice,
    documentoId: null,
  };
}

const CONDIZIONI = [
  condizione('PRIVACY', true),
  condizione('CONDIZIONI_GENERALI', true),
  condizione('MARKETING', false),
];

function apply(step: StepName, data: Record<string, unknown>, p = proposta(), condizioni = CONDIZIONI) {
  return applyStep({ step, data, proposta: p, condizioni, now: NOW });
}

/** The AppError an apply throws, to check its status, code and fields. */
function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

const giulia = {
  anagrafica: { tipo: 'PF' as const, nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
  contatti: { email: 'giulia.bianchi@example.com', telefono: '+393331234567' },
  titolo: 'PROPRIETARIO' as const,
};
const indirizzo = {
  toponimo: 'Via',
  via: 'Roma',
  civico: '10',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};

describe('applyStep', () => {
  it('datiAnagrafici replaces the holder as a whole', () => {
    const before = proposta({
      intestatario: { anagrafica: { tipo: 'PG', ragioneSociale: 'Acme', partitaIva: '01234567897' } },
    });
    const after = apply('datiAnagrafici', { intestatario: giulia }, before);
    expect(after.intestatario).toEqual(giulia);
    expect(after.intestatario.anagrafica).not.toHaveProperty('ragioneSociale');
    expect(after.forniture).toEqual(before.forniture);
    expect(before.intestatario.anagrafica?.tipo).toBe('PG');
  });

  it('indirizzoFornitura sets the address on the supply', () => {
    const after = apply('indirizzoFornitura', { indirizzo });
    expect(after.forniture).toEqual([{ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE', indirizzo }]);
  });

  it('indirizzoFornitura sets the address on both supplies of a dual proposal', () => {
    const after = apply('indirizzoFornitura', { indirizzo }, dualProposta());
    expect(after.forniture.map((f) => [f.commodity, f.indirizzo])).toEqual([
      ['LUCE', indirizzo],
      ['GAS', indirizzo],
    ]);
  });

  it('datiTecnici merges each supply by index and keeps its commodity', () => {
    const before = dualProposta();
    before.forniture[0]!.indirizzo = indirizzo;
    const after = apply(
      'datiTecnici',
      {
        forniture: [
          { commodity: 'GAS', pod: 'IT001E12345678', potenzaImpegnataKw: 3, tensione: 'MONOFASE' },
          { commodity: 'LUCE', pdr: '00881234567890', usoGas: 'DOMESTICO' },
        ],
      },
      before,
    );
    expect(after.forniture).toEqual([
      {
        commodity: 'LUCE',
        operazioneCommerciale: 'ATTIVAZIONE',
        indirizzo,
        pod: 'IT001E12345678',
        potenzaImpegnataKw: 3,
        tensione: 'MONOFASE',
      },
      { commodity: 'GAS', operazioneCommerciale: 'ATTIVAZIONE', pdr: '00881234567890', usoGas: 'DOMESTICO' },
    ]);
  });

  it('modalitaInvioBolletta and metodoPagamento replace their section', () => {
    const before = proposta({
      invioBolletta: { modalita: 'EMAIL', email: 'old@example.com' },
      pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' },
    });
    const bill = apply('modalitaInvioBolletta', { invioBolletta: { modalita: 'CARTACEO' } }, before);
    expect(bill.invioBolletta).toEqual({ modalita: 'CARTACEO' });
    expect(bill.pagamento).toEqual(before.pagamento);

    const paid = apply('metodoPagamento', { pagamento: { metodo: 'BOLLETTINO' } }, before);
    expect(paid.pagamento).toEqual({ metodo: 'BOLLETTINO' });
    expect(paid.invioBolletta).toEqual(before.invioBolletta);
  });

  it('a step without data leaves the proposal as it is', () => {
    const before = proposta({ intestatario: giulia });
    expect(apply('riepilogo', {}, before)).toBe(before);
    expect(apply('firma', {}, before)).toBe(before);
  });
});

describe('applyStep accettazioneCondizioni', () => {
  it('records each consent with the version of its text and the time', () => {
    const after = apply('accettazioneCondizioni', {
      condizioni: { PRIVACY: true, CONDIZIONI_GENERALI: true, MARKETING: false },
    });
    expect(after.consensi).toEqual({
      PRIVACY: { accettata: true, versione: '2026-01', il: '2026-11-22T10:00:00.000Z' },
      CONDIZIONI_GENERALI: { accettata: true, versione: '2026-01', il: '2026-11-22T10:00:00.000Z' },
      MARKETING: { accettata: false, versione: '2026-01', il: '2026-11-22T10:00:00.000Z' },
    });
  });

  it('accepts mandatory consents given earlier (PATCH /condition) at the current version', () => {
    const given = { accettata: true, versione: '2026-01', il: '2026-11-21T09:00:00.000Z' };
    const before = proposta({ consensi: { PRIVACY: given, CONDIZIONI_GENERALI: given } });
    expect(apply('accettazioneCondizioni', {}, before).consensi).toEqual(before.consensi);
  });

  it('refuses a missing or refused mandatory consent with a field per consent', () => {
    const error = errorOf(() => apply('accettazioneCondizioni', { condizioni: { PRIVACY: false } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      'condizioni.PRIVACY': 'validation.consent_required',
      'condizioni.CONDIZIONI_GENERALI': 'validation.consent_required',
    });
  });

  it('counts a consent given for an older version of the text as missing', () => {
    const old = { accettata: true, versione: '2025-06', il: '2025-07-01T09:00:00.000Z' };
    const before = proposta({
      consensi: { PRIVACY: old, CONDIZIONI_GENERALI: { ...old, versione: '2026-01' } },
    });
    expect(errorOf(() => apply('accettazioneCondizioni', {}, before)).fields).toEqual({
      'condizioni.PRIVACY': 'validation.consent_required',
    });
  });

  it('refuses a consent code the brand does not have', () => {
    const error = errorOf(() =>
      apply('accettazioneCondizioni', {
        condizioni: { PRIVACY: true, CONDIZIONI_GENERALI: true, NEWSLETTER: true },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ 'condizioni.NEWSLETTER': 'validation.unknown_field' });
  });

  it('does not change the proposal it is given', () => {
    const before = proposta();
    apply('accettazioneCondizioni', { condizioni: { PRIVACY: true, CONDIZIONI_GENERALI: true } }, before);
    expect(before.consensi).toEqual({});
  });
});

describe('mergeDraft', () => {
  const full = () =>
    proposta({
      intestatario: giulia,
      forniture: [
        { commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE', indirizzo, pod: 'IT001E12345678' },
        { commodity: 'GAS', operazioneCommerciale: 'ATTIVAZIONE', pdr: '00881234567890' },
      ],
      invioBolletta: { modalita: 'EMAIL', email: 'giulia.bianchi@example.com' },
      pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' },
      consensi: { PRIVACY: { accettata: true, versione: '2026-01', il: '2026-11-21T09:00:00.000Z' } },
    });

  it('merges the holder key by key', () => {
    const after = mergeDraft(full(), {
      intestatario: { anagrafica: { nome: 'Giulietta' }, contatti: { telefono: '+393471234567' } },
    });
    expect(after.intestatario).toEqual({
      anagrafica: { ...giulia.anagrafica, nome: 'Giulietta' },
      contatti: { email: giulia.contatti.email, telefono: '+393471234567' },
      titolo: 'PROPRIETARIO',
    });
  });

  it('merges supplies by index and each address key by key', () => {
    const after = mergeDraft(full(), {
      forniture: [{ indirizzo: { civico: '12' } }, { usoGas: 'DOMESTICO' }],
    });
    expect(after.forniture[0]).toEqual({ ...full().forniture[0], indirizzo: { ...indirizzo, civico: '12' } });
    expect(after.forniture[1]).toMatchObject({ ...full().forniture[1], usoGas: 'DOMESTICO' });
  });

  it('leaves the supplies the draft does not mention', () => {
    const after = mergeDraft(full(), { forniture: [{ pod: 'IT002E87654321' }] });
    expect(after.forniture[0]?.pod).toBe('IT002E87654321');
    expect(after.forniture[1]).toEqual(full().forniture[1]);
  });

  it('merges bill delivery and payment key by key', () => {
    const after = mergeDraft(full(), {
      invioBolletta: { email: 'g@example.com' },
      pagamento: { metodo: 'BOLLETTINO' },
    });
    expect(after.invioBolletta).toEqual({ modalita: 'EMAIL', email: 'g@example.com' });
    expect(after.pagamento).toEqual({ metodo: 'BOLLETTINO', iban: 'IT60X0542811101000000123456' });
  });

  it('keeps every part the draft does not touch', () => {
    const before = full();
    const after = mergeDraft(before, { pagamento: { iban: 'DE89370400440532013000' } });
    expect(after).toEqual({ ...before, pagamento: { metodo: 'SDD', iban: 'DE89370400440532013000' } });
    expect(mergeDraft(before, {})).toEqual(before);
    expect(before).toEqual(full());
  });
});
