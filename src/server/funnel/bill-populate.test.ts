import { describe, expect, it } from 'vitest';
import type { Proposta } from '../../shared/schemas/proposta';
import { populateFromBill } from './bill-populate';

const empty = (commodities: ('LUCE' | 'GAS')[]): Proposta => ({
  id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  intestatario: {},
  forniture: commodities.map((commodity) => ({ commodity, operazioneCommerciale: 'ATTIVAZIONE' })),
  consensi: {},
});

const sure = <T>(valore: T) => ({ valore, confidenza: 0.95 });

describe('populateFromBill', () => {
  it('fills holder, address and the technical data of each supply of a dual offer', () => {
    const { proposta, ignorati } = populateFromBill(empty(['LUCE', 'GAS']), {
      tipoIntestatario: sure('PF' as const),
      nome: sure('Giulia'),
      cognome: sure('Bianchi'),
      codiceFiscale: sure('BNCGLI90A41F205H'),
      indirizzoFornitura: sure({
        toponimo: 'Via',
        via: 'Toledo',
        civico: '256',
        cap: '80134',
        comune: 'Napoli',
        provincia: 'NA',
      }),
      pod: sure('IT001E04871593'),
      pdr: sure('00880004512036'),
      potenzaImpegnataKw: sure(3),
      tensioneV: sure(230),
      codiceRemi: sure('34601200'),
      categoriaUsoGas: sure('C3' as const),
      fornitore: sure('Altra Energia'),
    });
    expect(ignorati).toEqual([]);
    expect(proposta.intestatario.anagrafica).toEqual({
      tipo: 'PF',
      nome: 'Giulia',
      cognome: 'Bianchi',
      codiceFiscale: 'BNCGLI90A41F205H',
    });
    expect(proposta.forniture[0]).toMatchObject({
      pod: 'IT001E04871593',
      potenzaImpegnataKw: 3,
      tensione: 'MONOFASE',
      indirizzo: { via: 'Toledo', cap: '80134' },
    });
    expect(proposta.forniture[1]).toMatchObject({
      pdr: '00880004512036',
      codiceRemi: '34601200',
      categoriaUsoGas: 'C3',
    });
    expect(proposta.forniture[1]).not.toHaveProperty('pod');
  });

  it('takes a company with its partita IVA', () => {
    const { proposta } = populateFromBill(empty(['LUCE']), {
      ragioneSociale: sure('Trattoria Da Gino S.r.l.'),
      partitaIva: sure('01234567897'),
    });
    expect(proposta.intestatario.anagrafica).toEqual({
      tipo: 'PG',
      ragioneSociale: 'Trattoria Da Gino S.r.l.',
      partitaIva: '01234567897',
      codiceFiscale: '01234567897',
    });
  });

  it('names the values that fail their rules and leaves them out', () => {
    const { proposta, ignorati } = populateFromBill(empty(['LUCE']), {
      codiceFiscale: sure('BNCGLI90A41F205X'),
      pod: sure('IT001X04871593'),
      potenzaImpegnataKw: sure(2.3),
      tensioneV: sure(110),
      indirizzoFornitura: sure({ via: 'Toledo', cap: '801' }),
    });
    expect(ignorati.sort()).toEqual([
      'codiceFiscale',
      'indirizzoFornitura.cap',
      'pod',
      'potenzaImpegnataKw',
      'tensioneV',
    ]);
    expect(proposta.forniture[0]).toEqual({
      commodity: 'LUCE',
      operazioneCommerciale: 'ATTIVAZIONE',
      indirizzo: { via: 'Toledo' },
    });
    expect(proposta.intestatario.anagrafica).toEqual({ tipo: 'PF' });
  });
});
