import { describe, expect, it } from 'vitest';
import type { FunnelReport } from './report';
import { formatDuration } from '../../../../shared/format-duration';
import { renderReportCsv, reportView } from './report-view';

const REPORT: FunnelReport = {
  sales: 2,
  concluded: 1,
  conversion: 0.5,
  truncated: false,
  operations: [
    {
      operazione: 'ATTIVAZIONE',
      entered: 2,
      concluded: 1,
      conversion: 0.5,
      steps: [
        { step: 'ricercaCliente', inFlow: true, reached: 2, share: 1, droppedOut: 0, medianMs: 45_400 },
        { step: 'datiAnagrafici', inFlow: true, reached: 1, share: 0.5, droppedOut: 1, medianMs: null },
        { step: '=cmd', inFlow: false, reached: 1, share: 1 / 3, droppedOut: 0, medianMs: 1000 },
      ],
    },
  ],
};

describe('renderReportCsv', () => {
  it('one row per operation and step, headers in the language asked, numbers with a dot', () => {
    const lines = renderReportCsv(REPORT, 'en').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Operation,Step,Code,Sales reaching it,Of sales entered (%),Dropped out here,Median time (s)',
      'ATTIVAZIONE,Customer search,ricercaCliente,2,100.0,0,45',
      'ATTIVAZIONE,Personal data,datiAnagrafici,1,50.0,1,',
      "ATTIVAZIONE,'=cmd,'=cmd,1,33.3,0,1",
    ]);
    expect(renderReportCsv(REPORT, 'it').split('\r\n')[0]).toBe(
      'Operazione,Passo,Codice,Vendite arrivate,Sul totale entrate (%),Abbandoni qui,Tempo mediano (s)',
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [null, '–'],
    [45_400, '45 s'],
    [200_000, '3 min 20 s'],
    [7_500_000, '2 h 05 min'],
    [100_000_000, '1 g 3 h'],
  ])('%s ms → %s', (ms, text) => expect(formatDuration(ms, 'it')).toBe(text));
});

describe('reportView', () => {
  it('names the operations and steps in the language asked; a step no longer in the code as stored', () => {
    const options = { marchi: [{ id: 1, nome: 'Lumen' }], offerte: [] };
    const view = reportView({ report: REPORT, fromDay: '2026-11-01', toDay: '2026-11-30' }, options, 'en');
    expect(view.operations[0]!.steps.map((s) => s.label)).toEqual([
      'Customer search',
      'Personal data',
      '=cmd',
    ]);
    expect(view.options.operazioni.find((o) => o.value === 'CAMBIO_PRODOTTO')?.label).toBe('Change of offer');
    expect(
      reportView({ report: REPORT, fromDay: 'a', toDay: 'b' }, options, 'it').operations[0]!.steps[0]!.label,
    ).toBe('Ricerca cliente');
  });
});
