import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/domain';

// spec 1 and 8: Italian or English; only the active language is downloaded, in two chunks: the texts
// of the shell and of a sale's first screen with the page (locales/<lang>-boot.ts), the rest when a
// screen needs them (loadAllTexts; docs/performance.md). A missing key shows the key itself and logs
// a warning.

/** The screens whose texts come with the page: the first screen of a new sale. */
const BOOT_SCREENS: ReadonlySet<string> = new Set(['ricerca-cliente']);

export async function initI18n(lng: Language, texts: 'boot' | 'all' = 'all') {
  await i18next
    .use(
      resourcesToBackend((language: string) =>
        language === 'it' ? import('./locales/it-boot') : import('./locales/en-boot'),
      ),
    )
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['it', 'en'],
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => console.warn(`i18n: missing key "${key}"`),
      react: { useSuspense: false },
    });
  document.documentElement.lang = lng;
  if (texts === 'all') await loadAllTexts();
  return i18next;
}

let rest: Promise<void> | null = null;

/** The texts the boot chunk leaves out, added to the active language once. */
export function loadAllTexts(): Promise<void> {
  const lng = i18next.language === 'en' ? 'en' : 'it';
  rest ??= (lng === 'it' ? import('./locales/it-rest') : import('./locales/en-rest')).then(
    (m) => {
      i18next.addResourceBundle(lng, 'translation', m.default, true, false);
    },
    (err: unknown) => {
      rest = null;
      throw err;
    },
  );
  return rest;
}

/** What a screen's folder needs before it shows: nothing more for the boot screens, else the rest. */
export function loadScreenTexts(folder: string): Promise<void> {
  return BOOT_SCREENS.has(folder) ? Promise.resolve() : loadAllTexts();
}
