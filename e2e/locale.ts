import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The tests find fields by the labels a customer reads, taken from the same locale files the app uses.

type Texts = Record<string, unknown>;

const readAll = (dir: string): Texts[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Texts);

function load(lang: 'it' | 'en'): Texts {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/shared/locales', lang);
  // the back office's files (backoffice/) each hold a part of the key `backoffice`
  const backoffice = Object.assign(
    {},
    ...readAll(path.join(dir, 'backoffice')).map((f) => f.backoffice),
  ) as Texts;
  return { ...Object.assign({}, ...readAll(dir)), backoffice };
}

const LOCALES = { it: load('it'), en: load('en') };

export type Lang = keyof typeof LOCALES;

/** The text of a key, with {{placeholders}} filled. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], LOCALES[lang]);
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
