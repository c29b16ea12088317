import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { propostaSchema } from '../../../shared/schemas/proposta';
import { valueKey } from '../../../shared/text-key';
import { ADDRESS, DEMO_PROPOSAL as DEMO, FULL_PROPOSAL as FULL } from '../../test/proposals';
import { backofficePageTexts } from '../funnel-texts';
import type { FieldRow, Label, ProposalView } from './proposal-view';
import { FIELDS, labelKeyOf, patternOf, proposalView } from './proposal-view';

// A sale's proposal reads as the funnel's form: every field under the funnel's label in Italian and
// English, never under its technical key (`intestatario.anagrafica.nome`).

const texts = { it: backofficePageTexts('it'), en: backofficePageTexts('en') };
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'it',
  fallbackLng: false,
  resources: { it: { translation: texts.it }, en: { translation: texts.en } },
  interpolation: { escapeValue: false },
});
const say = (lang: 'it' | 'en', key: string) => i18n.getFixedT(lang)(key);
const has = (lang: 'it' | 'en', key: string) => i18n.exists(key, { lng: lang });

/** Every label and word of a view, as i18n keys (a raw label fails the test that calls it). */
function keysOf(view: ProposalView): string[] {
  const labelKey = (l: Label) => ('raw' in l ? `RAW:${l.raw}` : l.key);
  const rowKeys = (r: FieldRow) => [labelKey(r.label), ...(r.value.kind === 'word' ? [r.value.key] : [])];
  return [
    ...view.groups.flatMap((g) => [
      labelKey(g.title),
      ...g.parts.flatMap((p) => [...(p.heading ? [labelKey(p.heading)] : []), ...p.rows.flatMap(rowKeys)]),
    ]),
    ...view.signature.flatMap(rowKeys),
  ];
}

/** A schema's leaves by dotted path, `*` for an array's items (consents: a record, shown apart). */
function schemaLeaves(schema: z.ZodType, path: string): [string, z.ZodType][] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return schemaLeaves(schema.unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodArray) return schemaLeaves(schema.element as z.ZodType, `${path}.*`);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
      schemaLeaves(v, path ? `${path}.${k}` : k),
    );
  return [[path, schema]];
}

describe("a sale's proposal in the back office", () => {
  it('labels a flattened key with the funnel’s own label, in both languages', () => {
    expect(labelKeyOf('intestatario.anagrafica.nome')).toBe('dati_anagrafici.first_name');
    expect(say('it', labelKeyOf('intestatario.anagrafica.nome')!)).toBe('Nome');
    expect(say('en', labelKeyOf('intestatario.anagrafica.nome')!)).toBe('First name');
    expect(say('it', labelKeyOf('intestatario.anagrafica.codiceFiscale')!)).toBe('Codice fiscale');
    expect(patternOf('forniture.1.pod')).toBe('forniture.*.pod');
    expect(say('it', labelKeyOf('forniture.0.pod')!)).toBe('Codice POD');
    expect(say('en', labelKeyOf('forniture.0.pod')!)).toBe('POD code');
  });

  it('has a label for every field of the proposal, and a word for every code, in Italian and English', () => {
    const leaves = schemaLeaves(propostaSchema, '').filter(
      ([p]) => !['id', 'forniture.*.commodity'].includes(p) && !p.startsWith('consensi'),
    );
    expect(leaves.length).toBeGreaterThan(35);
    expect(leaves.filter(([p]) => !FIELDS[p]).map(([p]) => p)).toEqual([]);
    // the codes each field may hold: an enumeration's values, a yes/no
    const codes = leaves.flatMap(([p, schema]) => {
      const words = FIELDS[p]?.words;
      if (schema instanceof z.ZodEnum) {
        expect(words, p).toBeDefined();
        return schema.options.map((o) => valueKey(words!, String(o)));
      }
      return words && schema instanceof z.ZodBoolean
        ? [valueKey(words, 'true'), valueKey(words, 'false')]
        : [];
    });
    expect(codes.length).toBeGreaterThan(30);
    for (const lang of ['it', 'en'] as const) {
      expect(Object.values(FIELDS).filter((f) => !has(lang, f.label))).toEqual([]);
      expect(codes.filter((k) => !has(lang, k))).toEqual([]);
    }
  });

  it.each(['it', 'en'] as const)(
    '%s: no label or word of the demo sale or of a full proposal falls back to a key',
    (lang) => {
      for (const proposta of [DEMO, FULL]) {
        const keys = keysOf(proposalView(proposta));
        expect(keys.length).toBeGreaterThan(5);
        expect(keys.filter((k) => k.startsWith('RAW:') || !has(lang, k))).toEqual([]);
      }
    },
  );

  it('groups the fields by the funnel’s steps, in its order, a part for each supply', () => {
    const view = proposalView(FULL, ['ricercaCliente', 'datiAnagrafici']);
    expect(view.groups.map((g) => say('it', (g.title as { key: string }).key))).toEqual([
      'I tuoi dati',
      'Indirizzo della fornitura',
      'Dati tecnici della fornitura',
      'Invio della bolletta',
      'Metodo di pagamento',
      'Condizioni e consensi',
    ]);
    const [holder, address, technical, , payment, consents] = view.groups;
    // a company: its name first, its own codice fiscale, the legal representative apart
    expect(holder!.parts[0]!.rows.map((r) => r.path).slice(0, 3)).toEqual([
      'intestatario.anagrafica.tipo',
      'intestatario.anagrafica.ragioneSociale',
      'intestatario.anagrafica.partitaIva',
    ]);
    expect(
      holder!.parts[0]!.rows.find((r) => r.path === 'intestatario.anagrafica.codiceFiscale')!.label,
    ).toEqual({
      key: 'dati_anagrafici.company_fiscal_code',
    });
    expect(holder!.parts[1]!.heading).toEqual({ key: 'dati_anagrafici.legal_representative' });
    // two addresses: one part each, headed by its supply
    expect(address!.parts.map((p) => say('it', (p.heading as { key: string }).key))).toEqual([
      'Fornitura di luce',
      'Fornitura di gas',
    ]);
    expect(technical!.parts.map((p) => p.rows.map((r) => r.path)[0])).toEqual([
      'forniture.0.operazioneCommerciale',
      'forniture.1.operazioneCommerciale',
    ]);
    expect(technical!.parts[0]!.rows.find((r) => r.path === 'forniture.0.potenzaImpegnataKw')!.value).toEqual(
      {
        kind: 'kw',
        kw: 4.5,
      },
    );
    expect(payment!.parts[1]!.heading).toEqual({ key: 'metodo_pagamento.holder_title' });
    expect(consents!.parts[0]!.rows[0]).toMatchObject({
      label: { key: 'enums.consenso.privacy' },
      value: { kind: 'consent', accepted: true, version: '2026.1' },
    });
    expect(view.signature.map((r) => r.value.kind)).toEqual(['datetime', 'word', 'datetime', 'text', 'text']);
  });

  it('shows one address once, a transfer’s holder as the new one, and data it does not know under its path', () => {
    const same = proposalView({
      ...FULL,
      forniture: FULL.forniture.map((f) => ({ ...f, indirizzo: ADDRESS })),
    });
    expect(same.groups[1]!.parts).toHaveLength(1);
    expect(same.groups[1]!.parts[0]!.heading).toBeNull();
    const transfer = proposalView(DEMO, ['datiFornitura', 'datiAnagraficiSubentrante']);
    expect(transfer.groups[0]!.title).toEqual({ key: 'dati_anagrafici_subentrante.title' });
    // an unsigned sale: no signature rows; a step not reached yet: no parts
    expect(transfer.signature).toEqual([]);
    expect(transfer.groups.find((g) => g.id === 'payment')!.parts).toEqual([]);
    const newer = proposalView({ ...DEMO, preferenze: { orario: 'sera', sms: true } });
    expect(newer.groups.at(-1)!.parts[0]!.rows).toEqual([
      {
        path: 'preferenze.orario',
        label: { raw: 'preferenze.orario' },
        value: { kind: 'text', text: 'sera' },
      },
      { path: 'preferenze.sms', label: { raw: 'preferenze.sms' }, value: { kind: 'yes_no', value: true } },
    ]);
  });

  it('shows a phone as a person writes it, not in its stored E.164 form; a masked one as it is', () => {
    const phone = (proposta: typeof DEMO) =>
      proposalView(proposta)
        .groups.flatMap((g) => g.parts.flatMap((p) => p.rows))
        .find((r) => r.path === 'intestatario.contatti.telefono')!.value;
    expect(phone(DEMO)).toEqual({ kind: 'text', text: '333 123 4567' });
    expect(phone(FULL)).toEqual({ kind: 'text', text: '02 1234 5678' });
    const masked = { ...DEMO, intestatario: { ...DEMO.intestatario, contatti: { telefono: '***4567' } } };
    expect(phone(masked as typeof DEMO)).toEqual({ kind: 'text', text: '***4567' });
  });

  it('names a retailer’s own consent by the text the customer read', () => {
    const view = proposalView(
      {
        ...DEMO,
        consensi: { NEWSLETTER: { accettata: true, versione: '1', il: '2026-05-10T08:30:00.000Z' } },
      },
      [],
      { NEWSLETTER: 'Voglio la newsletter.' },
    );
    const row = view.groups.find((g) => g.id === 'consents')!.parts[0]!.rows[0]!;
    expect(row.label).toEqual({ key: 'enums.consenso.newsletter', fallback: 'Voglio la newsletter.' });
  });
});
