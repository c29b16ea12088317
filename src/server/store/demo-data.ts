import type { Colori, Prezzi, WidgetAccount } from './schema';

// The demo catalogue (domain.md), seeded with fixed ids. docs/demo-data.md lists every value.

export type DemoBrand = {
  id: number;
  codice: string;
  nome: string;
  colori: Colori;
  sitoPubblico: string;
  gaTrackingId: string;
  gtmId: string;
  /** The step variable widgetEnabled: written when the brand is first created, then left to the operator. */
  widgetEnabled: boolean;
  widget: WidgetAccount | null;
};

export const DEMO_BRANDS: DemoBrand[] = [
  {
    id: 1,
    codice: 'lumen',
    nome: 'Lumen Energia',
    colori: { primario: '#1f4fd1', secondario: '#f2b705', sfondo: '#f5f7fc', testo: '#14213d' },
    sitoPubblico: 'https://www.lumen-energia.example',
    gaTrackingId: 'G-LUMEN00001',
    gtmId: 'GTM-LUMEN01',
    widgetEnabled: false,
    widget: null,
  },
  {
    id: 2,
    codice: 'aurora',
    nome: 'Aurora Luce e Gas',
    colori: { primario: '#b7410e', secondario: '#3a1f5d', sfondo: '#fff8f3', testo: '#2b1a12' },
    sitoPubblico: 'https://www.aurora-luceegas.example',
    gaTrackingId: 'G-AURORA0002',
    gtmId: 'GTM-AURORA2',
    widgetEnabled: true,
    widget: { botId: 'aurora-faq', token: 'demo-aurora-token', url: '/widget/widget.js' },
  },
  {
    id: 3,
    codice: 'borea',
    nome: 'Borea Energia',
    colori: { primario: '#0f6b54', secondario: '#8fd3c1', sfondo: '#f3faf8', testo: '#0c2a23' },
    sitoPubblico: 'https://www.borea-energia.example',
    gaTrackingId: 'G-BOREA00003',
    gtmId: 'GTM-BOREA03',
    widgetEnabled: true,
    // incomplete on purpose: spec 5, a widget without its token stays off with a logged warning
    widget: { botId: 'borea-faq', url: '/widget/widget.js' },
  },
];

const PREZZI_LUCE = { energiaEuroKwh: 0.118, quotaFissaEuroMese: 9.5 };
const PREZZI_GAS = { materiaEuroSmc: 0.445, quotaFissaEuroMese: 11 };

type OfferTemplate = {
  n: number;
  codice: string;
  nome: string;
  tipo: 'LUCE' | 'GAS' | 'LUCE_GAS';
  tipoContratto: 'DOMESTICO' | 'ALTRI_USI' | 'CONDOMINIO';
  prezzi: Prezzi;
  descrizione: string;
  expired?: true;
};

const OFFER_TEMPLATES: OfferTemplate[] = [
  {
    n: 1,
    codice: 'CASA-LUCE',
    nome: 'Casa Luce',
    tipo: 'LUCE',
    tipoContratto: 'DOMESTICO',
    prezzi: { luce: PREZZI_LUCE },
    descrizione: 'Energia elettrica a prezzo fisso per 12 mesi, 100% da fonti rinnovabili.',
  },
  {
    n: 2,
    codice: 'CASA-GAS',
    nome: 'Casa Gas',
    tipo: 'GAS',
    tipoContratto: 'DOMESTICO',
    prezzi: { gas: PREZZI_GAS },
    descrizione: 'Gas naturale a prezzo fisso per 12 mesi.',
  },
  {
    n: 3,
    codice: 'CASA-LUCE-GAS',
    nome: 'Casa Luce e Gas',
    tipo: 'LUCE_GAS',
    tipoContratto: 'DOMESTICO',
    prezzi: { luce: PREZZI_LUCE, gas: PREZZI_GAS },
    descrizione: 'Luce e gas insieme, una sola bolletta.',
  },
  {
    n: 4,
    codice: 'BUSINESS-LUCE',
    nome: 'Business Luce',
    tipo: 'LUCE',
    tipoContratto: 'ALTRI_USI',
    prezzi: { luce: { energiaEuroKwh: 0.124, quotaFissaEuroMese: 18 } },
    descrizione: 'Energia elettrica per partite IVA e attività.',
  },
  {
    n: 5,
    codice: 'CONDOMINIO-GAS',
    nome: 'Condominio Gas',
    tipo: 'GAS',
    tipoContratto: 'CONDOMINIO',
    prezzi: { gas: { materiaEuroSmc: 0.43, quotaFissaEuroMese: 25 } },
    descrizione: 'Gas naturale per il riscaldamento condominiale.',
  },
  {
    n: 6,
    codice: 'CASA-LUCE-2025',
    nome: 'Casa Luce',
    tipo: 'LUCE',
    tipoContratto: 'DOMESTICO',
    prezzi: { luce: { energiaEuroKwh: 0.131, quotaFissaEuroMese: 9.5 } },
    descrizione: 'Edizione 2025, non più sottoscrivibile: sostituita da Casa Luce.',
    expired: true,
  },
];

export const DEMO_OFFERS = DEMO_BRANDS.flatMap((b) =>
  OFFER_TEMPLATES.map((t) => ({
    id: b.id * 100 + t.n,
    marchioId: b.id,
    codice: `${b.codice.slice(0, 3).toUpperCase()}-${t.codice}`,
    nome: t.nome,
    tipo: t.tipo,
    tipoContratto: t.tipoContratto,
    // n6 expired at the end of 2025 and links to n1 (domain.md)
    offertaIdCollegata: t.expired ? b.id * 100 + 1 : null,
    validaDal: t.expired ? '2025-01-01' : '2026-01-01',
    validaAl: t.expired ? '2025-12-31' : '2099-12-31',
    descrizione: t.descrizione,
    prezzi: t.prezzi,
  })),
);

export const DEMO_CAMPAIGNS = [
  { id: 1001, marchioId: 1, codice: 'LUM-AUTUNNO26', nome: 'Autunno 2026' },
  { id: 1002, marchioId: 1, codice: 'LUM-AMICO', nome: 'Porta un amico' },
  { id: 2001, marchioId: 2, codice: 'AUR-WEB26', nome: 'Aurora Web 2026' },
  { id: 3001, marchioId: 3, codice: 'BOR-NEWSLETTER', nome: 'Newsletter Borea' },
];

/** Documents per brand; ids are fixed so the seed is idempotent. */
export const documentId = (brand: number, n: number) => `00000000-0000-4000-8000-0000000d${brand}00${n}`;

export const DEMO_CONDITIONS = [
  {
    codice: 'PRIVACY',
    versione: '2026.1',
    ordine: 1,
    obbligatoria: true,
    documento: 1,
    testoIt: "Ho letto l'informativa sul trattamento dei dati personali.",
    testoEn: 'I have read the privacy notice on the processing of personal data.',
  },
  {
    codice: 'CONDIZIONI_GENERALI',
    versione: '2026.1',
    ordine: 2,
    obbligatoria: true,
    documento: 2,
    testoIt: 'Accetto le condizioni generali di fornitura e le condizioni economiche dell’offerta.',
    testoEn: 'I accept the general supply terms and the offer’s price conditions.',
  },
  {
    codice: 'MARKETING',
    versione: '2026.1',
    ordine: 3,
    obbligatoria: false,
    documento: null,
    testoIt: 'Acconsento a ricevere comunicazioni commerciali sulle offerte del venditore.',
    testoEn: 'I agree to receive marketing communications about the seller’s offers.',
  },
];

/** A sale in progress on the expired offer 106, to show the move to the linked offer 101. */
export const DEMO_SALE_UUID = '00000000-0000-4000-8000-000000000106';
export const DEMO_SALE_PROPOSTA_ID = '00000000-0000-4000-8000-00000000a106';
export const DEMO_CUSTOMER = {
  nome: 'Mario',
  cognome: 'Rossi',
  codiceFiscale: 'RSSMRA85T10A562S',
  email: 'mario.rossi@example.com',
  telefono: '+393331234567',
};
