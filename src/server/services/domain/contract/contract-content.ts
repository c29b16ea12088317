import crypto from 'node:crypto';
import type { Language } from '../../../../shared/domain';
import type { Fornitura, Indirizzo, Proposta } from '../../../../shared/schemas/proposta';
import type { Prezzi } from '../../../store/schema';
import { maskDestination } from '../otp/otp-service';
import { textsIn, valueLabel } from '../../../i18n';
import { formatPhone } from '../../../../shared/validation/phone';

// What the signed contract says, as plain sections of label/value rows and paragraphs, in the sale's
// language. The PDF draws exactly this; its SHA-256 (contentHash) is printed at the end of the audit
// trail (docs/decisions/007-contract-hash.md).

/**
 * Bumped whenever the wording or the layout of the contract changes: printed in the audit trail. 2: the
 * words come from the web's dictionary (src/shared/locales), enum labels as the web shows them. 3:
 * consents by name, not code; the phone in the national format. */
export const CONTRACT_TEMPLATE = 'contratto-web 3';

export type ContractInput = {
  lang: Language;
  marchio: { nome: string; primario: string; secondario: string };
  offerta: { nome: string; codice: string; tipo: string; tipoContratto: string; prezzi: Prezzi };
  vendita: { uuid: string; operazione: string; canale: string };
  proposta: Proposta & { firma: NonNullable<Proposta['firma']> };
  /** The terms' texts by code, to print next to each consent given. */
  condizioni: Record<string, { testo: string }>;
};

export type ContractSection = { title: string; rows: [string, string][]; paragraphs: string[] };

export type ContractContent = {
  lang: Language;
  brand: ContractInput['marchio'];
  title: string;
  reference: string;
  sections: ContractSection[];
};

const ROME = 'Europe/Rome';

export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  const masked = '*'.repeat(Math.max(compact.length - 4, 0)) + compact.slice(-4);
  // grouped by four from the end, so that the last four digits stand together
  return masked.replace(/(.)(?=(.{4})+$)/g, '$1 ').trim();
}

/** The words of a stored value, as the web shows them (src/shared/locales). */
const GROUPS = {
  tipoAnagrafica: 'enums.tipo_anagrafica',
  titolo: 'enums.titolo',
  tensione: 'enums.tensione',
  usoLuce: 'enums.uso_luce',
  usoGas: 'enums.uso_gas',
  categoriaUsoGas: 'enums.categoria_uso_gas',
  profilo: 'enums.profilo_settimanale',
  residenza: 'enums.residenza',
  modalita: 'enums.modalita_invio_bolletta',
  metodo: 'enums.metodo_pagamento',
  canaleOtp: 'enums.canale_otp',
  operazione: 'operazioni.name',
} as const;

function label(lang: Language, group: keyof typeof GROUPS, value: string | boolean | undefined): string {
  return valueLabel(lang, GROUPS[group], value);
}

/** Commodities and offer and contract types: the web writes them inside sentences (supply-point.json). */
const commodity = (lang: Language, value: string | undefined) =>
  valueLabel(lang, 'supply_point.commodity', value, { capital: true });

function time(lang: Language, iso: string): string {
  const d = new Date(iso);
  const local = d.toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', { timeZone: ROME });
  return textsIn(lang)('contract.time', { local, utc: d.toISOString() });
}

function num(lang: Language, n: number): string {
  return n.toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', { maximumFractionDigits: 6 });
}

function address(i: Indirizzo | undefined): string {
  if (!i) return '';
  const street = [i.toponimo, i.via, i.civico].filter(Boolean).join(' ');
  const place = [i.cap, i.comune, i.provincia ? `(${i.provincia})` : ''].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** Rows whose value is empty are left out: a field the proposal does not have is not printed. */
function rows(pairs: [string, string | undefined][]): [string, string][] {
  return pairs.filter((p): p is [string, string] => Boolean(p[1]));
}

function prices(lang: Language, p: Prezzi): string {
  const t = textsIn(lang);
  const parts: string[] = [];
  if (p.luce) {
    parts.push(
      t('contract.price_luce', {
        commodity: commodity(lang, 'LUCE'),
        energy: num(lang, p.luce.energiaEuroKwh),
        fee: num(lang, p.luce.quotaFissaEuroMese),
      }),
    );
  }
  if (p.gas) {
    parts.push(
      t('contract.price_gas', {
        commodity: commodity(lang, 'GAS'),
        energy: num(lang, p.gas.materiaEuroSmc),
        fee: num(lang, p.gas.quotaFissaEuroMese),
      }),
    );
  }
  return parts.join('; ');
}

function supply(input: ContractInput, f: Fornitura, n: number, of: number): ContractSection {
  const { lang } = input;
  const t = textsIn(lang);
  const luce = f.commodity === 'LUCE';
  return {
    title: `${t('contract.sections.supply')}${of > 1 ? ` ${n}` : ''}: ${commodity(lang, f.commodity)}`,
    rows: rows([
      [
        t('contract.fields.operation'),
        label(lang, 'operazione', f.operazioneCommerciale ?? input.vendita.operazione),
      ],
      [luce ? t('contract.fields.pod') : t('contract.fields.pdr'), luce ? f.pod : f.pdr],
      [t('contract.fields.address'), address(f.indirizzo)],
      [t('contract.fields.resident'), label(lang, 'residenza', f.residente)],
      [
        t('contract.fields.power'),
        f.potenzaImpegnataKw === undefined ? undefined : `${num(lang, f.potenzaImpegnataKw)} kW`,
      ],
      [t('contract.fields.voltage'), label(lang, 'tensione', f.tensione)],
      [t('contract.fields.use_luce'), label(lang, 'usoLuce', f.usoLuce)],
      [t('contract.fields.use_gas'), label(lang, 'usoGas', f.usoGas)],
      [t('contract.fields.gas_category'), label(lang, 'categoriaUsoGas', f.categoriaUsoGas)],
      [t('contract.fields.weekly_profile'), label(lang, 'profilo', f.profiloSettimanale)],
      [t('contract.fields.remi'), f.codiceRemi],
    ]),
    paragraphs: [],
  };
}

function holder(input: ContractInput): ContractSection {
  const { lang, proposta } = input;
  const t = textsIn(lang);
  const a = proposta.intestatario.anagrafica ?? {};
  const rep = a.legaleRappresentante;
  return {
    title: t('contract.sections.holder'),
    rows: rows([
      [t('contract.fields.holder_type'), label(lang, 'tipoAnagrafica', a.tipo)],
      [t('contract.fields.company_name'), a.ragioneSociale],
      [t('contract.fields.vat_number'), a.partitaIva],
      [t('contract.fields.name'), a.nome],
      [t('contract.fields.surname'), a.cognome],
      [t('contract.fields.fiscal_code'), a.codiceFiscale],
      [
        t('contract.fields.legal_rep'),
        rep ? [rep.nome, rep.cognome, rep.codiceFiscale].filter(Boolean).join(' ') : undefined,
      ],
      [t('contract.fields.title'), label(lang, 'titolo', proposta.intestatario.titolo)],
    ]),
    paragraphs: [],
  };
}

function consents(input: ContractInput): ContractSection {
  const { lang, proposta } = input;
  const t = textsIn(lang);
  return {
    title: t('contract.sections.consents'),
    rows: Object.entries(proposta.consensi).map(([codice, c]) => {
      const testo = input.condizioni[codice]?.testo;
      const state = t('contract.consent', {
        // the words the summary screen shows for the same consent
        state: t(c.accettata ? 'riepilogo.consents.given' : 'riepilogo.consents.refused'),
        version: c.versione,
        time: time(lang, c.il),
      });
      return [valueLabel(lang, 'enums.consenso', codice), testo ? `${state}. ${testo}` : state];
    }),
    paragraphs: [],
  };
}

function audit(input: ContractInput): ContractSection {
  const { lang, proposta, vendita } = input;
  const t = textsIn(lang);
  const { firma } = proposta;
  const contatti = proposta.intestatario.contatti ?? {};
  const destination = firma.canale === 'sms' ? contatti.telefono : contatti.email;
  return {
    title: t('contract.sections.audit'),
    rows: rows([
      [t('contract.fields.otp_channel'), label(lang, 'canaleOtp', firma.canale)],
      [t('contract.fields.otp_destination'), destination ? maskDestination(destination) : undefined],
      [t('contract.fields.otp_sent_at'), time(lang, firma.otpInviatoIl)],
      [t('contract.fields.otp_verified_at'), time(lang, firma.firmataIl)],
      [t('contract.fields.ip'), firma.ip],
      [t('contract.fields.user_agent'), firma.userAgent],
      [t('contract.sale_id'), vendita.uuid],
      [t('contract.fields.proposal_id'), proposta.id],
      [t('contract.fields.template'), CONTRACT_TEMPLATE],
    ]),
    paragraphs: [],
  };
}

function withdrawalDeadline(lang: Language, signedAt: string): string {
  const deadline = new Date(new Date(signedAt).getTime() + 14 * 86_400_000);
  return deadline.toLocaleDateString(lang === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: ROME,
    dateStyle: 'long',
  });
}

export function contractContent(input: ContractInput): ContractContent {
  const { lang, proposta, offerta, vendita } = input;
  const t = textsIn(lang);
  const contatti = proposta.intestatario.contatti ?? {};
  const pagamento = proposta.pagamento ?? {};
  const conto = pagamento.intestatarioConto;
  const reference = proposta.id.slice(0, 8).toUpperCase();
  const deadline = withdrawalDeadline(lang, proposta.firma.firmataIl);
  return {
    lang,
    brand: input.marchio,
    title: t('contract.title'),
    reference,
    sections: [
      {
        title: t('contract.sections.offer'),
        rows: rows([
          [t('contract.proposal_number'), reference],
          [t('contract.fields.offer'), offerta.nome],
          [t('contract.fields.offer_code'), offerta.codice],
          [t('contract.fields.offer_type'), commodity(lang, offerta.tipo)],
          [
            t('contract.fields.contract_type'),
            valueLabel(lang, 'supply_point.contract', offerta.tipoContratto, { capital: true }),
          ],
          [t('contract.fields.operation'), label(lang, 'operazione', vendita.operazione)],
          [t('contract.fields.channel'), vendita.canale],
          [t('contract.fields.prices'), prices(lang, offerta.prezzi)],
        ]),
        paragraphs: [],
      },
      holder(input),
      {
        title: t('contract.sections.contacts'),
        rows: rows([
          [t('contract.fields.email'), contatti.email],
          [t('contract.fields.phone'), formatPhone(contatti.telefono ?? '')],
        ]),
        paragraphs: [],
      },
      ...proposta.forniture.map((f, i) => supply(input, f, i + 1, proposta.forniture.length)),
      {
        title: t('contract.sections.billing'),
        rows: rows([
          [t('contract.fields.bill_mode'), label(lang, 'modalita', proposta.invioBolletta?.modalita)],
          [t('contract.fields.bill_email'), proposta.invioBolletta?.email],
        ]),
        paragraphs: [],
      },
      {
        title: t('contract.sections.payment'),
        rows: rows([
          [t('contract.fields.payment_method'), label(lang, 'metodo', pagamento.metodo)],
          [t('contract.fields.iban'), pagamento.iban ? maskIban(pagamento.iban) : undefined],
          [
            t('contract.fields.account_holder'),
            conto ? [conto.nome, conto.cognome, conto.codiceFiscale].filter(Boolean).join(' ') : undefined,
          ],
        ]),
        paragraphs: [],
      },
      consents(input),
      {
        title: t('contract.sections.withdrawal'),
        rows: [],
        paragraphs: [
          t('contract.withdrawal.right'),
          t('contract.withdrawal.how', { brand: input.marchio.nome, deadline }),
          t('contract.withdrawal.started'),
        ],
      },
      audit(input),
    ],
  };
}

/** SHA-256 of the content as printed (a fixed key order: the same sale always hashes the same). */
export function contentHash(content: ContractContent): string {
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
