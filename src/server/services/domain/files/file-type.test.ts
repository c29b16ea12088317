import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../../shared/files';
import { AppError } from '../../../errors';
import { detectFileType } from './file-signature';
import { checkedFileType, cleanFileName, downloadName } from './file-type';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

const PDF = text('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('detectFileType', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(detectFileType(PDF)).toBe('application/pdf');
    expect(detectFileType(JPEG)).toBe('image/jpeg');
    expect(detectFileType(PNG)).toBe('image/png');
  });

  it('refuses pages, scripts, other images and nothing at all', () => {
    expect(detectFileType(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectFileType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(text('GIF89a'))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });

  it('refuses a signature cut short or not at the start', () => {
    expect(detectFileType(text('%PDF'))).toBeNull();
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileType(text(' %PDF-1.4'))).toBeNull();
    expect(detectFileType(text('<html>%PDF-1.4'))).toBeNull();
  });
});

describe('checkedFileType', () => {
  it('answers the type found by content, whatever the name says', async () => {
    expect(await checkedFileType(PNG, 'file')).toBe('image/png');
  });

  it('refuses an empty file (400), a large one (413) and another type (415)', async () => {
    expect(await refusal(() => checkedFileType(bytes(), 'file'))).toEqual({
      status: 400,
      code: 'validation',
    });
    expect(await refusal(() => checkedFileType(PDF, 'file', PDF.length - 1))).toEqual({
      status: 413,
      code: 'file.too_large',
    });
    expect(await refusal(() => checkedFileType(text('<html></html>'), 'file'))).toEqual({
      status: 415,
      code: 'file.type',
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES);
    big.set(PDF);
    expect(await checkedFileType(big, 'file')).toBe('application/pdf');
  });

  it('names the field of an empty file', async () => {
    const err = await (async () => {
      try {
        await checkedFileType(bytes(), 'allegato2');
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(err?.fields).toEqual({ allegato2: 'validation.file_empty' });
  });
});

describe('file names', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\carta identità.pdf', 'application/pdf')).toBe('carta identità.pdf');
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.png', 'image/png')).toBe('ab.png');
    expect(cleanFileName('', 'image/jpeg')).toBe('documento.jpg');
    expect(cleanFileName(undefined, 'application/pdf')).toBe('documento.pdf');
    expect(cleanFileName('..', 'image/png')).toBe('documento.png');
  });

  it('strips bidirectional, zero-width and other invisible characters (issue 17.7)', () => {
    expect(cleanFileName('fattura\u202efdp.exe', 'application/pdf')).toBe('fatturafdp.exe');
    expect(cleanFileName('a\u200bb\u2066c\u2069\ufeff\u00ad.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(cleanFileName('riga\u2028due\u2029\u0085.png', 'image/png')).toBe('rigadue.png');
    expect(cleanFileName('\ud800x.pdf', 'application/pdf')).toBe('x.pdf');
    expect(cleanFileName('\u202e\u202e', 'image/png')).toBe('documento.png');
    expect(cleanFileName('Bolletta è 😀.pdf', 'application/pdf')).toBe('Bolletta è 😀.pdf');
    expect(downloadName('vecchio\u202efdp.pdf', 'application/pdf')).toBe('vecchiofdp.pdf');
  });

  it('never cuts a long name inside a character', () => {
    const name = cleanFileName(`${'😀'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('.pdf') && !/[\ud800-\udfff]/.test(name.replace(/😀/gu, ''))).toBe(true);
  });

  it('keeps the end of a long name, where its extension is', () => {
    const name = cleanFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('downloads under the extension of the type found when the name lies', () => {
    expect(downloadName('bolletta.pdf', 'application/pdf')).toBe('bolletta.pdf');
    expect(downloadName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(downloadName('scansione.pdf', 'image/png')).toBe('scansione.png');
    expect(downloadName('documento', 'image/jpeg')).toBe('documento.jpg');
  });
});
