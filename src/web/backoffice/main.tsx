import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { languageOf } from '../../shared/domain';
import { BackofficeApp } from './app';
import { backofficePageTexts } from './funnel-texts';
import '../styles/base.css';
import './backoffice.css';

// The back office's page (/backoffice): an entry of its own in the same build, so the funnel's page
// loads none of it. Italian or English from the browser, as the funnel; its texts, and the funnel's
// words it shows too (funnel-texts.ts).

const lang = languageOf(navigator.language);
document.documentElement.lang = lang;
await i18next.use(initReactI18next).init({
  lng: lang,
  fallbackLng: false,
  resources: {
    it: { translation: backofficePageTexts('it') },
    en: { translation: backofficePageTexts('en') },
  },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackofficeApp />
  </StrictMode>,
);
