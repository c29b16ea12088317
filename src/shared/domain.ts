// Names both sides share (shared/design/domain.md). Each value lives here once.

/**
 * spec 1: a brand is served on the hosts whose first label is its code (`aurora.example.it`), so a code
 * is a host name label: lower-case letters, digits and inner hyphens, at most 63 characters.
 */
export const BRAND_CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The first label of a host, lower-cased: `aurora.example.it:443` → `aurora`. */
export function hostLabel(host: string | undefined): string {
  return (host ?? '').split(':')[0]?.split('.')[0]?.toLowerCase() ?? '';
}

export const OPERAZIONI = ['ATTIVAZIONE', 'SUBENTRO', 'VOLTURA', 'CAMBIO_PRODOTTO'] as const;
export type Operazione = (typeof OPERAZIONI)[number];

export const TIPI_CONTRATTO = ['DOMESTICO', 'ALTRI_USI', 'CONDOMINIO'] as const;
export type TipoContratto = (typeof TIPI_CONTRATTO)[number];

export const TIPI_OFFERTA = ['LUCE', 'GAS', 'LUCE_GAS'] as const;
export type TipoOfferta = (typeof TIPI_OFFERTA)[number];

export const COMMODITIES = ['LUCE', 'GAS'] as const;
export type Commodity = (typeof COMMODITIES)[number];

/** The commodities an offer supplies, one fornitura each (dual offers carry two). */
export function commoditiesOf(tipo: TipoOfferta): Commodity[] {
  return tipo === 'LUCE_GAS' ? ['LUCE', 'GAS'] : [tipo];
}

export const TIPI_ANAGRAFICA = ['PF', 'PG'] as const;
export type TipoAnagrafica = (typeof TIPI_ANAGRAFICA)[number];

// spec 3: title types of the contracting party
export const TITOLI = [
  'PROPRIETARIO',
  'AFFITTUARIO',
  'LEGALE RAPPRESENTANTE',
  'CONDUTTORE AD ALTRO TITOLO',
] as const;
export type Titolo = (typeof TITOLI)[number];

// spec 3: voltage, 230 V = MONOFASE, 380 V = TRIFASE
export const TENSIONI = ['MONOFASE', 'TRIFASE'] as const;
export type Tensione = (typeof TENSIONI)[number];

// a bill prints the volts of the supply: 220/230 V is single phase, 380/400 V three phase
const TENSIONE_OF_VOLT: Readonly<Record<number, Tensione>> = {
  220: 'MONOFASE',
  230: 'MONOFASE',
  380: 'TRIFASE',
  400: 'TRIFASE',
};

/** The supply type of the volts a bill prints (230 V → MONOFASE); none for other volts. */
export function tensioneOfVolt(volt: number): Tensione | undefined {
  return Object.hasOwn(TENSIONE_OF_VOLT, volt) ? TENSIONE_OF_VOLT[volt] : undefined;
}

// spec 3 and 9: committed power 0.5 to 20 kW in steps of 0.5
export const POTENZA_MIN_KW = 0.5;
export const POTENZA_MAX_KW = 20;
export const POTENZA_STEP_KW = 0.5;
export const POTENZE_KW: readonly number[] = Array.from(
  { length: (POTENZA_MAX_KW - POTENZA_MIN_KW) / POTENZA_STEP_KW + 1 },
  (_, i) => POTENZA_MIN_KW + i * POTENZA_STEP_KW,
);
/** Above this power the funnel suggests TRIFASE (domain.md). */
export const POTENZA_SUGGERISCI_TRIFASE_KW = 6;

// spec 3: electricity supply types
export const USI_LUCE = [
  'ALTRI_USI_BT',
  'ALTRI_USI_MT',
  'ALTRI_USI_AT',
  'PUNTI_RICARICA',
  'DOMESTICO',
  'ILLUMINAZIONE_PUBBLICA_BT',
  'ILLUMINAZIONE_PUBBLICA_MT',
  'ILLUMINAZIONE_PUBBLICA_GROSSISTA_BT',
  'ILLUMINAZIONE_PUBBLICA_GROSSISTA_MT',
  'GROSSISTA_BT',
  'GROSSISTA_MT',
  'GROSSISTA_AT',
] as const;
export type UsoLuce = (typeof USI_LUCE)[number];

// spec 3: usage types (gas uses)
export const USI_GAS = ['DOMESTICO', 'CONDOMINIO_USO_DOMESTICO', 'USI_DIVERSI', 'INDUSTRIALE'] as const;
export type UsoGas = (typeof USI_GAS)[number];

// spec 3: gas use category codes
export const CATEGORIE_USO_GAS = ['C1', 'C2', 'C3', 'C4', 'C5', 'T1', 'T2'] as const;
export type CategoriaUsoGas = (typeof CATEGORIE_USO_GAS)[number];

// spec 3: weekly usage profile
export const PROFILI_SETTIMANALI = ['F1', 'F2', 'F3'] as const;
export type ProfiloSettimanale = (typeof PROFILI_SETTIMANALI)[number];

export const MODALITA_INVIO_BOLLETTA = ['EMAIL', 'CARTACEO'] as const;
export type ModalitaInvioBolletta = (typeof MODALITA_INVIO_BOLLETTA)[number];

/** SDD = SEPA direct debit (IBAN); BOLLETTINO = postal slip. */
export const METODI_PAGAMENTO = ['SDD', 'BOLLETTINO'] as const;
export type MetodoPagamento = (typeof METODI_PAGAMENTO)[number];

/**
 * The congratulations step stays visible this long after signing, then 404.1 (api-contract.md); the
 * signed contract's download link lasts as long.
 */
export const CONCLUDED_VISIBLE_MS = 10 * 60_000;

/** Every sale records its channel (spec 8), shown on the contract. */
export const CANALE_WEB = 'Canale Web';

// spec 2 / domain.md: the server's step names
export const STEP_NAMES = [
  'ricercaCliente',
  'datiAnagrafici',
  'indirizzoFornitura',
  'datiTecnici',
  'modalitaInvioBolletta',
  'metodoPagamento',
  'invioBollettaPagamento',
  'accettazioneCondizioni',
  'riepilogo',
  'datiAnagraficiEstratti',
  'datiTecniciEstratti',
  'firma',
  'congratulazioni',
  'sceltaOperazione',
  'caricamentoAllegati',
  'datiFornitura',
  'datiTecniciOperazione',
  'datiAnagraficiSubentrante',
  'fornituraNonTrovata',
  'subentroFornituraAttiva',
  'cambioProdottoFornituraNonTrovata',
  'cambioProdottoFornituraNonCompatibile',
  'creditCheckKo',
  'verificaOtpCliente',
  'selezioneFornitura',
  'verificaRemi',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** spec 1: Italian for it-IT, it, IT and any other it-* locale; English otherwise. */
export function languageOf(locale: string | undefined | null): Language {
  return /^it(?:[-_]|$)/i.test((locale ?? '').trim()) ? 'it' : 'en';
}
