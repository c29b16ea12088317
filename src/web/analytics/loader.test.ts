import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, loadStyle, withCacheBuster } from './loader';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('withCacheBuster', () => {
  it.each([
    ['https://cdn.example/a.js', 'https://cdn.example/a.js?_=42'],
    ['https://cdn.example/a.js?id=G-1', 'https://cdn.example/a.js?id=G-1&_=42'],
    ['/w.js?', '/w.js?_=42'],
    ['/w.js?a=1&', '/w.js?a=1&_=42'],
    ['/w.css#part', '/w.css?_=42#part'],
    ['/w.css?v=2#part', '/w.css?v=2&_=42#part'],
  ])('%s becomes %s', (url, expected) => {
    expect(withCacheBuster(url, 42)).toBe(expected);
  });
});

describe('loadScript', () => {
  it('appends an async script with the timestamp and the given attributes, resolving on load', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    const loaded = loadScript('https://cdn.example/w.js?id=1', { 'data-widget': 'chat', nonce: 'n1' });

    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://cdn.example/w.js?id=1&_=1700000000000');
    expect(script?.async).toBe(true);
    expect(script?.dataset.widget).toBe('chat');
    expect(script?.getAttribute('nonce')).toBe('n1');

    script?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('returns at once, without waiting for the script', () => {
    const loaded = loadScript('/slow.js');
    expect(loaded).toBeInstanceOf(Promise);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects and removes the element when the script fails', async () => {
    const loaded = loadScript('/blocked.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('could not load /blocked.js');
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('loadStyle', () => {
  it('appends a stylesheet link with the timestamp, resolving on load', async () => {
    vi.useFakeTimers({ now: 5, toFake: ['Date'] });
    const loaded = loadStyle('/widget.css');
    const link = document.head.querySelector('link');
    expect(link?.rel).toBe('stylesheet');
    expect(link?.getAttribute('href')).toBe('/widget.css?_=5');
    link?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects when the stylesheet fails', async () => {
    const loaded = loadStyle('/missing.css');
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('could not load /missing.css');
    expect(document.head.querySelector('link')).toBeNull();
  });
});
