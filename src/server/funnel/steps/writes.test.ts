import { describe, expect, it } from 'vitest';
import type { Proposta } from '../../../shared/schemas/proposta';
import { AppError } from '../../errors';
import type { CondizioneRow } from '../../store/repos/catalogue';
import { acceptConsents } from '../consents';
import { withHolder } from './dati-anagrafici';
import { withSupplyData } from './dati-tecnici';
import type { Sale } from '../context';
import type { StepEnv } from './define-step';
import { firma } from './firma';
import { withSupplyAddress } from './indirizzo-fornitura';
import { metodoPagamento } from './metodo-pagamento';
import { modalitaInvioBolletta } from './modalita-invio-bolletta';
import { riepilogo } from './riepilogo';

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
    pubblicataIl: new Date('2026-01-01T00:00:00Z'),
  };
}

const CONDIZIONI = [
  condizione('PRIVACY', true),
  condizione('CONDIZIONI_GENERALI', true),
  condizione('MARKETING', false),
];

function accept(given: Record<string, boolean>, p = proposta()) {
  return acceptConsents(p, given, CONDIZIONI, NOW);
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

describe('what a step writes into the proposal', () => {
  it('datiAnagrafici replaces the holder as a whole', () => {
    const before = proposta({
      intestatario: { anagrafica: { tipo: 'PG', ragioneSociale: 'Acme', partitaIva: '01234567897' } },
    });
    const after = withHolder(before, giulia);
    expect(after.intestatario).toEqual(giulia);
    expect(after.intestatario.anagrafica).not.toHaveProperty('ragioneSociale');
    expect(after.forniture).toEqual(before.forniture);
    expect(before.intestatario.anagrafica?.tipo).toBe('PG');
  });

  it('indirizzoFornitura sets the address on the supply', () => {
    const after = withSupplyAddress(proposta(), indirizzo);
    expect(after.forniture).toEqual([{ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE', indirizzo }]);
  });

  it('indirizzoFornitura sets the address on both supplies of a dual proposal', () => {
    const after = withSupplyAddress(dualProposta(), indirizzo);
    expect(after.forniture.map((f) => [f.commodity, f.indirizzo])).toEqual([
      ['LUCE', indirizzo],
      ['GAS', indirizzo],
    ]);
  });

  it('datiTecnici merges each supply by index and keeps its commodity', () => {
    const before = dualProposta();
    before.forniture[0]!.indirizzo = indirizzo;
    const after = withSupplyData(before, [
      { commodity: 'GAS', pod: 'IT001E12345678', potenzaImpegnataKw: 3, tensione: 'MONOFASE' },
      { commodity: 'LUCE', pdr: '00881234567890', usoGas: 'DOMESTICO' },
    ]);
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
});

/**
 * A Next's world for steps that need neither the database nor a service: an electricity DOMESTICO
 * activation (what the schemas depend on); anything else they touched would throw.
 */
const ENV = {
  tx: undefined,
  now: NOW,
  services: undefined,
  sale: {
    vendita: { operazione: 'ATTIVAZIONE', variabili: {} },
    offerta: { tipo: 'LUCE', tipoContratto: 'DOMESTICO' },
  },
} as unknown as StepEnv & { sale: Sale };

describe("a step's Next through its module", () => {
  it('modalitaInvioBolletta and metodoPagamento replace their section', async () => {
    const before = proposta({
      invioBolletta: { modalita: 'EMAIL', email: 'old@example.com' },
      pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' },
    });
    const state = { proposta: before, variabili: {} };
    const bill = await modalitaInvioBolletta.next({ invioBolletta: { modalita: 'CARTACEO' } }, state, ENV);
    expect(bill.proposta.invioBolletta).toEqual({ modalita: 'CARTACEO' });
    expect(bill.proposta.pagamento).toEqual(before.pagamento);

    const paid = await metodoPagamento.next({ pagamento: { metodo: 'BOLLETTINO' } }, state, ENV);
    expect(paid.proposta.pagamento).toEqual({ metodo: 'BOLLETTINO' });
    expect(paid.proposta.invioBolletta).toEqual(before.invioBolletta);
  });

  it('a step without data leaves the proposal as it is; firma has no Next at all', async () => {
    const before = proposta({ intestatario: giulia });
    const after = await riepilogo.next({}, { proposta: before, variabili: {} }, ENV);
    expect(after.proposta).toBe(before);
    const refused = await firma.next({}, { proposta: before, variabili: {} }, ENV).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fields).toEqual({ otp: 'validation.otp_required' });
  });
});

describe('accettazioneCondizioni: acceptConsents', () => {
  it('records each consent with the version of its text and the time', () => {
    const after = accept({ PRIVACY: true, CONDIZIONI_GENERALI: true, MARKETING: false });
    expect(after.consensi).toEqual({
      PRIVACY: { accettata: true, versione: '2026-01', il: '2026-11-22T10:00:00.000Z' },
      CONDIZIONI_GENERALI: { accettata: true, versione: '2026-01', il: '2026-11-22T10:00:00.000Z' },
      MARKETING: { accettata: false, versione: '2026-01', il: '2026-11-22T10:00:00.000Z' },
    });
  });

  it('accepts mandatory consents given earlier (PATCH /condition) at the current version', () => {
    const given = { accettata: true, versione: '2026-01', il: '2026-11-21T09:00:00.000Z' };
    const before = proposta({ consensi: { PRIVACY: given, CONDIZIONI_GENERALI: given } });
    expect(accept({}, before).consensi).toEqual(before.consensi);
  });

  it('refuses a missing or refused mandatory consent with a field per consent', () => {
    const error = errorOf(() => accept({ PRIVACY: false }));
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
    expect(errorOf(() => accept({}, before)).fields).toEqual({
      'condizioni.PRIVACY': 'validation.consent_required',
    });
  });

  it('refuses a consent code the brand does not have', () => {
    const error = errorOf(() => accept({ PRIVACY: true, CONDIZIONI_GENERALI: true, NEWSLETTER: true }));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ 'condizioni.NEWSLETTER': 'validation.unknown_field' });
  });

  it('does not change the proposal it is given', () => {
    const before = proposta();
    accept({ PRIVACY: true, CONDIZIONI_GENERALI: true }, before);
    expect(before.consensi).toEqual({});
  });
});
