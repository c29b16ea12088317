import { describe, expect, it } from 'vitest';
import { bestEntry, normalise } from './match';
import { testFaq } from './test-faq';

const { entries } = testFaq();

describe('normalise', () => {
  it('lower-cases, drops accents and punctuation, one space between words', () => {
    expect(normalise('  Cos’è la VOLTURA?!  Perché… ')).toBe(' cos e la voltura perche');
  });
});

describe('bestEntry', () => {
  it.each([
    ['Dove trovo il POD?', 'pod_pdr'],
    ['il mio pdr', 'pod_pdr'],
    ['Qual è il punto di prelievo', 'pod_pdr'],
    ['come si fa una VOLTURA', 'voltura'],
    ['volturare il contratto di mia madre', 'voltura'],
    ['vorrei il numero verde del servizio clienti', 'customer_service'],
    ['posso telefonare?', 'customer_service'],
  ])('%s → %s', (question, id) => {
    expect(bestEntry(question, entries)?.id).toBe(id);
  });

  it('a keyword is the beginning of a word, not any part of it', () => {
    // "apod" does not contain the word "pod"
    expect(bestEntry('apodittico', entries)).toBeNull();
  });

  it('the entry with more keywords wins; on a tie the first one', () => {
    expect(bestEntry('telefono del servizio clienti per il pod', entries)?.id).toBe('customer_service');
    expect(bestEntry('pod e voltura', entries)?.id).toBe('pod_pdr');
  });

  it('no keyword: null, so the widget answers with the fallback', () => {
    expect(bestEntry('che tempo fa a Milano?', entries)).toBeNull();
    expect(bestEntry('   ', entries)).toBeNull();
  });
});
