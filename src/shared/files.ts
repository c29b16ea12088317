// Limits of uploaded files (issue 5; api-contract.md 413 file.too_large, 415 file.type), here so that
// the web can say them before a customer waits for an upload the server would refuse.

/** 10 MB: a phone photo of a document or a scanned bill fits; anything larger is refused (413). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files one request may carry (POST /vendite/{uuid}/allegati takes several). */
export const MAX_FILES_PER_REQUEST = 5;
/** Files one sale may hold: enough for every attachment type, front and back, and a few replacements. */
export const MAX_FILES_PER_SALE = 30;

/** The types the server accepts, told by content (magic bytes), never by name or declared type. */
export const ACCEPTED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];

/** The usual extension of each type, for download names whose extension lies. */
export const EXTENSION_OF_TYPE: Record<AcceptedFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The `accept` of a file input: a hint to the browser's picker, the server decides by content. */
export const FILE_INPUT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** What an uploaded file is on its sale (allegati.categoria). */
export const CATEGORIE_ALLEGATO = [
  'documento-identita',
  'bolletta-luce',
  'bolletta-gas',
  'allegato',
] as const;
export type CategoriaAllegato = (typeof CATEGORIE_ALLEGATO)[number];

/** spec 5: only gas and luce bills are told apart. */
export const TIPI_BOLLETTA = ['luce', 'gas'] as const;
export type TipoBolletta = (typeof TIPI_BOLLETTA)[number];

/** The attachment type an identity document uploaded through /documento-identita counts as. */
export const TIPO_DOCUMENTO_IDENTITA = 'DOCUMENTO_IDENTITA';

/** 10 MB, 1.5 MB, 900 KB: sizes as a customer reads them. */
export function formatFileSize(bytes: number, lang: 'it' | 'en' = 'it'): string {
  const fmt = (n: number) =>
    n.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${fmt(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${fmt(bytes / 1024)} KB`;
  return `${bytes} B`;
}
