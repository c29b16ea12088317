import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  getConsent,
  isConsentBannerOpen,
  onConsentGranted,
  openConsentPreferences,
  readConsentRecord,
  setConsent,
  subscribeConsent,
} from './consent';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('consent store', () => {
  it('has no choice and shows the banner until the visitor chooses', () => {
    expect(getConsent()).toBeNull();
    expect(isConsentBannerOpen()).toBe(true);
  });

  it('stores the choice with its date under funnel.consent', () => {
    setConsent('denied', new Date('2026-03-01T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      value: 'denied',
      date: '2026-03-01T10:00:00.000Z',
    });
    expect(getConsent()).toBe('denied');
    expect(isConsentBannerOpen()).toBe(false);
  });

  it('reads a choice stored by an earlier visit', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ value: 'granted', date: '2026-01-02T00:00:00Z' }),
    );
    expect(readConsentRecord()).toEqual({ value: 'granted', date: '2026-01-02T00:00:00Z' });
    expect(isConsentBannerOpen()).toBe(false);
  });

  it.each(['granted', '{"value":"maybe","date":"x"}', '{"value":"granted"}', 'null'])(
    'treats an unreadable record (%s) as no choice',
    (raw) => {
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(getConsent()).toBeNull();
    },
  );

  it('reopens the banner from the preferences button, and closes it on a new choice', () => {
    setConsent('granted');
    openConsentPreferences();
    expect(isConsentBannerOpen()).toBe(true);
    setConsent('denied');
    expect(isConsentBannerOpen()).toBe(false);
    expect(getConsent()).toBe('denied');
  });

  it('notifies subscribers, also of a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsent('granted');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setConsent('denied');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the choice for the page when localStorage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setConsent('denied');
    expect(getConsent()).toBe('denied');
  });
});

describe('onConsentGranted', () => {
  it('runs at once when consent is already granted', () => {
    setConsent('granted');
    const callback = vi.fn();
    onConsentGranted(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs once, when the visitor accepts, and not on a rejection', () => {
    const callback = vi.fn();
    onConsentGranted(callback);
    setConsent('denied');
    expect(callback).not.toHaveBeenCalled();
    setConsent('granted');
    setConsent('denied');
    setConsent('granted');
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before consent comes', () => {
    const callback = vi.fn();
    const cancel = onConsentGranted(callback);
    cancel();
    setConsent('granted');
    expect(callback).not.toHaveBeenCalled();
  });
});
