import { CATALOGUE_UPLOAD_MAX, documentMetaSchema } from '../../../shared/schemas/catalogue-admin';
import type { DocumentMeta } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { staffUpload } from '../api';

// A catalogue file (a brand's logo or privacy notice, an offer's documents) sent as its bytes, for the
// brand and offer pages alike: refused before sending when it is empty or over the limit; the server,
// which checks it by content, says why it refused it. Each page says the reason in its own words.

export type UploadRefusal = 'empty' | 'too_big' | 'type' | 'active_content' | 'failed';

export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusal,
    /** the server's answer, when it refused (a session that ended, for one) */
    readonly answer?: unknown,
  ) {
    super(`upload refused: ${reason}`);
  }
}

/** The reason a server's refusal names. */
export function refusalOf(err: unknown): UploadRefusal {
  if (!(err instanceof ApiError)) return 'failed';
  if (err.code === 'file.active_content') return 'active_content';
  if (err.code === 'file.type' || err.status === 415) return 'type';
  if (err.status === 413) return 'too_big';
  if (Object.values(err.fields ?? {}).includes('validation.file_empty')) return 'empty';
  return 'failed';
}

export async function uploadCatalogueFile(path: string, file: File): Promise<DocumentMeta> {
  if (file.size === 0) throw new UploadRefused('empty');
  if (file.size > CATALOGUE_UPLOAD_MAX) throw new UploadRefused('too_big');
  try {
    return await staffUpload(path, documentMetaSchema, file);
  } catch (err) {
    throw new UploadRefused(refusalOf(err), err);
  }
}
