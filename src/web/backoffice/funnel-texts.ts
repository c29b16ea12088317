// The funnel's own words the back office shows too, so staff read a sale as the customer filled it in:
// a sale's page labels the proposal's fields with the funnel's labels and titles its parts with the
// funnel's step titles (sales/proposal-view.ts); operations, supplies and enumerations read as the
// funnel names them; the steps walked as the funnel report names them (server/report.json, the same
// names the report section shows). Only these files, not the funnel's chunks (i18n/locales/). Read as
// text (`?raw`) and parsed here: a module of its own, so the build copies them into the back office's
// chunk and the funnel's text chunks stay as they are (docs/performance.md), never split into chunks
// the two pages would share.

import { backofficeTexts } from './texts';

type Texts = Record<string, unknown>;

const files = {
  it: import.meta.glob<string>(
    [
      '../../shared/locales/it/accettazione-condizioni.json',
      '../../shared/locales/it/dati-anagrafici.json',
      '../../shared/locales/it/dati-anagrafici-subentrante.json',
      '../../shared/locales/it/dati-tecnici.json',
      '../../shared/locales/it/enums.json',
      '../../shared/locales/it/indirizzo-fornitura.json',
      '../../shared/locales/it/metodo-pagamento.json',
      '../../shared/locales/it/modalita-invio-bolletta.json',
      '../../shared/locales/it/riepilogo.json',
      '../../shared/locales/it/supply-point.json',
      '../../shared/locales/it/verifica-remi.json',
      '../../shared/locales/it/server/report.json',
    ],
    { eager: true, import: 'default', query: '?raw' },
  ),
  en: import.meta.glob<string>(
    [
      '../../shared/locales/en/accettazione-condizioni.json',
      '../../shared/locales/en/dati-anagrafici.json',
      '../../shared/locales/en/dati-anagrafici-subentrante.json',
      '../../shared/locales/en/dati-tecnici.json',
      '../../shared/locales/en/enums.json',
      '../../shared/locales/en/indirizzo-fornitura.json',
      '../../shared/locales/en/metodo-pagamento.json',
      '../../shared/locales/en/modalita-invio-bolletta.json',
      '../../shared/locales/en/riepilogo.json',
      '../../shared/locales/en/supply-point.json',
      '../../shared/locales/en/verifica-remi.json',
      '../../shared/locales/en/server/report.json',
    ],
    { eager: true, import: 'default', query: '?raw' },
  ),
};

/** The funnel's texts the back office reuses, one object per language (the files' top keys are apart). */
export const funnelTexts = (lang: 'it' | 'en'): Texts =>
  Object.assign({}, ...Object.values(files[lang]).map((text) => JSON.parse(text) as Texts)) as Texts;

/** Every text the back office's page says in `lang`: the funnel's it reuses and its own. */
export const backofficePageTexts = (lang: 'it' | 'en'): Texts => ({
  ...funnelTexts(lang),
  ...backofficeTexts(lang),
});
