import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { focusHeading } from '../shell/return-focus';
import { useConsent } from './consent';
import './consent-banner.css';

// Garante cookie guidelines (2021): "Accept" and "Reject" look the same, the X keeps only technical
// cookies (it rejects), nothing is pre-selected. The banner is a labelled region, not a modal: it traps
// no focus, and while it shows the page gets bottom padding of its height, so it never hides the Next
// button for good on a small phone.

/** Reserves the banner's height at the bottom of the page (see consent-banner.css). */
function useReservedSpace(ref: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`);
    update();
    root.dataset.consentBanner = 'open';
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      delete root.dataset.consentBanner;
      root.style.removeProperty('--consent-banner-height');
    };
  }, [ref, open]);
}

export function ConsentBanner({ policyHref }: { policyHref?: string }) {
  const { t } = useTranslation();
  const { choice, bannerOpen, grant, deny } = useConsent();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, bannerOpen);

  // Reopened from "Cookie preferences": take the visitor to it. On first arrival the screen's h1 keeps focus.
  const reopened = bannerOpen && choice !== null;
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened]);

  // A choice on the first arrival's bar: the focus was on the chosen button, which goes with the bar;
  // it lands on the step's heading, not on <body>. (Reopened, CookiePreferencesButton takes it back.)
  const choose = (answer: () => void) => () => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    answer();
    if (hadFocus && !reopened) queueMicrotask(focusHeading);
  };

  if (!bannerOpen) return null;
  return (
    <section ref={ref} className="consent-banner" aria-labelledby={titleId} tabIndex={-1}>
      <button
        type="button"
        className="consent-banner__close"
        aria-label={t('consent.close')}
        onClick={choose(deny)}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className="consent-banner__text">
        <h2 id={titleId} className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p>{t('consent.body')}</p>
        <p>
          {t('consent.close_hint')}
          {policyHref && (
            <>
              {' '}
              <a href={policyHref} target="_blank" rel="noopener noreferrer">
                {t('consent.policy_link')}
              </a>
            </>
          )}
        </p>
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__choice" onClick={choose(deny)}>
          {t('consent.reject')}
        </button>
        <button type="button" className="consent-banner__choice" onClick={choose(grant)}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}

/** The small "Cookie preferences" button (for the page footer) that shows the banner again. */
export function CookiePreferencesButton() {
  const { t } = useTranslation();
  const { bannerOpen, openPreferences } = useConsent();
  const ref = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // after a choice made in the banner it opened, focus comes back here instead of falling to <body>
  useEffect(() => {
    if (!bannerOpen && opened.current) {
      opened.current = false;
      ref.current?.focus();
    }
  }, [bannerOpen]);

  return (
    <button
      ref={ref}
      type="button"
      className="cookie-preferences-button"
      onClick={() => {
        opened.current = true;
        openPreferences();
      }}
    >
      {t('consent.preferences')}
    </button>
  );
}
