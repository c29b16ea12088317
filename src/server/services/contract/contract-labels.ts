import type { Language } from '../../../shared/domain';

// The contract's words in the sale's language. The enum labels repeat the web's (enums.json): the
// server may not import web code, and a signed contract must not change when the web's wording does.

const IT_FIELDS = {
  offer: 'Offerta',
  offerCode: 'Codice offerta',
  offerType: 'Tipo offerta',
  contractType: 'Tipo contratto',
  operation: 'Operazione',
  channel: 'Canale di vendita',
  prices: 'Prezzi',
  holderType: 'Tipo cliente',
  name: 'Nome',
  surname: 'Cognome',
  fiscalCode: 'Codice fiscale',
  companyName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  legalRep: 'Legale rappresentante',
  title: 'Titolo sull’immobile',
  email: 'E-mail',
  phone: 'Telefono',
  commodity: 'Servizio',
  pod: 'POD',
  pdr: 'PDR',
  address: 'Indirizzo di fornitura',
  resident: 'Residenza',
  power: 'Potenza impegnata',
  voltage: 'Tensione',
  useLuce: 'Uso',
  useGas: 'Uso del gas',
  gasCategory: 'Categoria d’uso',
  weeklyProfile: 'Profilo settimanale',
  remi: 'Codice REMI',
  billMode: 'Modalità',
  billEmail: 'E-mail per la bolletta',
  paymentMethod: 'Metodo',
  iban: 'IBAN',
  accountHolder: 'Intestatario del conto',
  otpChannel: 'Codice monouso inviato via',
  otpDestination: 'Destinatario del codice',
  otpSentAt: 'Codice inviato il',
  otpVerifiedAt: 'Codice verificato (firma) il',
  ip: 'Indirizzo IP',
  userAgent: 'Browser (user agent)',
  proposalId: 'Identificativo proposta',
  template: 'Modello del documento',
  contentHash: 'Impronta SHA-256 del contenuto',
};

type Labels = {
  title: string;
  proposalNumber: string;
  saleId: string;
  page: (i: number, n: number) => string;
  sections: Record<
    'offer' | 'holder' | 'contacts' | 'supply' | 'billing' | 'payment' | 'consents' | 'withdrawal' | 'audit',
    string
  >;
  fields: Record<keyof typeof IT_FIELDS, string>;
  yes: string;
  no: string;
  accepted: string;
  refused: string;
  version: string;
  romeTime: string;
  enums: Record<string, Record<string, string>>;
  withdrawal: (brand: string, deadline: string) => string[];
};

const it: Labels = {
  title: 'Contratto di fornitura firmato',
  proposalNumber: 'Proposta n.',
  saleId: 'Identificativo vendita',
  page: (i, n) => `pagina ${i} di ${n}`,
  sections: {
    offer: 'Offerta',
    holder: 'Intestatario',
    contacts: 'Contatti',
    supply: 'Fornitura',
    billing: 'Invio della bolletta',
    payment: 'Pagamento',
    consents: 'Consensi',
    withdrawal: 'Diritto di ripensamento',
    audit: 'Firma elettronica: registro',
  },
  fields: IT_FIELDS,
  yes: 'Sì',
  no: 'No',
  accepted: 'Accettato',
  refused: 'Non accettato',
  version: 'versione',
  romeTime: 'ora italiana',
  enums: {
    tipoAnagrafica: { PF: 'Persona fisica', PG: 'Azienda o condominio' },
    titolo: {
      PROPRIETARIO: 'Proprietario',
      AFFITTUARIO: 'Affittuario',
      'LEGALE RAPPRESENTANTE': 'Legale rappresentante',
      'CONDUTTORE AD ALTRO TITOLO': 'Conduttore ad altro titolo',
    },
    commodity: { LUCE: 'Energia elettrica', GAS: 'Gas naturale' },
    tipoOfferta: { LUCE: 'Luce', GAS: 'Gas', LUCE_GAS: 'Luce e gas' },
    tipoContratto: { DOMESTICO: 'Domestico', ALTRI_USI: 'Altri usi', CONDOMINIO: 'Condominio' },
    operazione: {
      ATTIVAZIONE: 'Attivazione',
      SUBENTRO: 'Subentro',
      VOLTURA: 'Voltura',
      CAMBIO_PRODOTTO: 'Cambio prodotto',
    },
    tensione: { MONOFASE: '230 V – monofase', TRIFASE: '380 V – trifase' },
    usoLuce: {
      DOMESTICO: 'Uso domestico',
      ALTRI_USI_BT: 'Altri usi in bassa tensione',
      ALTRI_USI_MT: 'Altri usi in media tensione',
      ALTRI_USI_AT: 'Altri usi in alta tensione',
      PUNTI_RICARICA: 'Punti di ricarica elettrica',
      ILLUMINAZIONE_PUBBLICA_BT: 'Illuminazione pubblica in bassa tensione',
      ILLUMINAZIONE_PUBBLICA_MT: 'Illuminazione pubblica in media tensione',
      ILLUMINAZIONE_PUBBLICA_GROSSISTA_BT: 'Illuminazione pubblica grossista in bassa tensione',
      ILLUMINAZIONE_PUBBLICA_GROSSISTA_MT: 'Illuminazione pubblica grossista in media tensione',
      GROSSISTA_BT: 'Grossista in bassa tensione',
      GROSSISTA_MT: 'Grossista in media tensione',
      GROSSISTA_AT: 'Grossista in alta tensione',
    },
    usoGas: {
      DOMESTICO: 'Uso domestico',
      CONDOMINIO_USO_DOMESTICO: 'Condominio con uso domestico',
      USI_DIVERSI: 'Usi diversi',
      INDUSTRIALE: 'Uso industriale',
    },
    profilo: { F1: '7 giorni su 7', F2: '6 giorni', F3: '5 giorni' },
    modalita: { EMAIL: 'Bolletta via e-mail', CARTACEO: 'Bolletta cartacea per posta' },
    metodo: { SDD: 'Addebito diretto sul conto (SEPA)', BOLLETTINO: 'Bollettino postale' },
    canaleOtp: { email: 'e-mail', sms: 'SMS' },
  },
  withdrawal: (brand, deadline) => [
    'Se sei un consumatore puoi recedere dal contratto entro 14 giorni dalla sua conclusione, senza indicarne il motivo e senza penali (art. 52 del Codice del consumo, D.Lgs. 6 settembre 2005, n. 206).',
    `Per esercitare il diritto invia a ${brand}, prima della scadenza del termine, una dichiarazione esplicita della tua decisione, anche usando il modulo tipo di recesso (Allegato I, parte B, del Codice del consumo). Il termine scade il ${deadline}.`,
    'Se hai chiesto che la fornitura inizi durante il periodo di ripensamento, in caso di recesso pagherai soltanto l’energia e i servizi ricevuti fino a quel momento (art. 57).',
  ],
};

const en: Labels = {
  title: 'Signed supply contract',
  proposalNumber: 'Proposal no.',
  saleId: 'Sale identifier',
  page: (i, n) => `page ${i} of ${n}`,
  sections: {
    offer: 'Offer',
    holder: 'Account holder',
    contacts: 'Contacts',
    supply: 'Supply',
    billing: 'Bill delivery',
    payment: 'Payment',
    consents: 'Consents',
    withdrawal: 'Right of withdrawal',
    audit: 'Electronic signature: audit trail',
  },
  fields: {
    offer: 'Offer',
    offerCode: 'Offer code',
    offerType: 'Offer type',
    contractType: 'Contract type',
    operation: 'Operation',
    channel: 'Sales channel',
    prices: 'Prices',
    holderType: 'Customer type',
    name: 'First name',
    surname: 'Surname',
    fiscalCode: 'Codice fiscale',
    companyName: 'Company name',
    vatNumber: 'VAT number (partita IVA)',
    legalRep: 'Legal representative',
    title: 'Title to the property',
    email: 'E-mail',
    phone: 'Phone',
    commodity: 'Service',
    pod: 'POD',
    pdr: 'PDR',
    address: 'Supply address',
    resident: 'Residence',
    power: 'Committed power',
    voltage: 'Voltage',
    useLuce: 'Use',
    useGas: 'Gas use',
    gasCategory: 'Use category',
    weeklyProfile: 'Weekly profile',
    remi: 'REMI code',
    billMode: 'Delivery',
    billEmail: 'E-mail for the bill',
    paymentMethod: 'Method',
    iban: 'IBAN',
    accountHolder: 'Account holder',
    otpChannel: 'One-time code sent by',
    otpDestination: 'Code sent to',
    otpSentAt: 'Code sent at',
    otpVerifiedAt: 'Code verified (signed) at',
    ip: 'IP address',
    userAgent: 'Browser (user agent)',
    proposalId: 'Proposal identifier',
    template: 'Document template',
    contentHash: 'SHA-256 fingerprint of the content',
  },
  yes: 'Yes',
  no: 'No',
  accepted: 'Accepted',
  refused: 'Not accepted',
  version: 'version',
  romeTime: 'Italian time',
  enums: {
    tipoAnagrafica: { PF: 'Private person', PG: 'Company or condominium' },
    titolo: {
      PROPRIETARIO: 'Owner',
      AFFITTUARIO: 'Tenant',
      'LEGALE RAPPRESENTANTE': 'Legal representative',
      'CONDUTTORE AD ALTRO TITOLO': 'Occupant under another title',
    },
    commodity: { LUCE: 'Electricity', GAS: 'Natural gas' },
    tipoOfferta: { LUCE: 'Electricity', GAS: 'Gas', LUCE_GAS: 'Electricity and gas' },
    tipoContratto: { DOMESTICO: 'Household', ALTRI_USI: 'Other uses', CONDOMINIO: 'Condominium' },
    operazione: {
      ATTIVAZIONE: 'Activation',
      SUBENTRO: 'Takeover',
      VOLTURA: 'Change of holder',
      CAMBIO_PRODOTTO: 'Product change',
    },
    tensione: { MONOFASE: '230 V – single phase', TRIFASE: '380 V – three phase' },
    usoLuce: {
      DOMESTICO: 'Domestic use',
      ALTRI_USI_BT: 'Other uses, low voltage',
      ALTRI_USI_MT: 'Other uses, medium voltage',
      ALTRI_USI_AT: 'Other uses, high voltage',
      PUNTI_RICARICA: 'Electric charging points',
      ILLUMINAZIONE_PUBBLICA_BT: 'Public lighting, low voltage',
      ILLUMINAZIONE_PUBBLICA_MT: 'Public lighting, medium voltage',
      ILLUMINAZIONE_PUBBLICA_GROSSISTA_BT: 'Public lighting wholesale, low voltage',
      ILLUMINAZIONE_PUBBLICA_GROSSISTA_MT: 'Public lighting wholesale, medium voltage',
      GROSSISTA_BT: 'Wholesale, low voltage',
      GROSSISTA_MT: 'Wholesale, medium voltage',
      GROSSISTA_AT: 'Wholesale, high voltage',
    },
    usoGas: {
      DOMESTICO: 'Domestic use',
      CONDOMINIO_USO_DOMESTICO: 'Apartment block, domestic use',
      USI_DIVERSI: 'Various uses',
      INDUSTRIALE: 'Industrial use',
    },
    profilo: { F1: '7 days a week', F2: '6 days', F3: '5 days' },
    modalita: { EMAIL: 'Bill by e-mail', CARTACEO: 'Paper bill by post' },
    metodo: { SDD: 'Direct debit (SEPA)', BOLLETTINO: 'Postal payment slip' },
    canaleOtp: { email: 'e-mail', sms: 'SMS' },
  },
  withdrawal: (brand, deadline) => [
    'If you are a consumer you may withdraw from this contract within 14 days of its conclusion, without giving any reason and without penalty (Italian Consumer Code, Legislative Decree 6 September 2005 no. 206, art. 52).',
    `To withdraw, send ${brand} a clear statement of your decision before the period ends, for instance with the model withdrawal form (Annex I, part B, of the Consumer Code). The period ends on ${deadline}.`,
    'If you asked for the supply to start during the withdrawal period and then withdraw, you only pay for the energy and services received until then (art. 57).',
  ],
};

export const CONTRACT_LABELS: Record<Language, Labels> = { it, en };

/** An enum value in words; a value the table does not know shows as it is stored. */
export function enumLabel(lang: Language, table: string, value: string | undefined): string {
  if (!value) return '';
  return CONTRACT_LABELS[lang].enums[table]?.[value] ?? value.replace(/_/g, ' ').toLowerCase();
}
