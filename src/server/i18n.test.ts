import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIE_USO_GAS,
  LANGUAGES,
  METODI_PAGAMENTO,
  MODALITA_INVIO_BOLLETTA,
  OPERAZIONI,
  PROFILI_SETTIMANALI,
  STEP_NAMES,
  TENSIONI,
  TIPI_ANAGRAFICA,
  TIPI_CONTRATTO,
  TIPI_OFFERTA,
  TITOLI,
  USI_GAS,
  USI_LUCE,
} from '../shared/domain';
import { valueKey } from '../shared/text-key';
import { SERVER_TEXTS, textsIn, valueLabel } from './i18n';

// The server writes only texts it has loaded: every key its code names, and every value of the
// groups it labels, is in the part of the dictionary it bundles (i18n.ts), in both languages. The
// web's locales.test.ts holds the whole dictionary, the server's files included, to the same keys.

function lookup(texts: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], texts);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The groups whose stored values the contract and the report put in words. */
const GROUPS: [string, readonly string[]][] = [
  ['enums.tipo_anagrafica', TIPI_ANAGRAFICA],
  ['enums.titolo', TITOLI],
  ['enums.tensione', TENSIONI],
  ['enums.uso_luce', USI_LUCE],
  ['enums.uso_gas', USI_GAS],
  ['enums.categoria_uso_gas', CATEGORIE_USO_GAS],
  ['enums.profilo_settimanale', PROFILI_SETTIMANALI],
  ['enums.modalita_invio_bolletta', MODALITA_INVIO_BOLLETTA],
  ['enums.metodo_pagamento', METODI_PAGAMENTO],
  ['enums.residenza', ['true', 'false']],
  ['enums.canale_otp', ['email', 'sms']],
  ['operazioni.name', OPERAZIONI],
  ['supply_point.commodity', TIPI_OFFERTA],
  ['supply_point.contract', TIPI_CONTRATTO],
];

describe('the server’s texts', () => {
  it('holds every key the server code names, in both languages', () => {
    const keys = new Set<string>();
    for (const f of sourceFiles(__dirname)) {
      const src = fs.readFileSync(f, 'utf8');
      for (const m of src.matchAll(/\bt\(\s*'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(60);
    for (const lang of LANGUAGES) {
      expect([...keys].filter((k) => typeof lookup(SERVER_TEXTS[lang], k) !== 'string')).toEqual([]);
    }
  });

  it('names every value of the groups it labels, and every step for the report', () => {
    for (const lang of LANGUAGES) {
      const missing = [
        ...GROUPS.flatMap(([group, values]) => values.map((v) => valueKey(group, v))),
        ...STEP_NAMES.map((s) => `report.steps.${s}`),
      ].filter((k) => typeof lookup(SERVER_TEXTS[lang], k) !== 'string');
      expect(missing).toEqual([]);
    }
  });

  it('labels a value as the web does, and an unknown one as it is stored', () => {
    expect(valueLabel('it', 'enums.titolo', 'CONDUTTORE AD ALTRO TITOLO')).toBe(
      'Conduttore ad altro titolo (es. comodato, usufrutto)',
    );
    expect(valueLabel('en', 'supply_point.contract', 'ALTRI_USI', { capital: true })).toBe(
      'Other uses (businesses)',
    );
    expect(valueLabel('it', 'enums.residenza', false)).toBe('Non residente');
    expect(valueLabel('it', 'enums.titolo', 'NUOVO_TITOLO')).toBe('nuovo titolo');
    expect(valueLabel('it', 'enums.titolo', undefined)).toBe('');
    expect(textsIn('en')('contract.page', { index: 1, total: 3 })).toBe('page 1 of 3');
  });
});
