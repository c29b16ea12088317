import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOf } from '../shared/domain';
import type { Marchio } from '../shared/schemas/api';
import { hostBrandOf, readInjectedBrand } from './brand/injected';
import { WEB_CONFIG } from './config';
import { initI18n } from './i18n/i18n';
import { AlertProvider } from './shell/alerts';
import { App, startBoot } from './shell/app';
import { createBusyCounter } from './shell/busy';
import { BusyOverlay, BusyProvider, BusyScope } from './shell/busy-overlay';
import './styles/base.css';
import './styles/shell.css';
import './styles/forms.css';

function overlayPaintedAt(): number {
  const painted = performance.getEntriesByName('first-paint')[0]?.startTime;
  return document.querySelector('.busy-overlay') && painted !== undefined ? painted : performance.now();
}

// spec 4: the host's brand, which the server wrote into the page; the language from the browser.
let marchio: Marchio | null = readInjectedBrand();
const hostBrand = hostBrandOf(marchio, window.location.host);
// the page carries the overlay as HTML (web-page.ts): its minimum time runs from when it was painted
const counter = createBusyCounter({
  minMs: WEB_CONFIG.overlayMinMs,
  visibleSince: overlayPaintedAt(),
});
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

const lang = languageOf(navigator.language);
// the sale and its step load while the texts and the first render do (docs/performance.md); the API
// client sends the page's language (accept-language), so it is set first
document.documentElement.lang = lang;
const booting = startBoot(hostBrand, lang);
// the shell's texts and the first screen's; the rest follow
await initI18n(lang, 'boot');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BusyProvider counter={counter}>
        <AlertProvider publicSite={() => marchio?.sitoPubblico ?? null}>
          <BusyScope>
            <App
              hostBrand={hostBrand}
              booting={booting}
              initialMarchio={marchio}
              onMarchio={(m) => (marchio = m)}
            />
          </BusyScope>
          <BusyOverlay logoUrl={marchio?.logoUrl || null} brandName={marchio?.nome ?? ''} />
        </AlertProvider>
      </BusyProvider>
    </QueryClientProvider>
  </StrictMode>,
);
