import crypto from 'node:crypto';
import type { Language } from '../../../shared/domain';
import type { Fornitura, Indirizzo, Proposta } from '../../../shared/schemas/proposta';
import type { Prezzi } from '../../store/schema';
import { maskDestination } from '../otp/otp-service';
import { CONTRACT_LABELS, enumLabel } from './contract-labels';

// What the signed contract says, as plain sections of label/value rows and paragraphs, in the sale's
// language. The PDF draws exactly this; its SHA-256 (contentHash) is printed at the end of the audit
// trail (docs/decisions/007-contract-hash.md).

/** Bumped whenever the wording or the layout of the contract changes: printed in the audit trail. */
export const CONTRACT_TEMPLATE = 'contratto-web 1';

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

function time(lang: Language, iso: string): string {
  const d = new Date(iso);
  const local = d.toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', { timeZone: ROME });
  return `${local} (${CONTRACT_LABELS[lang].romeTime}) – ${d.toISOString()}`;
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
  const parts: string[] = [];
  const word =
    lang === 'en' ? { fixed: 'fixed fee', month: 'month' } : { fixed: 'quota fissa', month: 'mese' };
  if (p.luce) {
    parts.push(
      `${enumLabel(lang, 'commodity', 'LUCE')}: ${num(lang, p.luce.energiaEuroKwh)} €/kWh, ${word.fixed} ${num(lang, p.luce.quotaFissaEuroMese)} €/${word.month}`,
    );
  }
  if (p.gas) {
    parts.push(
      `${enumLabel(lang, 'commodity', 'GAS')}: ${num(lang, p.gas.materiaEuroSmc)} €/Smc, ${word.fixed} ${num(lang, p.gas.quotaFissaEuroMese)} €/${word.month}`,
    );
  }
  return parts.join('; ');
}

function supply(input: ContractInput, f: Fornitura, n: number, of: number): ContractSection {
  const { lang } = input;
  const L = CONTRACT_LABELS[lang];
  const luce = f.commodity === 'LUCE';
  return {
    title: `${L.sections.supply}${of > 1 ? ` ${n}` : ''}: ${enumLabel(lang, 'commodity', f.commodity)}`,
    rows: rows([
      [
        L.fields.operation,
        enumLabel(lang, 'operazione', f.operazioneCommerciale ?? input.vendita.operazione),
      ],
      [luce ? L.fields.pod : L.fields.pdr, luce ? f.pod : f.pdr],
      [L.fields.address, address(f.indirizzo)],
      [L.fields.resident, f.residente === undefined ? undefined : f.residente ? L.yes : L.no],
      [
        L.fields.power,
        f.potenzaImpegnataKw === undefined ? undefined : `${num(lang, f.potenzaImpegnataKw)} kW`,
      ],
      [L.fields.voltage, enumLabel(lang, 'tensione', f.tensione)],
      [L.fields.useLuce, f.usoLuce ? enumLabel(lang, 'usoLuce', f.usoLuce) : undefined],
      [L.fields.useGas, enumLabel(lang, 'usoGas', f.usoGas)],
      [L.fields.gasCategory, f.categoriaUsoGas],
      [L.fields.weeklyProfile, enumLabel(lang, 'profilo', f.profiloSettimanale)],
      [L.fields.remi, f.codiceRemi],
    ]),
    paragraphs: [],
  };
}

function holder(input: ContractInput): ContractSection {
  const { lang, proposta } = input;
  const L = CONTRACT_LABELS[lang];
  const a = proposta.intestatario.anagrafica ?? {};
  const rep = a.legaleRappresentante;
  return {
    title: L.sections.holder,
    rows: rows([
      [L.fields.holderType, enumLabel(lang, 'tipoAnagrafica', a.tipo)],
      [L.fields.companyName, a.ragioneSociale],
      [L.fields.vatNumber, a.partitaIva],
      [L.fields.name, a.nome],
      [L.fields.surname, a.cognome],
      [L.fields.fiscalCode, a.codiceFiscale],
      [
        L.fields.legalRep,
        rep ? [rep.nome, rep.cognome, rep.codiceFiscale].filter(Boolean).join(' ') : undefined,
      ],
      [L.fields.title, enumLabel(lang, 'titolo', proposta.intestatario.titolo)],
    ]),
    paragraphs: [],
  };
}

function consents(input: ContractInput): ContractSection {
  const { lang, proposta } = input;
  const L = CONTRACT_LABELS[lang];
  return {
    title: L.sections.consents,
    rows: Object.entries(proposta.consensi).map(([codice, c]) => {
      const testo = input.condizioni[codice]?.testo;
      const state = `${c.accettata ? L.accepted : L.refused}, ${L.version} ${c.versione}, ${time(lang, c.il)}`;
      return [codice, testo ? `${state}. ${testo}` : state];
    }),
    paragraphs: [],
  };
}

function audit(input: ContractInput): ContractSection {
  const { lang, proposta, vendita } = input;
  const L = CONTRACT_LABELS[lang];
  const { firma } = proposta;
  const contatti = proposta.intestatario.contatti ?? {};
  const destination = firma.canale === 'sms' ? contatti.telefono : contatti.email;
  return {
    title: L.sections.audit,
    rows: rows([
      [L.fields.otpChannel, enumLabel(lang, 'canaleOtp', firma.canale)],
      [L.fields.otpDestination, destination ? maskDestination(destination) : undefined],
      [L.fields.otpSentAt, time(lang, firma.otpInviatoIl)],
      [L.fields.otpVerifiedAt, time(lang, firma.firmataIl)],
      [L.fields.ip, firma.ip],
      [L.fields.userAgent, firma.userAgent],
      [L.saleId, vendita.uuid],
      [L.fields.proposalId, proposta.id],
      [L.fields.template, CONTRACT_TEMPLATE],
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
  const L = CONTRACT_LABELS[lang];
  const contatti = proposta.intestatario.contatti ?? {};
  const pagamento = proposta.pagamento ?? {};
  const conto = pagamento.intestatarioConto;
  const reference = proposta.id.slice(0, 8).toUpperCase();
  return {
    lang,
    brand: input.marchio,
    title: L.title,
    reference,
    sections: [
      {
        title: L.sections.offer,
        rows: rows([
          [L.proposalNumber, reference],
          [L.fields.offer, offerta.nome],
          [L.fields.offerCode, offerta.codice],
          [L.fields.offerType, enumLabel(lang, 'tipoOfferta', offerta.tipo)],
          [L.fields.contractType, enumLabel(lang, 'tipoContratto', offerta.tipoContratto)],
          [L.fields.operation, enumLabel(lang, 'operazione', vendita.operazione)],
          [L.fields.channel, vendita.canale],
          [L.fields.prices, prices(lang, offerta.prezzi)],
        ]),
        paragraphs: [],
      },
      holder(input),
      {
        title: L.sections.contacts,
        rows: rows([
          [L.fields.email, contatti.email],
          [L.fields.phone, contatti.telefono],
        ]),
        paragraphs: [],
      },
      ...proposta.forniture.map((f, i) => supply(input, f, i + 1, proposta.forniture.length)),
      {
        title: L.sections.billing,
        rows: rows([
          [L.fields.billMode, enumLabel(lang, 'modalita', proposta.invioBolletta?.modalita)],
          [L.fields.billEmail, proposta.invioBolletta?.email],
        ]),
        paragraphs: [],
      },
      {
        title: L.sections.payment,
        rows: rows([
          [L.fields.paymentMethod, enumLabel(lang, 'metodo', pagamento.metodo)],
          [L.fields.iban, pagamento.iban ? maskIban(pagamento.iban) : undefined],
          [
            L.fields.accountHolder,
            conto ? [conto.nome, conto.cognome, conto.codiceFiscale].filter(Boolean).join(' ') : undefined,
          ],
        ]),
        paragraphs: [],
      },
      consents(input),
      {
        title: L.sections.withdrawal,
        rows: [],
        paragraphs: L.withdrawal(input.marchio.nome, withdrawalDeadline(lang, proposta.firma.firmataIl)),
      },
      audit(input),
    ],
  };
}

/** SHA-256 of the content as printed (a fixed key order: the same sale always hashes the same). */
export function contentHash(content: ContractContent): string {
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
