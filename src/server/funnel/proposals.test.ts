import { describe, expect, it } from 'vitest';
import type { Proposta } from '../../shared/schemas/proposta';
import { mergeDraft } from './proposals';

function proposta(over: Partial<Proposta> = {}): Proposta {
  return {
    id: '6f1c2a52-3b7e-4c8e-9a0b-1d2e3f405162',
    intestatario: {},
    forniture: [{ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE' }],
    consensi: {},
    ...over,
  };
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
