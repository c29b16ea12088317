import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enLocale from '../i18n/locales/en';
import itLocale from '../i18n/locales/it';
import { AlertProvider } from '../shell/alerts';
import type { FunnelApi } from '../shell/funnel-context';
import { FunnelContext } from '../shell/funnel-context';

// A screen as the step host shows it: the real texts (Italian unless told), a query cache, alerts, and the funnel
// context the test describes (a partial FunnelApi: only what the screen reads).

const i18n = i18next.createInstance();
const ready = i18n.use(initReactI18next).init({
  lng: 'it',
  resources: { it: { translation: itLocale }, en: { translation: enLocale } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export async function renderScreen(
  Screen: ComponentType,
  funnel: Partial<FunnelApi>,
  lang: 'it' | 'en' = 'it',
) {
  await ready;
  await i18n.changeLanguage(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AlertProvider publicSite={() => null}>
          {/* what only the shell reads back from a screen, when a test's funnel leaves it out */}
          <FunnelContext.Provider value={{ setCanGoBack: () => undefined, ...funnel } as FunnelApi}>
            <Screen />
          </FunnelContext.Provider>
        </AlertProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
