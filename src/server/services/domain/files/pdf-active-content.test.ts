import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent } from './pdf-active-content';

const latin1 = (s: string) => Buffer.from(s, 'latin1');
const withStream = (body: Buffer, dictionary = '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode') =>
  Buffer.concat([
    latin1(`%PDF-1.5\n1 0 obj << ${dictionary} >>\nstream\n`),
    body,
    latin1('\nendstream\nendobj\n%%EOF'),
  ]);

describe('active content in a PDF', () => {
  it('finds script, launch actions, embedded files and rich media, names escaped or not', async () => {
    for (const dict of [
      '/JS (x)',
      '/S /JavaScript',
      '/S /Launch',
      '/EmbeddedFiles 2 0 R',
      '/AA << >>',
      '/RichMedia',
      '/J#53 (x)',
    ]) {
      expect(await pdfHasActiveContent(latin1(`%PDF-1.4\n1 0 obj << ${dict} >> endobj`)), dict).toBe(true);
    }
    expect(
      await pdfHasActiveContent(latin1('%PDF-1.4\n1 0 obj << /OpenAction [3 0 R /Fit] /JSX 1 >> endobj')),
    ).toBe(false);
  });

  it('looks inside Flate streams (object streams), zlib or raw', async () => {
    expect(await pdfHasActiveContent(withStream(zlib.deflateSync(latin1('<< /S /Launch >>'))))).toBe(true);
    expect(await pdfHasActiveContent(withStream(zlib.deflateRawSync(latin1('<< /JS (x) >>'))))).toBe(true);
    expect(await pdfHasActiveContent(withStream(zlib.deflateSync(latin1('BT (Hello) Tj ET'))))).toBe(false);
  });

  it("finds nothing in the bytes of streams that hold no objects (a scan's image, page content)", async () => {
    // a JPEG's data holds `/JS ` by chance about once in 300 KB: no action, and no reason to refuse a scan
    const image = Buffer.concat([latin1('\xff\xd8\xff\xe0'), latin1('abc/JS 1/AA x'), Buffer.alloc(64, 7)]);
    expect(
      await pdfHasActiveContent(withStream(image, '/Type /XObject /Subtype /Image /Filter /DCTDecode')),
    ).toBe(false);
    const content = zlib.deflateSync(latin1('BT /JS 12 Tf (Ciao) Tj ET'));
    expect(await pdfHasActiveContent(withStream(content, '/Filter /FlateDecode'))).toBe(false);
    // the same names in the object stream or in the file's own syntax are found
    expect(await pdfHasActiveContent(withStream(zlib.deflateSync(latin1('<< /JS 2 0 R >>'))))).toBe(true);
    expect(
      await pdfHasActiveContent(withStream(zlib.deflateSync(latin1('<< /JS 2 0 R >>')), '/Type/Obj#53tm')),
    ).toBe(true);
  });

  // two streams inflating to 256 MB each: making them (zlib over 512 MB) is most of the work, so
  // the test's budget is the machine's, not the 5 s of a unit test (a busy CI machine needs more)
  it(
    'reads a decompression bomb only to its bound: its start is still looked at',
    { timeout: 60_000 },
    async () => {
      const bomb = zlib.deflateSync(Buffer.concat([latin1('/AA '), Buffer.alloc(256 * 1024 * 1024, 0x20)]));
      expect(await pdfHasActiveContent(withStream(bomb))).toBe(true);
      const clean = zlib.deflateSync(Buffer.alloc(256 * 1024 * 1024, 0x20));
      expect(await pdfHasActiveContent(withStream(clean))).toBe(false);
    },
  );

  it('finds nothing in the sample bills', async () => {
    const dir = path.resolve(__dirname, '../bills/samples');
    const pdfs = fs.readdirSync(dir).filter((f) => f.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(3);
    for (const f of pdfs)
      expect(await pdfHasActiveContent(fs.readFileSync(path.join(dir, f))), f).toBe(false);
  });
});
