import { describe, expect, it } from 'vitest';
import enBoot from './locales/en-boot';
import enRest from './locales/en-rest';
import en from './locales/en';
import itBoot from './locales/it-boot';
import itRest from './locales/it-rest';
import it_ from './locales/it';

// The page loads a language in two chunks (i18n.ts): together they must be the whole language, and
// the boot chunk must hold what the shell and the first screen show.

describe('text groups', () => {
  it.each([
    ['it', itBoot, itRest, it_],
    ['en', enBoot, enRest, en],
  ])('%s: boot and rest are every text, once', (_lang, boot, rest, all) => {
    expect(Object.keys(boot).filter((k) => k in rest)).toEqual([]);
    expect({ ...boot, ...rest }).toEqual(all);
    expect(Object.keys(boot).sort()).toEqual(
      ['consent', 'errors', 'form', 'ricerca_cliente', 'save_later', 'shell', 'validation'].sort(),
    );
  });
});
