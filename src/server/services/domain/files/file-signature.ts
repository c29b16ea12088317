import type { AcceptedFileType } from '../../../../shared/files';

// The kinds of file the funnel keeps, told by their first bytes (magic numbers), the one place that
// knows them: uploads (file-type.ts) and the bill reader (bills/text.ts) both ask here.

const SIGNATURES: { type: AcceptedFileType; bytes: readonly number[] }[] = [
  // %PDF-
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The accepted type the content starts with, or null (anything else, or nothing at all). */
export function detectFileType(bytes: Uint8Array): AcceptedFileType | null {
  const found = SIGNATURES.find(
    (s) => bytes.length >= s.bytes.length && s.bytes.every((b, i) => bytes[i] === b),
  );
  return found?.type ?? null;
}
