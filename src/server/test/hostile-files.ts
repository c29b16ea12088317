import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// Files an attacker (or an unlucky customer) uploads as a bill: the bill reader must refuse them
// without the server noticing (issue 17.2). Shared by the API tests and bench/bomb.ts.

/** `megabytes` of spaces, deflated as they stream by (the whole never sits in memory). */
async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  function* chunks() {
    for (let i = 0; i < megabytes; i++) yield chunk;
  }
  return buffer(Readable.from(chunks()).pipe(zlib.createDeflate({ level: 9 })));
}

/** A one-page PDF whose content stream is `stream` (its dictionary's extra entries in `filter`). */
function pdfWithContent(stream: Buffer, filter: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} ${filter} >>\nstream\n`, 'latin1'));
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF of about `megabytes / 1000` MB whose page content inflates to `megabytes` MB. */
export async function pdfBomb(megabytes: number): Promise<Buffer> {
  return pdfWithContent(await deflatedSpaces(megabytes), '/Filter /FlateDecode');
}

/** A valid PDF of `pages` empty A4 pages. */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

/** A PNG of one colour, small on disk, `width` × `height` pixels once decoded. */
export async function pixelBomb(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PDF's header and trailer with nothing sound between them. */
export function brokenPdf(): Buffer {
  return Buffer.from(`%PDF-1.7\n${'garbage '.repeat(200)}\n%%EOF\n`, 'latin1');
}
