import type { Language, Operazione, StepName } from '../../../shared/domain';

// The texts of the operators' pages (login, report, CSV headers), Italian and English, chosen by
// Accept-Language. They are for the retailer's staff, not customers, so they live here and not in
// the web app's locales.

export type ReportTexts = {
  loginTitle: string;
  loginIntro: string;
  user: string;
  password: string;
  signIn: string;
  wrongCredentials: string;
  tooManyAttempts: string;
  formExpired: string;
  reportTitle: string;
  signedInAs: string;
  signOut: string;
  filters: string;
  brand: string;
  offer: string;
  operation: string;
  from: string;
  to: string;
  all: string;
  apply: string;
  downloadCsv: string;
  invalidFilters: string;
  summary: string;
  period: string;
  sales: string;
  concluded: string;
  conversion: string;
  truncated: string;
  noData: string;
  stepsCaption: (operation: string) => string;
  enteredLine: (entered: string, concluded: string, conversion: string) => string;
  colStep: string;
  colCode: string;
  colReached: string;
  colShare: string;
  colDroppedOut: string;
  colMedian: string;
  colMedianSeconds: string;
  colOperation: string;
  notInFlow: string;
  notes: string[];
  operations: Record<Operazione, string>;
  steps: Record<StepName, string>;
};

const it: ReportTexts = {
  loginTitle: 'Accesso operatori',
  loginIntro: 'Accedi per vedere il report del funnel di vendita.',
  user: 'Utente',
  password: 'Password',
  signIn: 'Accedi',
  wrongCredentials: 'Utente o password non corretti.',
  tooManyAttempts: 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  formExpired: 'Il modulo è scaduto: inserisci di nuovo le credenziali.',
  reportTitle: 'Report del funnel di vendita',
  signedInAs: 'Accesso come',
  signOut: 'Esci',
  filters: 'Filtri',
  brand: 'Marchio',
  offer: 'Offerta',
  operation: 'Operazione',
  from: 'Dal giorno',
  to: 'Al giorno',
  all: 'Tutti',
  apply: 'Applica',
  downloadCsv: 'Scarica CSV',
  invalidFilters: 'Alcuni filtri non sono validi e sono stati ignorati.',
  summary: 'Riepilogo',
  period: 'Periodo',
  sales: 'Vendite',
  concluded: 'Concluse',
  conversion: 'Conversione',
  truncated: 'Troppi eventi nel periodo: i numeri coprono solo i primi. Restringi i filtri.',
  noData: 'Nessun evento per questi filtri.',
  stepsCaption: (operation) => `Passi di ${operation}`,
  enteredLine: (entered, concluded, conversion) =>
    `${entered} vendite entrate, ${concluded} concluse (conversione ${conversion}).`,
  colStep: 'Passo',
  colCode: 'Codice',
  colReached: 'Vendite arrivate',
  colShare: 'Sul totale entrate',
  colDroppedOut: 'Abbandoni qui',
  colMedian: 'Tempo mediano',
  colMedianSeconds: 'Tempo mediano (s)',
  colOperation: 'Operazione',
  notInFlow: 'non più nel flusso',
  notes: [
    'Vendite arrivate: vendite distinte che hanno visto il passo.',
    'Abbandoni: vendite non concluse il cui ultimo passo visto è questo (comprese quelle ancora in corso).',
    'Tempo mediano: tra la vista del passo e la vista successiva, sommato per vendita.',
    'Giorni in ora italiana; contano gli eventi del periodo.',
  ],
  operations: {
    ATTIVAZIONE: 'Attivazione',
    SUBENTRO: 'Subentro',
    VOLTURA: 'Voltura',
    CAMBIO_PRODOTTO: 'Cambio prodotto',
  },
  steps: {
    ricercaCliente: 'Ricerca cliente',
    datiAnagrafici: 'Dati anagrafici',
    indirizzoFornitura: 'Indirizzo di fornitura',
    datiTecnici: 'Dati tecnici',
    modalitaInvioBolletta: 'Invio bolletta',
    metodoPagamento: 'Metodo di pagamento',
    invioBollettaPagamento: 'Invio bolletta e pagamento',
    accettazioneCondizioni: 'Accettazione condizioni',
    riepilogo: 'Riepilogo',
    datiAnagraficiEstratti: 'Dati anagrafici dalla bolletta',
    datiTecniciEstratti: 'Dati tecnici dalla bolletta',
    firma: 'Firma',
    congratulazioni: 'Congratulazioni',
    sceltaOperazione: 'Scelta operazione',
    caricamentoAllegati: 'Caricamento allegati',
    datiFornitura: 'Dati fornitura',
    datiTecniciOperazione: 'Dati tecnici operazione',
    datiAnagraficiSubentrante: 'Dati del subentrante',
    fornituraNonTrovata: 'Fornitura non trovata',
    subentroFornituraAttiva: 'Subentro su fornitura attiva',
    cambioProdottoFornituraNonTrovata: 'Cambio prodotto: fornitura non trovata',
    cambioProdottoFornituraNonCompatibile: 'Cambio prodotto: fornitura non compatibile',
    creditCheckKo: 'Verifica del credito non superata',
    verificaOtpCliente: 'Verifica codice cliente',
    selezioneFornitura: 'Selezione fornitura',
    verificaRemi: 'Verifica REMI',
  },
};

const en: ReportTexts = {
  loginTitle: 'Operator sign-in',
  loginIntro: 'Sign in to see the sales funnel report.',
  user: 'User',
  password: 'Password',
  signIn: 'Sign in',
  wrongCredentials: 'Wrong user or password.',
  tooManyAttempts: 'Too many failed attempts. Try again in a few minutes.',
  formExpired: 'The form has expired: enter your credentials again.',
  reportTitle: 'Sales funnel report',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  filters: 'Filters',
  brand: 'Brand',
  offer: 'Offer',
  operation: 'Operation',
  from: 'From',
  to: 'To',
  all: 'All',
  apply: 'Apply',
  downloadCsv: 'Download CSV',
  invalidFilters: 'Some filters were not valid and have been ignored.',
  summary: 'Summary',
  period: 'Period',
  sales: 'Sales',
  concluded: 'Concluded',
  conversion: 'Conversion',
  truncated: 'Too many events in the period: the figures cover the first ones only. Narrow the filters.',
  noData: 'No events for these filters.',
  stepsCaption: (operation) => `Steps of ${operation}`,
  enteredLine: (entered, concluded, conversion) =>
    `${entered} sales entered, ${concluded} concluded (conversion ${conversion}).`,
  colStep: 'Step',
  colCode: 'Code',
  colReached: 'Sales reaching it',
  colShare: 'Of sales entered',
  colDroppedOut: 'Dropped out here',
  colMedian: 'Median time',
  colMedianSeconds: 'Median time (s)',
  colOperation: 'Operation',
  notInFlow: 'no longer in the flow',
  notes: [
    'Sales reaching it: distinct sales that saw the step.',
    'Dropped out: unfinished sales whose last step seen is this one (including those still in progress).',
    'Median time: from the view of the step to the next view, summed per sale.',
    'Days in Italian time; the events of the period count.',
  ],
  operations: {
    ATTIVAZIONE: 'Activation',
    SUBENTRO: 'Takeover',
    VOLTURA: 'Transfer',
    CAMBIO_PRODOTTO: 'Product change',
  },
  steps: {
    ricercaCliente: 'Customer search',
    datiAnagrafici: 'Personal data',
    indirizzoFornitura: 'Supply address',
    datiTecnici: 'Technical data',
    modalitaInvioBolletta: 'Bill delivery',
    metodoPagamento: 'Payment method',
    invioBollettaPagamento: 'Bill delivery and payment',
    accettazioneCondizioni: 'Terms acceptance',
    riepilogo: 'Summary',
    datiAnagraficiEstratti: 'Personal data from the bill',
    datiTecniciEstratti: 'Technical data from the bill',
    firma: 'Signing',
    congratulazioni: 'Congratulations',
    sceltaOperazione: 'Operation choice',
    caricamentoAllegati: 'Attachments upload',
    datiFornitura: 'Supply data',
    datiTecniciOperazione: 'Technical data of the operation',
    datiAnagraficiSubentrante: 'New holder data',
    fornituraNonTrovata: 'Supply not found',
    subentroFornituraAttiva: 'Takeover of an active supply',
    cambioProdottoFornituraNonTrovata: 'Product change: supply not found',
    cambioProdottoFornituraNonCompatibile: 'Product change: supply not compatible',
    creditCheckKo: 'Credit check failed',
    verificaOtpCliente: 'Customer code check',
    selezioneFornitura: 'Supply choice',
    verificaRemi: 'REMI check',
  },
};

export const REPORT_TEXTS: Record<Language, ReportTexts> = { it, en };

export function operationLabel(t: ReportTexts, operazione: string): string {
  return t.operations[operazione as Operazione] ?? operazione;
}

export function stepLabel(t: ReportTexts, step: string): string {
  return t.steps[step as StepName] ?? step;
}
