// CSV as RFC 4180 writes it and as a spreadsheet opens it safely (issue 15 item 3, the export):
// fields quoted when they hold a comma, a quote or a line break (quotes doubled), lines ended by CRLF,
// a UTF-8 byte order mark first so Excel reads accents right, and a cell that starts with = + - @
// (or a tab or carriage return) prefixed with an apostrophe, so a customer's name typed as a formula
// is shown as text and never run (OWASP "CSV injection").

export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One field: neutralised, then quoted if it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // numbers we write (none negative) are data, not text someone typed
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
