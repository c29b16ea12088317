import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv';

describe('csv', () => {
  it('writes plain fields as they are and ends a record with CRLF', () => {
    expect(csvRow(['abc', 12, null, undefined, 'Città'])).toBe('abc,12,,,Città\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('Rossi, Mario')).toBe('"Rossi, Mario"');
    expect(csvField('Via "Roma"')).toBe('"Via ""Roma"""');
    expect(csvField('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises a leading = + - @ tab or CR so a spreadsheet shows text, not a formula', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+39 333')).toBe("'+39 333");
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    // only at the start
    expect(csvField('a=b')).toBe('a=b');
  });
});
