import { describe, expect, it } from 'vitest';
import { FLOWS, flowStepNames } from '../../../funnel/flows';
import type { ReportEventRow } from '../../../store/repos/eventi';
import { romeDay, romeMidnight } from '../../../../shared/italian-time';
import { buildReport as build, dayRange, median } from './report';

// the report as the server builds it, with the funnel's flows
const buildReport = (events: readonly ReportEventRow[], opts?: Parameters<typeof build>[2]) =>
  build(events, flowStepNames, opts);
import type { FunnelReport } from './report';

const T0 = Date.parse('2026-11-20T09:00:00Z');
const view = (sale: string, operazione: string, step: string, seconds: number): ReportEventRow => ({
  venditaUuid: sale,
  operazione,
  nome: 'step_view',
  step,
  ts: new Date(T0 + seconds * 1000),
});
const purchase = (sale: string, operazione: string, seconds: number): ReportEventRow => ({
  ...view(sale, operazione, 'congratulazioni', seconds),
  nome: 'purchase',
  step: null,
});

const A = 'ATTIVAZIONE';
const S = 'SUBENTRO';

// A: a whole ATTIVAZIONE; B: stops on datiAnagrafici; C: goes back once and stops on
// indirizzoFornitura; D: a SUBENTRO that stops at once; E: switches to SUBENTRO and concludes there.
const EVENTS: ReportEventRow[] = [
  ...(
    [
      ['ricercaCliente', 0],
      ['datiAnagrafici', 60],
      ['indirizzoFornitura', 180],
      ['datiTecnici', 300],
      ['modalitaInvioBolletta', 400],
      ['metodoPagamento', 460],
      ['accettazioneCondizioni', 500],
      ['riepilogo', 520],
      ['firma', 560],
      ['congratulazioni', 600],
    ] as const
  ).map(([step, s]) => view('A', A, step, s)),
  purchase('A', A, 600),
  view('B', A, 'ricercaCliente', 0),
  view('B', A, 'datiAnagrafici', 30),
  view('C', A, 'ricercaCliente', 0),
  view('C', A, 'datiAnagrafici', 90),
  view('C', A, 'indirizzoFornitura', 100),
  view('C', A, 'datiAnagrafici', 110),
  view('C', A, 'indirizzoFornitura', 130),
  view('D', S, 'datiFornitura', 0),
  view('E', A, 'ricercaCliente', 0),
  view('E', A, 'datiAnagrafici', 20),
  view('E', A, 'indirizzoFornitura', 40),
  view('E', A, 'datiTecnici', 60),
  view('E', A, 'sceltaOperazione', 80),
  view('E', S, 'datiAnagrafici', 200),
  view('E', S, 'datiTecniciOperazione', 260),
  purchase('E', S, 300),
];

function rowsOf(report: FunnelReport, operazione: string) {
  const op = report.operations.find((o) => o.operazione === operazione)!;
  return Object.fromEntries(
    op.steps.map((s) => [s.step, [s.reached, s.droppedOut, s.medianMs === null ? null : s.medianMs / 1000]]),
  );
}

describe('buildReport', () => {
  // events arrive in any order: the report sorts them by time
  const report = buildReport([...EVENTS].reverse());

  it('counts sales, concluded sales and the conversion over all operations', () => {
    expect(report).toMatchObject({ sales: 5, concluded: 2, conversion: 0.4, truncated: false });
    expect(report.operations.map((o) => o.operazione)).toEqual([A, S]);
  });

  it('per operation: sales entered, concluded in it, conversion', () => {
    const [att, sub] = report.operations;
    expect(att).toMatchObject({ entered: 4, concluded: 1, conversion: 0.25 });
    expect(sub).toMatchObject({ entered: 2, concluded: 1, conversion: 0.5 });
  });

  it('lists every step of the flow in flow order, seen or not', () => {
    const steps = report.operations[0]!.steps.map((s) => s.step);
    expect(steps).toEqual([...new Set(FLOWS.ATTIVAZIONE.steps.map((s) => s.name))]);
  });

  it('per step: distinct sales reaching it, drop-outs at the last step seen, median seconds spent', () => {
    // [reached, dropped out, median s]
    expect(rowsOf(report, A)).toMatchObject({
      ricercaCliente: [4, 0, 45], // 60, 30, 90, 20
      verificaOtpCliente: [0, 0, null],
      datiAnagrafici: [4, 1, 30], // A 120, C 10 + 20, E 20; B stopped here
      indirizzoFornitura: [3, 1, 20], // A 120, C 10 + 0 (its last view counts no time), E 20
      datiTecnici: [2, 0, 60], // A 100, E 20
      sceltaOperazione: [1, 0, 120], // E, until the first step of the new flow
      modalitaInvioBolletta: [1, 0, 60],
      congratulazioni: [1, 0, null],
    });
    expect(rowsOf(report, S)).toMatchObject({
      datiFornitura: [1, 1, null],
      datiAnagrafici: [1, 0, 60],
      datiTecniciOperazione: [1, 0, null],
    });
  });

  it('gives each step its share of the sales that entered the flow', () => {
    const att = report.operations[0]!;
    expect(att.steps.find((s) => s.step === 'indirizzoFornitura')!.share).toBe(0.75);
    expect(att.steps.find((s) => s.step === 'verificaOtpCliente')!.share).toBe(0);
  });

  it('puts a step the flow does not list after the flow, marked', () => {
    const r = buildReport([view('X', A, 'ricercaCliente', 0), view('X', A, 'datiAnagraficiSubentrante', 10)]);
    const last = r.operations[0]!.steps.at(-1)!;
    expect(last).toMatchObject({
      step: 'datiAnagraficiSubentrante',
      inFlow: false,
      reached: 1,
      droppedOut: 1,
    });
  });

  it('shows the filtered operation even without data, and nothing else', () => {
    const r = buildReport([], { operazioni: ['VOLTURA'] });
    expect(r.operations).toHaveLength(1);
    expect(r.operations[0]).toMatchObject({ operazione: 'VOLTURA', entered: 0, conversion: null });
    expect(r.operations[0]!.steps.every((s) => s.reached === 0 && s.share === null)).toBe(true);
    expect(buildReport([])).toMatchObject({ sales: 0, conversion: null, operations: [] });
  });

  it('ignores other events and sales without a view', () => {
    const r = buildReport([{ ...view('Z', A, 'firma', 0), nome: 'error' }, purchase('Y', A, 5)]);
    expect(r).toMatchObject({ sales: 0, concluded: 0, operations: [] });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('days in Italian time', () => {
  it('midnight is 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(romeMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(romeMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(romeDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('a range covers whole days, the day of the switch to summer time included', () => {
    const r = dayRange(new Date('2026-11-22T10:00:00Z'), '2026-03-29', '2026-03-29');
    expect(r.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('by default the last 30 days up to today', () => {
    const r = dayRange(new Date('2026-11-22T10:00:00Z'));
    expect([r.fromDay, r.toDay]).toEqual(['2026-10-24', '2026-11-22']);
    expect(r.to.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});
