import { valueKey } from '../../../shared/text-key';
import { formatPhone } from '../../../shared/validation/phone';

// A sale's proposal as staff read it on the sale's page: grouped by the funnel's steps under each
// step's title, every field under the label the funnel's form gives it, enumerations as the funnel's
// words. Pure: it names i18n keys and the page says them (proposal.tsx). A field this table does not
// know yet (a newer proposal) still shows, under its dotted path, so no data is ever hidden.

/** An i18n key, said with `fallback` when the key has no text (a retailer's own consent code). */
export type Label = { key: string; fallback?: string } | { raw: string };

export type FieldValue =
  | { kind: 'text'; text: string }
  | { kind: 'yes_no'; value: boolean }
  | { kind: 'datetime'; iso: string }
  /** an enumeration's code as the funnel's word (the code itself if it has none) */
  | { kind: 'word'; key: string; code: string }
  | { kind: 'kw'; kw: number }
  | { kind: 'consent'; accepted: boolean; version: string; at: string };

/** `path`: the field in the proposal (`forniture.0.pod`), a stable React key and a test's handle. */
export type FieldRow = { path: string; label: Label; value: FieldValue };
/** A run of fields, headed when a step shows them apart (the legal representative, one supply of two). */
export type ProposalPart = { heading: Label | null; rows: FieldRow[] };
export type ProposalGroup = { id: string; title: Label; parts: ProposalPart[] };

type Spec = {
  /** the funnel's label, else one of the back office's (backoffice.sales.page.fields.*) */
  label: string;
  /** the group of keys of the value's words (valueKey: `PROPRIETARIO` → `enums.titolo.proprietario`) */
  words?: string;
  kind?: 'datetime' | 'kw' | 'phone';
};

const person = (prefix: string, labels: [string, string, string]): Record<string, Spec> => ({
  [`${prefix}.nome`]: { label: labels[0] },
  [`${prefix}.cognome`]: { label: labels[1] },
  [`${prefix}.codiceFiscale`]: { label: labels[2] },
});

const DATI_ANAGRAFICI: [string, string, string] = [
  'dati_anagrafici.first_name',
  'dati_anagrafici.last_name',
  'dati_anagrafici.fiscal_code',
];

/**
 * Every field of a proposal (shared/schemas/proposta.ts), by its dotted path with `*` for a supply's
 * index, in the order the funnel asks for them. The labels are the funnel forms' own, except where the
 * form asks a question (`A che titolo occupi l'immobile?`): there the summary's label (riepilogo.*).
 */
export const FIELDS: Readonly<Record<string, Spec>> = {
  'intestatario.anagrafica.tipo': { label: 'dati_anagrafici.holder_type', words: 'enums.tipo_anagrafica' },
  'intestatario.anagrafica.ragioneSociale': { label: 'dati_anagrafici.company_name' },
  'intestatario.anagrafica.partitaIva': { label: 'dati_anagrafici.vat_number' },
  ...person('intestatario.anagrafica', DATI_ANAGRAFICI),
  ...person('intestatario.anagrafica.legaleRappresentante', DATI_ANAGRAFICI),
  'intestatario.contatti.email': { label: 'dati_anagrafici.email' },
  'intestatario.contatti.telefono': { label: 'dati_anagrafici.phone', kind: 'phone' },
  'intestatario.titolo': { label: 'riepilogo.holder.title_type', words: 'enums.titolo' },
  'forniture.*.indirizzo.toponimo': { label: 'indirizzo_fornitura.toponimo' },
  'forniture.*.indirizzo.via': { label: 'indirizzo_fornitura.via' },
  'forniture.*.indirizzo.civico': { label: 'indirizzo_fornitura.civico' },
  'forniture.*.indirizzo.cap': { label: 'indirizzo_fornitura.cap' },
  'forniture.*.indirizzo.comune': { label: 'indirizzo_fornitura.comune' },
  'forniture.*.indirizzo.provincia': { label: 'indirizzo_fornitura.provincia' },
  'forniture.*.operazioneCommerciale': {
    label: 'backoffice.sales.cols.operazione',
    words: 'operazioni.name',
  },
  'forniture.*.pod': { label: 'dati_tecnici.pod' },
  'forniture.*.potenzaImpegnataKw': { label: 'dati_tecnici.potenza', kind: 'kw' },
  'forniture.*.tensione': { label: 'dati_tecnici.tensione', words: 'enums.tensione' },
  'forniture.*.usoLuce': { label: 'dati_tecnici.uso_luce', words: 'enums.uso_luce' },
  'forniture.*.pdr': { label: 'dati_tecnici.pdr' },
  'forniture.*.usoGas': { label: 'dati_tecnici.uso_gas', words: 'enums.uso_gas' },
  'forniture.*.categoriaUsoGas': {
    label: 'dati_tecnici.categoria_uso_gas',
    words: 'enums.categoria_uso_gas',
  },
  'forniture.*.profiloSettimanale': {
    label: 'dati_tecnici.profilo_settimanale',
    words: 'enums.profilo_settimanale',
  },
  'forniture.*.codiceRemi': { label: 'verifica_remi.code' },
  'forniture.*.residente': { label: 'riepilogo.supply.residency', words: 'enums.residenza' },
  'invioBolletta.modalita': { label: 'riepilogo.bill.method', words: 'enums.modalita_invio_bolletta' },
  'invioBolletta.email': { label: 'modalita_invio_bolletta.email' },
  'pagamento.metodo': { label: 'riepilogo.payment.method', words: 'enums.metodo_pagamento' },
  'pagamento.iban': { label: 'metodo_pagamento.iban' },
  ...person('pagamento.intestatarioConto', [
    'metodo_pagamento.holder_first_name',
    'metodo_pagamento.holder_last_name',
    'metodo_pagamento.holder_fiscal_code',
  ]),
  'firma.firmataIl': { label: 'backoffice.sales.page.signed', kind: 'datetime' },
  'firma.canale': { label: 'backoffice.sales.page.fields.code_channel', words: 'enums.canale_otp' },
  'firma.otpInviatoIl': { label: 'backoffice.sales.page.fields.code_sent', kind: 'datetime' },
  'firma.ip': { label: 'backoffice.sales.page.fields.ip' },
  'firma.userAgent': { label: 'backoffice.sales.page.fields.user_agent' },
};

const ORDER = Object.keys(FIELDS);

/** `forniture.1.pod` → `forniture.*.pod`: the key of FIELDS. */
export const patternOf = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

/** The i18n key of a field's label, if the page knows the field. */
export const labelKeyOf = (path: string): string | undefined => FIELDS[patternOf(path)]?.label;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The leaves of a part of the proposal as [dotted path, value], empty values left out. */
export function leaves(value: unknown, path: string): [string, unknown][] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

function valueOf(spec: Spec | undefined, raw: unknown): FieldValue {
  if (spec?.words && (typeof raw === 'string' || typeof raw === 'boolean'))
    return { kind: 'word', key: valueKey(spec.words, String(raw)), code: String(raw) };
  if (spec?.kind === 'datetime' && typeof raw === 'string') return { kind: 'datetime', iso: raw };
  if (spec?.kind === 'kw' && typeof raw === 'number') return { kind: 'kw', kw: raw };
  // stored in E.164, read as a person writes it (the funnel's summary does the same); a masked one as it is
  if (spec?.kind === 'phone' && typeof raw === 'string') return { kind: 'text', text: formatPhone(raw) };
  if (typeof raw === 'boolean') return { kind: 'yes_no', value: raw };
  return { kind: 'text', text: String(raw) };
}

/** The rows of the fields under `path`, in the funnel's order (a stored proposal keeps no key order). */
function rows(value: unknown, path: string, company = false): FieldRow[] {
  const rank = (p: string) => {
    const i = ORDER.indexOf(patternOf(p));
    return i < 0 ? ORDER.length : i;
  };
  return leaves(value, path)
    .map(([p, raw]): FieldRow => {
      const spec = FIELDS[patternOf(p)];
      // a company's codice fiscale is the company's own (the form's label says so)
      const key =
        company && p === 'intestatario.anagrafica.codiceFiscale'
          ? 'dati_anagrafici.company_fiscal_code'
          : spec?.label;
      return { path: p, label: key ? { key } : { raw: p }, value: valueOf(spec, raw) };
    })
    .sort((a, b) => rank(a.path) - rank(b.path));
}

const without = (value: unknown, ...keys: string[]) =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k))) : value;

const part = (heading: Label | null, partRows: FieldRow[]): ProposalPart[] =>
  partRows.length ? [{ heading, rows: partRows }] : [];

/** A supply's heading: `Fornitura di luce`. */
const supplyHeading = (f: unknown): Label | null =>
  isRecord(f) && typeof f.commodity === 'string'
    ? { key: valueKey('supply_point.supply', f.commodity), fallback: f.commodity }
    : null;

/** The same JSON whatever the order of its keys (jsonb keeps its own). */
const canonical = (v: unknown): string =>
  isRecord(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${k}:${canonical(v[k])}`)
        .join(',')}}`
    : JSON.stringify(v);

function consentRows(consensi: unknown, terms: Readonly<Record<string, string>>): FieldRow[] {
  if (!isRecord(consensi)) return rows(consensi, 'consensi');
  return Object.entries(consensi).flatMap(([codice, c]): FieldRow[] => {
    const path = `consensi.${codice}`;
    if (!isRecord(c) || typeof c.accettata !== 'boolean') return rows(c, path);
    return [
      {
        path,
        // the funnel's short name of a known consent, else the text the customer read, else the code
        label: { key: valueKey('enums.consenso', codice), fallback: terms[codice] ?? codice },
        value: {
          kind: 'consent',
          accepted: c.accettata,
          version: typeof c.versione === 'string' ? c.versione : '',
          at: typeof c.il === 'string' ? c.il : '',
        },
      },
    ];
  });
}

const KNOWN = new Set(['id', 'intestatario', 'forniture', 'invioBolletta', 'pagamento', 'consensi', 'firma']);

export type ProposalView = {
  groups: ProposalGroup[];
  /** the signature's audit trail (time, channel, when the code went, IP, user agent) */
  signature: FieldRow[];
};

/**
 * The proposal's groups, one per step of the funnel that fills it, in the flow's order; a group with
 * no data yet has no parts. `passi`: the steps the sale walked (a transfer's holder is the new one);
 * `terms`: the texts of the terms the customer read, by code (the offer as seen).
 */
export function proposalView(
  proposta: Readonly<Record<string, unknown>>,
  passi: readonly string[] = [],
  terms: Readonly<Record<string, string>> = {},
): ProposalView {
  const holder = isRecord(proposta.intestatario) ? proposta.intestatario : {};
  const anagrafica = isRecord(holder.anagrafica) ? holder.anagrafica : {};
  const company = anagrafica.tipo === 'PG';
  const forniture = Array.isArray(proposta.forniture) ? (proposta.forniture as unknown[]) : [];
  const addressOf = (f: unknown) => (isRecord(f) ? f.indirizzo : undefined);
  const addresses = forniture.filter((f) => leaves(addressOf(f), '').length > 0);
  // one address for every supply (the usual case) shows once
  const oneAddress = new Set(addresses.map((f) => canonical(addressOf(f)))).size <= 1;
  const pagamento = isRecord(proposta.pagamento) ? proposta.pagamento : undefined;

  const groups: ProposalGroup[] = [
    {
      id: 'holder',
      title: {
        key: passi.includes('datiAnagraficiSubentrante')
          ? 'dati_anagrafici_subentrante.title'
          : 'dati_anagrafici.title',
      },
      parts: [
        ...part(
          null,
          rows(
            { ...holder, anagrafica: without(anagrafica, 'legaleRappresentante') },
            'intestatario',
            company,
          ),
        ),
        ...part(
          { key: 'dati_anagrafici.legal_representative' },
          rows(anagrafica.legaleRappresentante, 'intestatario.anagrafica.legaleRappresentante'),
        ),
      ],
    },
    {
      id: 'address',
      title: { key: 'indirizzo_fornitura.title' },
      parts: (oneAddress ? addresses.slice(0, 1) : addresses).flatMap((f) =>
        part(
          oneAddress ? null : supplyHeading(f),
          rows(addressOf(f), `forniture.${forniture.indexOf(f)}.indirizzo`),
        ),
      ),
    },
    {
      id: 'technical',
      title: { key: 'dati_tecnici.title' },
      parts: forniture.flatMap((f, i) =>
        part(supplyHeading(f), rows(without(f, 'indirizzo', 'commodity'), `forniture.${i}`)),
      ),
    },
    {
      id: 'bill',
      title: { key: 'modalita_invio_bolletta.title' },
      parts: part(null, rows(proposta.invioBolletta, 'invioBolletta')),
    },
    {
      id: 'payment',
      title: { key: 'metodo_pagamento.title' },
      parts: [
        ...part(null, rows(without(pagamento, 'intestatarioConto'), 'pagamento')),
        ...part(
          { key: 'metodo_pagamento.holder_title' },
          rows(pagamento?.intestatarioConto, 'pagamento.intestatarioConto'),
        ),
      ],
    },
    {
      id: 'consents',
      title: { key: 'accettazione_condizioni.title' },
      parts: part(null, consentRows(proposta.consensi, terms)),
    },
  ];
  const others = Object.entries(proposta).filter(([k]) => !KNOWN.has(k));
  if (others.length) {
    groups.push({
      id: 'other',
      title: { key: 'backoffice.sales.page.other_data' },
      parts: part(
        null,
        others.flatMap(([k, v]) => rows(v, k)),
      ),
    });
  }
  return { groups, signature: rows(proposta.firma, 'firma') };
}
