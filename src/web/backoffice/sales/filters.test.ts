import { describe, expect, it } from 'vitest';
import { apiQuery, filtersAddress, pageAddress } from './filters';

describe('the sales filters in the address', () => {
  it('keeps only filled filters and starts a new search on the first page', () => {
    expect(filtersAddress({ q: ' rossi ', firmata: 'si', stato: '', dopo: 'x' })).toBe(
      'sales?q=rossi&firmata=si',
    );
    expect(filtersAddress({})).toBe('sales');
  });

  it('pages with one cursor, keeping the filters', () => {
    const query = new URLSearchParams('q=rossi&dopo=abc&ignoto=1');
    expect(apiQuery(query)).toBe('q=rossi&dopo=abc');
    expect(pageAddress(query, { prima: 'def' })).toBe('sales?q=rossi&prima=def');
    expect(pageAddress(query, { dopo: 'ghi' })).toBe('sales?q=rossi&dopo=ghi');
  });

  it('keeps the brand and offer as ids, whatever names the page shows', () => {
    expect(filtersAddress({ offerta: '101', marchio: '1', operazione: 'CAMBIO_PRODOTTO' })).toBe(
      'sales?marchio=1&offerta=101&operazione=CAMBIO_PRODOTTO',
    );
    expect(apiQuery(new URLSearchParams('marchio=1&offerta=101'))).toBe('marchio=1&offerta=101');
  });
});
