// The back office's texts: one file per part of it under src/shared/locales/<lang>/backoffice/ (a
// folder the funnel's chunks never load), each under the top-level key `backoffice`, merged here.

type Texts = Record<string, unknown>;

const isObject = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `b` merged into `a` key by key, at every depth. */
export function deepMerge(a: Texts, b: Texts): Texts {
  const out: Texts = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = isObject(prev) && isObject(v) ? deepMerge(prev, v) : v;
  }
  return out;
}

const files = {
  it: import.meta.glob<Texts>('../../shared/locales/it/backoffice/*.json', {
    eager: true,
    import: 'default',
  }),
  en: import.meta.glob<Texts>('../../shared/locales/en/backoffice/*.json', {
    eager: true,
    import: 'default',
  }),
};

export const backofficeTexts = (lang: 'it' | 'en'): Texts => Object.values(files[lang]).reduce(deepMerge, {});
