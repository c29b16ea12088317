import { useSyncExternalStore } from 'react';

// The visitor's cookie consent (Garante privacy, cookie guidelines of 10 June 2021): nothing but technical
// cookies until the visitor accepts; rejecting (or closing the banner with the X) is as easy as
// accepting; the choice is remembered, so the banner does not ask again, and can be changed at any time.
// The record keeps the date of the choice, as evidence of when it was given.

export type ConsentChoice = 'granted' | 'denied';
export type ConsentRecord = { value: ConsentChoice; date: string };

export const CONSENT_STORAGE_KEY = 'funnel.consent';

const listeners = new Set<() => void>();
/** Used only when localStorage is unavailable (blocked storage, some private modes). */
let memoryRecord: ConsentRecord | null = null;
let preferencesOpen = false;

function parse(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if ((record?.value === 'granted' || record?.value === 'denied') && typeof record.date === 'string') {
      return { value: record.value, date: record.date };
    }
  } catch {
    // an unreadable record is no choice: the banner asks again
  }
  return null;
}

export function readConsentRecord(): ConsentRecord | null {
  try {
    return parse(localStorage.getItem(CONSENT_STORAGE_KEY)) ?? memoryRecord;
  } catch {
    return memoryRecord;
  }
}

/** The stored choice, or null while the visitor has not chosen. */
export function getConsent(): ConsentChoice | null {
  return readConsentRecord()?.value ?? null;
}

function emit() {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  // another tab of the funnel made the choice
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) emit();
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setConsent(value: ConsentChoice, now: Date = new Date()): void {
  const record: ConsentRecord = { value, date: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    memoryRecord = record; // remembered for this page only
  }
  preferencesOpen = false;
  emit();
}

/** The "Cookie preferences" button: shows the banner again although a choice is stored. */
export function openConsentPreferences(): void {
  preferencesOpen = true;
  emit();
}

export function isConsentBannerOpen(): boolean {
  return preferencesOpen || getConsent() === null;
}

/** Runs `callback` once consent is granted: at once if it already is, else when the visitor accepts. */
export function onConsentGranted(callback: () => void): () => void {
  if (getConsent() === 'granted') {
    callback();
    return () => {};
  }
  const unsubscribe = subscribeConsent(() => {
    if (getConsent() !== 'granted') return;
    unsubscribe();
    callback();
  });
  return unsubscribe;
}

export function useConsent() {
  const choice = useSyncExternalStore(subscribeConsent, getConsent);
  const bannerOpen = useSyncExternalStore(subscribeConsent, isConsentBannerOpen);
  return {
    choice,
    bannerOpen,
    grant: grantConsent,
    deny: denyConsent,
    openPreferences: openConsentPreferences,
  };
}

function grantConsent() {
  setConsent('granted');
}

function denyConsent() {
  setConsent('denied');
}
