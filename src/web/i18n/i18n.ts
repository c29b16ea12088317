import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/domain';

// spec 1 and 8: Italian or English; each locale is its own chunk, loaded when used; a missing key
// shows the key itself and logs a warning.

export async function initI18n(lng: Language) {
  await i18next
    .use(
      resourcesToBackend((language: string) =>
        language === 'it' ? import('./locales/it') : import('./locales/en'),
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
  return i18next;
}
