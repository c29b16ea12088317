import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('lists only what changed, nested values as JSON', () => {
    expect(
      changedFields(
        { nome: 'Casa Luce', prezzi: { luce: { energiaEuroKwh: 0.1 } }, codice: 'A' },
        { nome: 'Casa Luce Più', prezzi: { luce: { energiaEuroKwh: 0.2 } }, codice: 'A' },
      ),
    ).toEqual([
      { field: 'nome', before: 'Casa Luce', after: 'Casa Luce Più' },
      {
        field: 'prezzi',
        before: '{"luce":{"energiaEuroKwh":0.1}}',
        after: '{"luce":{"energiaEuroKwh":0.2}}',
      },
    ]);
  });

  it('a creation shows every field as new', () => {
    expect(changedFields(null, { id: 7, attiva: true })).toEqual([
      { field: 'id', before: '', after: '7' },
      { field: 'attiva', before: '', after: 'true' },
    ]);
  });
});
