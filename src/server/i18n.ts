import i18next from 'i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../shared/domain';
import enEnums from '../shared/locales/en/enums.json';
import enRiepilogo from '../shared/locales/en/riepilogo.json';
import enContract from '../shared/locales/en/server/contract.json';
import enMail from '../shared/locales/en/server/mail.json';
import enReport from '../shared/locales/en/server/report.json';
import enSupplyPoint from '../shared/locales/en/supply-point.json';
import itEnums from '../shared/locales/it/enums.json';
import itRiepilogo from '../shared/locales/it/riepilogo.json';
import itContract from '../shared/locales/it/server/contract.json';
import itMail from '../shared/locales/it/server/mail.json';
import itReport from '../shared/locales/it/server/report.json';
import itSupplyPoint from '../shared/locales/it/supply-point.json';
import { valueKey } from '../shared/text-key';

// The texts the server writes (contract, mails, operators' report) come from the web's dictionary,
// src/shared/locales: the server's own under <lang>/server/, and by name the web's files whose words
// it shows too (enum labels, operation names, consent states), so a value reads the same on the screen,
// in the contract and in the report. Bundled with the server and loaded once, synchronously.

/** Every text the server may write, by language (locales.test.ts holds both languages to the same keys). */
export const SERVER_TEXTS: Record<Language, Record<string, unknown>> = {
  it: Object.assign({}, itEnums, itSupplyPoint, itRiepilogo, itContract, itMail, itReport),
  en: Object.assign({}, enEnums, enSupplyPoint, enRiepilogo, enContract, enMail, enReport),
};

const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    it: { translation: SERVER_TEXTS.it },
    en: { translation: SERVER_TEXTS.en },
  },
  lng: 'it',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const fixed: Record<Language, TFunction> = { it: i18n.getFixedT('it'), en: i18n.getFixedT('en') };

/** The texts of a language: `textsIn('it')('contract.title')`. */
export function textsIn(lang: Language): TFunction {
  return fixed[lang];
}

/**
 * A stored value in words, from a group of the dictionary (`enums.titolo`, `operazioni.name`): a value
 * the dictionary does not know shows as it is stored, in lower case. `capital`: for the groups the web
 * writes inside a sentence (`supply_point.contract`), shown here at the head of a table cell.
 */
export function valueLabel(
  lang: Language,
  group: string,
  value: string | boolean | undefined,
  opts: { capital?: boolean } = {},
): string {
  if (value === undefined || value === '') return '';
  const raw = String(value);
  const label = fixed[lang](valueKey(group, raw), { defaultValue: raw.replace(/_/g, ' ').toLowerCase() });
  return opts.capital ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}
