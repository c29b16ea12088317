import { describe, expect, it } from 'vitest';
import { EVERY_SCREEN, TOUR_KEY, hasSeenAnyTour, hasSeenTour, markTourSeen } from './seen-store';

describe('the tours already seen', () => {
  it('remembers each screen once, in localStorage', () => {
    expect(hasSeenTour('ricerca-cliente')).toBe(false);
    markTourSeen('ricerca-cliente');
    markTourSeen('ricerca-cliente');
    markTourSeen('dati-anagrafici');
    expect(hasSeenTour('ricerca-cliente')).toBe(true);
    expect(hasSeenTour('dati-anagrafici')).toBe(true);
    expect(hasSeenTour('riepilogo')).toBe(false);
    expect(JSON.parse(localStorage.getItem(TOUR_KEY)!)).toEqual({
      seen: ['ricerca-cliente', 'dati-anagrafici'],
    });
  });

  it('"*" stands for every screen (how the end-to-end tests start)', () => {
    localStorage.setItem(TOUR_KEY, JSON.stringify({ seen: [EVERY_SCREEN] }));
    expect(hasSeenTour('riepilogo')).toBe(true);
  });

  it('a damaged entry counts as nothing seen, and is replaced', () => {
    localStorage.setItem(TOUR_KEY, '{not json');
    expect(hasSeenTour('firma')).toBe(false);
    markTourSeen('firma');
    expect(hasSeenTour('firma')).toBe(true);
    localStorage.setItem(TOUR_KEY, JSON.stringify({ seen: 'firma' }));
    expect(hasSeenTour('firma')).toBe(false);
  });

  it('storage that refuses (private mode, quota) remembers nothing and throws nothing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(hasSeenTour('firma', refusing)).toBe(false);
    expect(() => markTourSeen('firma', refusing)).not.toThrow();
  });
});

describe('a tour of the funnel seen at all (issue 16.3: the tour shows by itself once)', () => {
  it('is no tour until one screen is remembered, then any', () => {
    localStorage.removeItem(TOUR_KEY);
    expect(hasSeenAnyTour()).toBe(false);
    markTourSeen('ricerca-cliente');
    expect(hasSeenAnyTour()).toBe(true);
  });
});
