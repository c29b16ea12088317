import type { AcceptedFileType } from '../../../../shared/files';
import { EXTENSION_OF_TYPE, MAX_FILE_BYTES } from '../../../../shared/files';
import { ERROR_CODES } from '../../../../shared/errors';
import { FILE_CHECK_KEYS } from '../../../../shared/schemas/files';
import { AppError } from '../../../errors';
import { detectFileType } from './file-signature';
import { pdfHasActiveContent } from './pdf-active-content';

// What an uploaded file is, told by its first bytes (file-signature.ts): the name and the type the
// browser declares are the customer's to choose, so they decide nothing. A page (HTML, SVG, script)
// saved as x.pdf is refused here, and what is kept is always served with the type found, never as a page.

export const fileTooLarge = () => new AppError(413, ERROR_CODES.fileTooLarge);
export const fileTypeRefused = () => new AppError(415, ERROR_CODES.fileType);
/** `field`: the multipart field the file came in, so a form can place the error. */
export const fileEmpty = (field: string) =>
  new AppError(400, ERROR_CODES.validation, 'file.empty', { [field]: FILE_CHECK_KEYS.empty });

/** The type of an upload the server keeps; empty, too large or of another type is refused. */
export async function checkedFileType(
  bytes: Uint8Array,
  field: string,
  limit = MAX_FILE_BYTES,
): Promise<AcceptedFileType> {
  if (bytes.length === 0) throw fileEmpty(field);
  if (bytes.length > limit) throw fileTooLarge();
  const type = detectFileType(bytes);
  if (!type) throw fileTypeRefused();
  // served back from our own origin: a PDF that runs script or opens files is not kept (issue 17.3)
  if (type === 'application/pdf' && (await pdfHasActiveContent(bytes))) {
    throw new AppError(415, ERROR_CODES.fileActiveContent);
  }
  return type;
}

/**
 * Characters a name shown to staff must not carry: controls (Cc), format characters (Cf: the
 * bidirectional overrides that turn `fattura\u202efdp.exe` into "fatturaexe.pdf", zero-width
 * ones), line and paragraph separators, lone surrogates (issue 17.7).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

export function withoutInvisible(name: string): string {
  return name.replace(INVISIBLE, '');
}

/**
 * The name kept for a file: its last path segment (old browsers send C:\...\scan.pdf), without
 * invisible characters, at most 200 characters; a file sent without one is named by its type.
 */
export function cleanFileName(name: string | undefined, type: AcceptedFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = withoutInvisible(base.normalize('NFC')).trim();
  const fallback = `documento.${EXTENSION_OF_TYPE[type]}`;
  if (!clean || clean === '.' || clean === '..') return fallback;
  // by code point, so that the cut never splits a character in two
  const chars = Array.from(clean);
  return chars.length > 200 ? chars.slice(chars.length - 200).join('') : clean;
}

/** The name a download carries: the kept name, its extension set to the type's when it lies. */
export function downloadName(stored: string, type: string): string {
  // a name kept before invisible characters were stripped is cleaned on the way out
  const name = withoutInvisible(stored);
  const ext = EXTENSION_OF_TYPE[type as AcceptedFileType];
  if (!ext) return name;
  const current = name.match(/\.([^.]+)$/)?.[1]?.toLowerCase();
  const same = current === ext || (ext === 'jpg' && current === 'jpeg');
  return same ? name : `${name.replace(/\.[^.]{1,5}$/, '')}.${ext}`;
}
