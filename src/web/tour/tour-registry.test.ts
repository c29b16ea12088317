import { describe, expect, it } from 'vitest';
import en from '../../shared/locales/en/tour.json';
import it_ from '../../shared/locales/it/tour.json';
import type { TourStep } from './tour-step';
import { findTour, loadTour, tourFolder } from './tour-registry';

const tours = import.meta.glob<TourStep[]>('../screens/*/tour.ts', { eager: true, import: 'tour' });
const screens = Object.keys(import.meta.glob('../screens/*/screen.tsx')).map((p) => p.split('/').at(-2)!);

function text(locale: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], locale);
}

describe('the screens’ tours', () => {
  it('every screen has one, found without a list', () => {
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) expect(findTour(screen, 'lumen'), screen).toBe(screen);
  });

  it('a brand’s own screen falls back to the generic screen’s tour', () => {
    const available = new Set(['riepilogo']);
    expect(tourFolder('aurora-riepilogo', 'aurora', available)).toBe('riepilogo');
    expect(tourFolder('riepilogo', 'aurora', available)).toBe('riepilogo');
    expect(tourFolder('aurora-firma', 'aurora', available)).toBeNull();
    expect(tourFolder('lumen-riepilogo', 'aurora', available)).toBeNull();
  });

  it('gives a tour’s steps, and none for a screen without one', () => {
    expect(loadTour('ricerca-cliente').length).toBeGreaterThan(2);
    expect(loadTour('nessuna')).toEqual([]);
  });

  it.each(Object.entries(tours))('%s: valid selectors, texts in Italian and English', (_, steps) => {
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]!.element).toBe('#step-title');
    for (const step of steps) {
      expect(() => document.querySelector(step.element), step.element).not.toThrow();
      for (const key of [step.title, step.description]) {
        expect(key).toMatch(/^tour\./);
        expect(typeof text(it_, key), `it ${key}`).toBe('string');
        expect(typeof text(en, key), `en ${key}`).toBe('string');
      }
    }
  });
});
