import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brandFromHost, languageOf } from '../shared/domain';
import type { Marchio } from '../shared/schemas/api';
import { readInjectedBrand } from './brand/injected';
import { WEB_CONFIG } from './config';
import { initI18n } from './i18n/i18n';
import { AlertProvider } from './shell/alerts';
import { App } from './shell/app';
import { createBusyCounter } from './shell/busy';
import { BusyOverlay, BusyProvider } from './shell/busy-overlay';
import './styles/base.css';
import './styles/shell.css';
import './styles/forms.css';

// spec 4: the brand from the host's first label, the language from the browser.
const hostBrand = brandFromHost(window.location.host);
let marchio: Marchio | null = readInjectedBrand();
const counter = createBusyCounter({ minMs: WEB_CONFIG.overlayMinMs });
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

await initI18n(languageOf(navigator.language));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BusyProvider counter={counter}>
        <AlertProvider publicSite={() => marchio?.sitoPubblico ?? null}>
          <App hostBrand={hostBrand} initialMarchio={marchio} onMarchio={(m) => (marchio = m)} />
          <BusyOverlay
            logoUrl={marchio?.logoUrl ?? `/brands/${hostBrand.codice}.svg`}
            brandName={marchio?.nome ?? hostBrand.nome}
          />
        </AlertProvider>
      </BusyProvider>
    </QueryClientProvider>
  </StrictMode>,
);
