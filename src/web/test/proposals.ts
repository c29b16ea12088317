import type { Proposta } from '../../shared/schemas/proposta';

// Proposals as the back office's API sends them, for the tests of a sale's page.

/** The demo sale's proposal (server/store/seed-demo.ts), as the back office's API sends it. */
export const DEMO_PROPOSAL: Proposta = {
  id: '00000000-0000-4000-8000-00000000a106',
  intestatario: {
    anagrafica: { tipo: 'PF', nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA85T10A562S' },
    contatti: { email: 'mario.rossi@example.com', telefono: '+393331234567' },
    titolo: 'PROPRIETARIO',
  },
  forniture: [{ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE' }],
  consensi: {},
};

export const ADDRESS = {
  toponimo: 'Via',
  via: 'Roma',
  civico: '10',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};

/** A company's signed dual-fuel proposal with every field of the proposal filled. */
export const FULL_PROPOSAL: Proposta = {
  id: '00000000-0000-4000-8000-00000000f011',
  intestatario: {
    anagrafica: {
      tipo: 'PG',
      nome: 'Mario',
      cognome: 'Rossi',
      codiceFiscale: '01234567897',
      ragioneSociale: 'Rossi Srl',
      partitaIva: '01234567897',
      legaleRappresentante: { nome: 'Anna', cognome: 'Verdi', codiceFiscale: 'VRDNNA80A41F205X' },
    },
    contatti: { email: 'info@rossi.example', telefono: '+390212345678' },
    titolo: 'LEGALE RAPPRESENTANTE',
  },
  forniture: [
    {
      commodity: 'LUCE',
      operazioneCommerciale: 'ATTIVAZIONE',
      indirizzo: ADDRESS,
      residente: false,
      pod: 'IT001E12345678',
      potenzaImpegnataKw: 4.5,
      tensione: 'MONOFASE',
      usoLuce: 'ALTRI_USI_BT',
    },
    {
      commodity: 'GAS',
      operazioneCommerciale: 'ATTIVAZIONE',
      indirizzo: { ...ADDRESS, civico: '12' },
      residente: true,
      pdr: '12345678901234',
      usoGas: 'USI_DIVERSI',
      categoriaUsoGas: 'C1',
      profiloSettimanale: 'F2',
      codiceRemi: '34567890',
    },
  ],
  invioBolletta: { modalita: 'EMAIL', email: 'bollette@rossi.example' },
  pagamento: {
    metodo: 'SDD',
    iban: 'IT60X0542811101000000123456',
    intestatarioConto: { nome: 'Anna', cognome: 'Verdi', codiceFiscale: 'VRDNNA80A41F205X' },
  },
  consensi: {
    PRIVACY: { accettata: true, versione: '2026.1', il: '2026-05-10T08:30:00.000Z' },
    MARKETING: { accettata: false, versione: '2026.1', il: '2026-05-10T08:30:00.000Z' },
  },
  firma: {
    firmataIl: '2026-05-10T08:35:00.000Z',
    otpInviatoIl: '2026-05-10T08:33:00.000Z',
    canale: 'email',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
  },
};
