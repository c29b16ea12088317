import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_VALIDATION_KEYS } from '../../shared/errors';
import { VALIDATION_KEYS } from '../../shared/schemas/fields';
import { initI18n } from './i18n';
import en from './locales/en';
import enTour from '../../shared/locales/en/tour.json';
import it_ from './locales/it';
import itTour from '../../shared/locales/it/tour.json';
import { backofficeTexts } from '../backoffice/texts';

// Both languages complete (issue 3.4): every key the code uses exists in Italian and English, and the
// two locales have the same keys. One dictionary (issue 13.5): the texts only the server writes
// (src/shared/locales/<lang>/server/: contract, mails, operators' report) are held to the same rules.

function flatten(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const WEB = path.resolve(__dirname, '..');
const SERVER = path.resolve(__dirname, '../../server');

/** The server's own texts, which the web's chunks leave out (they are not in <lang>/*.json). */
const serverFiles = import.meta.glob<Record<string, unknown>>('../../shared/locales/*/server/*.json', {
  eager: true,
  import: 'default',
});
function serverTexts(lang: string): Record<string, unknown> {
  const files = Object.entries(serverFiles).filter(([file]) => file.includes(`/locales/${lang}/server/`));
  expect(files.length).toBeGreaterThanOrEqual(3);
  return Object.assign({}, ...files.map(([, texts]) => texts)) as Record<string, unknown>;
}

// the guided tour's texts load apart, with the tour (tour/run-tour.ts), and the server's with the
// server (server/i18n.ts), but all are held to the same rules
// the back office's texts load with its own page (backoffice/main.tsx)
const itKeys = new Set(flatten({ ...it_, ...itTour, ...backofficeTexts('it'), ...serverTexts('it') }));
const enKeys = new Set(flatten({ ...en, ...enTour, ...backofficeTexts('en'), ...serverTexts('en') }));

/** Literal keys: t('a.b'), { key: 'a.b' }, title: 'a.b' (alert specs), and 'validation.x' anywhere. */
function usedKeys(files: string[], pattern: RegExp): Set<string> {
  const keys = new Set<string>();
  for (const f of files) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(pattern)) keys.add(m[1]!);
  }
  return keys;
}

describe('locales', () => {
  it('Italian and English have the same keys', () => {
    expect([...itKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !itKeys.has(k))).toEqual([]);
  });

  it('every key the web code names exists', () => {
    const keys = usedKeys(sourceFiles(WEB), /(?:\bt\(|key:\s*|title:\s*)'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g);
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((k) => !itKeys.has(k))).toEqual([]);
  });

  it('every key the server code names exists, in both languages', () => {
    const keys = usedKeys(sourceFiles(SERVER), /\bt\(\s*'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g);
    expect(keys.size).toBeGreaterThan(60);
    expect([...keys].filter((k) => !itKeys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('no file of the server’s texts reuses a top-level key of the web’s (files merge shallowly)', () => {
    for (const [lang, web] of [
      ['it', it_],
      ['en', en],
    ] as const) {
      expect(Object.keys(serverTexts(lang)).filter((k) => k in web || k in itTour)).toEqual([]);
    }
  });

  it('every field error key the server or the shared schemas can answer exists', () => {
    const keys = new Set([
      ...VALIDATION_KEYS,
      ...GENERIC_VALIDATION_KEYS,
      ...usedKeys(
        [...sourceFiles(SERVER), ...sourceFiles(path.resolve(__dirname, '../../shared'))],
        /'(validation\.[a-z_]+)'/g,
      ),
    ]);
    expect([...keys].filter((k) => !itKeys.has(k))).toEqual([]);
  });

  it('a missing key shows the key and logs a warning (spec 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18next = await initI18n('it');
    expect(i18next.t('shell.next')).toBe('Avanti');
    expect(i18next.t('nessuna.chiave')).toBe('nessuna.chiave');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nessuna.chiave'));
    expect(document.documentElement.lang).toBe('it');
    warn.mockRestore();
  });
});
