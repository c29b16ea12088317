import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import type { BrandAdmin } from '../../shared/schemas/catalogue-admin';
import { backofficeTexts } from '../backoffice/texts';

// A back office page as its own entry shows it (backoffice/main.tsx): the back office's texts, Italian
// unless told; and a fake of its HTTP client that answers each `METHOD path` from the test's table.

const i18n = i18next.createInstance();
const ready = i18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: false,
  resources: { it: { translation: backofficeTexts('it') }, en: { translation: backofficeTexts('en') } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export async function renderBackoffice(ui: ReactElement, lang: 'it' | 'en' = 'it') {
  await ready;
  await i18n.changeLanguage(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** What a fake route answers: a value, or a function of the body (throw an ApiError to refuse). */
export type FakeRoutes = Record<string, ((body: unknown) => unknown) | object>;

/**
 * A stand-in for staffApi / staffApiNoContent / staffUpload: `GET /catalogue/brands`-style keys (the
 * query included); an unknown request fails the test. Each call is kept in `calls`.
 */
export function fakeStaffApi(routes: FakeRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const answer = async (method: string, path: string, body: unknown) => {
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`no fake answer for ${key}`);
    const route = routes[key];
    return typeof route === 'function' ? (route as (b: unknown) => unknown)(body) : structuredClone(route);
  };
  return {
    calls,
    routes,
    staffApi: vi.fn((path: string, _schema: unknown, method = 'GET', body?: unknown) =>
      answer(method, path, body),
    ),
    staffApiNoContent: vi.fn(async (path: string, method: string, body?: unknown) => {
      await answer(method, path, body);
    }),
    staffUpload: vi.fn((path: string, _schema: unknown, file: Blob) => answer('PUT', path, file)),
  };
}

/** A brand as the back office lists it, with what a test changes. */
export function brandOf(id: number, nome: string, more: Partial<BrandAdmin> = {}): BrandAdmin {
  return {
    id,
    codice: nome.toLowerCase().replace(/\W+/g, '-'),
    nome,
    logoUrl: '',
    colori: { primario: '#0b5cad', secondario: '#0b5cad', sfondo: '#ffffff', testo: '#1a1a1a' },
    sitoPubblico: 'https://example.test',
    gaTrackingId: null,
    gtmId: null,
    manutenzione: false,
    messaggioManutenzione: null,
    creditCheckEnabled: false,
    creditCheckMessage: null,
    widgetEnabled: false,
    widget: null,
    documenti: [],
    ...more,
  };
}
