// Valid data for each step of an electricity activation, shared by the API tests and by the programs
// that walk sales over HTTP (bench, scripts/crash, the cluster tests): no test runner imported here.

// Each step of the ATTIVAZIONE flow on an electricity DOMESTICO offer (101).
export const VALID_STEP_DATA: Record<string, Record<string, unknown>> = {
  ricercaCliente: { giaCliente: false },
  datiAnagrafici: {
    intestatario: {
      anagrafica: { tipo: 'PF', nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
      contatti: { email: 'giulia.bianchi@example.com', telefono: '333 123 4567' },
      titolo: 'PROPRIETARIO',
    },
  },
  indirizzoFornitura: {
    indirizzo: {
      toponimo: 'Via',
      via: 'Roma',
      civico: '10',
      cap: '20121',
      comune: 'Milano',
      provincia: 'mi',
    },
  },
  datiTecnici: {
    forniture: [
      {
        commodity: 'LUCE',
        pod: 'IT001E12345678',
        potenzaImpegnataKw: 3,
        tensione: 'MONOFASE',
        usoLuce: 'DOMESTICO',
        residente: true,
      },
    ],
  },
  modalitaInvioBolletta: { invioBolletta: { modalita: 'EMAIL', email: 'giulia.bianchi@example.com' } },
  metodoPagamento: { pagamento: { metodo: 'SDD', iban: 'IT60 X054 2811 1010 0000 0123 456' } },
  accettazioneCondizioni: { condizioni: { PRIVACY: true, CONDIZIONI_GENERALI: true, MARKETING: false } },
  riepilogo: {},
  caricamentoAllegati: {},
};

/** The smallest file the server takes as a PDF (it checks content, not names). */
export const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** VALID_STEP_DATA for a customer of their own: `email` as contact and for the bills. */
export function stepDataFor(email: string): Record<string, Record<string, unknown>> {
  const holder = VALID_STEP_DATA.datiAnagrafici!.intestatario as Record<string, unknown>;
  return {
    ...VALID_STEP_DATA,
    datiAnagrafici: { intestatario: { ...holder, contatti: { email, telefono: '333 123 4567' } } },
    modalitaInvioBolletta: { invioBolletta: { modalita: 'EMAIL', email } },
  };
}
