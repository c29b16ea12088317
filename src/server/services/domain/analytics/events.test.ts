import { describe, expect, it } from 'vitest';
import { MAX_EVENT_AGE_MS, MAX_EVENT_AHEAD_MS, checkEvents } from './events';

const NOW = new Date('2026-11-22T10:00:00Z');
const ts = NOW.getTime() - 1000;
const view = (step: string, extra: Record<string, unknown> = {}) => ({
  name: 'step_view',
  params: { step, index: 1 },
  ts,
  ...extra,
});

describe('checkEvents', () => {
  it('keeps the good events with their index and lists the bad ones with their fields', () => {
    const { valid, rejected } = checkEvents(
      [
        view('ricercaCliente'),
        { name: 'step_view', params: { step: 'datiAnagrafici', email: 'giulia@example.com' }, ts },
        view('datiAnagrafici'),
        'not an event',
        { name: 'error', params: { step: 'datiAnagrafici', code: 'BNCGLI90A41F205H' }, ts },
        { name: 'upload', params: { kind: 'bolletta-luce', iban: 'IT60X0542811101000000123456' }, ts },
        { name: 'abandon', params: { step: 'firma', phone: '333 123 4567' }, ts },
      ],
      NOW,
    );
    expect(valid.map((v) => v.index)).toEqual([0, 2]);
    expect(rejected).toEqual([
      { index: 1, fields: { 'params.email': 'validation.personal_data' } },
      { index: 3, fields: { _: 'validation.type' } },
      { index: 4, fields: { 'params.code': 'validation.personal_data' } },
      { index: 5, fields: { 'params.iban': 'validation.personal_data' } },
      { index: 6, fields: { 'params.phone': 'validation.personal_data' } },
    ]);
  });

  it('refuses a ts older than a day or more than ten minutes ahead, and keeps those at the bounds', () => {
    const at = (t: number) => view('firma', { ts: t });
    const { valid, rejected } = checkEvents(
      [
        at(NOW.getTime() - MAX_EVENT_AGE_MS),
        at(NOW.getTime() - MAX_EVENT_AGE_MS - 1),
        at(NOW.getTime() + MAX_EVENT_AHEAD_MS),
        at(NOW.getTime() + MAX_EVENT_AHEAD_MS + 1),
      ],
      NOW,
    );
    expect(valid.map((v) => v.index)).toEqual([0, 2]);
    expect(rejected).toEqual([
      { index: 1, fields: { ts: 'validation.out_of_range' } },
      { index: 3, fields: { ts: 'validation.out_of_range' } },
    ]);
  });

  it('names a missing field as required and a malformed sale uuid', () => {
    const { rejected } = checkEvents(
      [{ name: 'step_view', params: { step: 'firma' } }, view('firma', { vendita: '42' })],
      NOW,
    );
    expect(rejected).toEqual([
      { index: 0, fields: { ts: 'validation.required' } },
      { index: 1, fields: { vendita: 'validation.uuid' } },
    ]);
  });
});
