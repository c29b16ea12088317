import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { CONSENT_STORAGE_KEY, getConsent, setConsent } from './consent';
import { ConsentBanner, CookiePreferencesButton } from './consent-banner';

beforeAll(async () => {
  await initI18n('it');
});

function renderPage() {
  return render(
    <>
      <main>
        <h1 id="step-title" tabIndex={-1}>
          Dati personali
        </h1>
        <button type="button">Avanti</button>
      </main>
      <footer>
        <CookiePreferencesButton />
      </footer>
      <ConsentBanner policyHref="/api/v1/marchi/1/privacy" />
    </>,
  );
}

function banner() {
  return screen.queryByRole('region', { name: 'Cookie e privacy' });
}

describe('ConsentBanner', () => {
  it('shows while no choice is stored, with Accept, Reject and an X, nothing pre-selected', () => {
    renderPage();
    const region = banner();
    expect(region).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Accetta' })).toHaveProperty(
      'className',
      'consent-banner__choice',
    );
    expect(screen.getByRole('button', { name: 'Rifiuta' })).toHaveProperty(
      'className',
      'consent-banner__choice',
    );
    // the X is the banner's own: what shows is the sign, what is read is what it does
    const close = screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' });
    expect(region?.contains(close)).toBe(true);
    expect(close.textContent).toBe('×');
    expect(region?.querySelectorAll('input')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Informativa sui cookie' }).getAttribute('href')).toBe(
      '/api/v1/marchi/1/privacy',
    );
  });

  it('does not show when a choice is stored', () => {
    setConsent('denied');
    renderPage();
    expect(banner()).toBeNull();
  });

  it('stores "granted" on Accept and goes away', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(getConsent()).toBe('granted');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({ value: 'granted' });
    expect(banner()).toBeNull();
  });

  it('stores "denied" on Reject', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(getConsent()).toBe('denied');
    expect(banner()).toBeNull();
  });

  it('treats the X as a rejection', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }));
    expect(getConsent()).toBe('denied');
    expect(banner()).toBeNull();
  });

  it('leaves focus on the page and traps none: Tab reaches every choice and then leaves the banner', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.activeElement).toBe(document.body);
    const order = [
      screen.getByRole('button', { name: 'Avanti' }),
      screen.getByRole('button', { name: 'Preferenze cookie' }),
      screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }),
      screen.getByRole('link', { name: 'Informativa sui cookie' }),
      screen.getByRole('button', { name: 'Rifiuta' }),
      screen.getByRole('button', { name: 'Accetta' }),
      document.body,
      screen.getByRole('button', { name: 'Avanti' }),
    ];
    for (const expected of order) {
      await user.tab();
      expect(document.activeElement).toBe(expected);
    }
  });

  it('reserves its height at the bottom of the page while it shows', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.documentElement.dataset.consentBanner).toBe('open');
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toMatch(/px$/);
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(document.documentElement.dataset.consentBanner).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
  });

  it('reopens from "Preferenze cookie", takes focus there and gives it back after the new choice', async () => {
    const user = userEvent.setup();
    setConsent('denied');
    renderPage();
    const preferences = screen.getByRole('button', { name: 'Preferenze cookie' });
    await user.click(preferences);
    expect(document.activeElement).toBe(banner());
    await user.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(getConsent()).toBe('granted');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(preferences);
  });

  it('follows a choice made in another tab', () => {
    renderPage();
    act(() => {
      localStorage.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ value: 'granted', date: new Date().toISOString() }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(banner()).toBeNull();
  });

  for (const name of ['Rifiuta', 'Accetta', 'Chiudi e rifiuta i cookie non necessari']) {
    it(`on a first visit, "${name}" leaves the focus on the step's heading, not on the page body`, async () => {
      const user = userEvent.setup();
      renderPage();
      await user.click(screen.getByRole('button', { name }));
      expect(banner()).toBeNull();
      await Promise.resolve();
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dati personali' }));
    });
  }
});
