import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_TTL_MS, cachedLookup } from './lookup-cache';

describe('cachedLookup', () => {
  beforeEach(() => localStorage.clear());

  it('asks the server once, then answers from storage until the entry is a day old', async () => {
    const load = vi.fn().mockResolvedValue(['20121']);
    expect(await cachedLookup('caps.lumen', load, 1_000)).toEqual(['20121']);
    expect(await cachedLookup('caps.lumen', load, 1_000 + LOOKUP_TTL_MS - 1)).toEqual(['20121']);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValue(['20121', '20122']);
    expect(await cachedLookup('caps.lumen', load, 1_000 + LOOKUP_TTL_MS)).toEqual(['20121', '20122']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps separate keys apart and ignores a corrupt entry', async () => {
    localStorage.setItem('funnel.lookup.remi.1', '{not json');
    expect(await cachedLookup('remi.1', () => Promise.resolve('a'))).toBe('a');
    expect(await cachedLookup('remi.2', () => Promise.resolve('b'))).toBe('b');
    expect(await cachedLookup('remi.1', () => Promise.resolve('c'))).toBe('a');
  });

  it('drops the oldest entries beyond fifty', async () => {
    for (let i = 0; i < 60; i++) await cachedLookup(`k${i}`, () => Promise.resolve(i), 1_000 + i);
    const kept = Object.keys(localStorage).filter((k) => k.startsWith('funnel.lookup.'));
    expect(kept).toHaveLength(50);
    expect(kept).not.toContain('funnel.lookup.k0');
    expect(kept).toContain('funnel.lookup.k59');
  });

  it('a failed load caches nothing', async () => {
    await expect(cachedLookup('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(localStorage.getItem('funnel.lookup.x')).toBeNull();
  });
});
