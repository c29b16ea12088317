import { describe, expect, it } from 'vitest';
import type { FunnelReport } from './report';
import { formatDuration, renderLoginPage, renderReportCsv } from './report-page';

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

describe('renderLoginPage', () => {
  it('labels its fields, sets the language and escapes what it echoes', () => {
    const html = renderLoginPage({
      lang: 'en',
      csrf: 'tok',
      user: '"><script>',
      error: 'Wrong user or password.',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="user">User</label><input id="user"');
    expect(html).toContain('<label for="password">Password</label><input id="password"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<script>');
  });
});
