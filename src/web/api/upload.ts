import type { z } from 'zod';
import type { Commodity, Operazione, TipoContratto } from '../../shared/domain';
import type { TipoBolletta } from '../../shared/files';
import { allegatiResponse, allegatoSchema, tipiAllegatoResponse } from '../../shared/schemas/files';
import type { Allegato } from '../../shared/schemas/files';
import { withUploadEvents } from '../analytics/upload-events';
import { WEB_CONFIG } from '../config';
import { ApiError, api, apiNoContent, errorOf, readAnswer, readCookie } from './http';

// Uploads (spec 7: multipart, with progress events) go through XMLHttpRequest, because fetch reports
// no upload progress (dependencies.md). Same headers as http.ts: x-api-key, the XSRF header, the
// language; a 403 `csrf` is sent again once. Errors go to the caller's error callback (spec 8), and so
// does an answer its schema refuses.

export type UploadHandlers<T> = {
  /** 0..100, as the bytes leave the browser */
  onProgress?: (percent: number) => void;
  onSuccess: (body: T) => void;
  /** the server's code and message (in the page language), or `network` when no answer came */
  onError: (error: ApiError) => void;
};

export type UploadHandle = { abort(): void };

/**
 * POSTs `form` to `path` under the API base; the answer is read with `schema`. The handle aborts it
 * (no callback follows).
 */
export function upload<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  given: UploadHandlers<z.output<S>>,
): UploadHandle {
  const handlers = withUploadEvents<z.output<S>, ApiError, UploadHandlers<z.output<S>>>(path, form, given);
  let xhr: XMLHttpRequest;
  let aborted = false;
  function send(retried: boolean) {
    xhr = new XMLHttpRequest();
    xhr.open('POST', `${WEB_CONFIG.apiBase}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-api-key', WEB_CONFIG.apiKey);
    xhr.setRequestHeader('accept-language', document.documentElement.lang || 'it');
    const token = readCookie('XSRF-TOKEN');
    if (token) xhr.setRequestHeader('x-xsrf-token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) handlers.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = readAnswer(schema, xhr.status, path, xhr.responseText);
        if (!answer.ok) return handlers.onError(answer.error);
        handlers.onProgress?.(100);
        handlers.onSuccess(answer.body);
        return;
      }
      const err = errorOf(xhr.status, xhr.statusText, xhr.responseText);
      // the answer carried a fresh cookie: once more with it (http.ts does the same)
      if (err.code === 'csrf' && !retried) return send(true);
      handlers.onError(err);
    };
    xhr.onerror = () => {
      if (!aborted) handlers.onError(new ApiError(0, 'network', 'network error'));
    };
    xhr.send(form);
  }
  send(false);
  return {
    abort() {
      aborted = true;
      xhr.abort();
    },
  };
}

function formWith(field: string, files: readonly File[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  // the first file in `allegato`, the next ones in allegato2, allegato3… (spec 7: allegato or allegatoN)
  files.forEach((f, i) => form.append(i === 0 ? field : `${field}${i + 1}`, f, f.name));
  return form;
}

export function uploadDocumentoIdentita(uuid: string, file: File, handlers: UploadHandlers<Allegato>) {
  return upload(`/vendite/${uuid}/documento-identita`, formWith('file', [file]), allegatoSchema, handlers);
}

export function uploadBolletta(
  tipo: TipoBolletta,
  uuid: string,
  file: File,
  handlers: UploadHandlers<Allegato>,
) {
  return upload(`/vendite/${uuid}/bolletta-${tipo}`, formWith('file', [file]), allegatoSchema, handlers);
}

export function uploadAllegati(
  uuid: string,
  tipoAllegato: string,
  files: readonly File[],
  handlers: UploadHandlers<Allegato[]>,
) {
  return upload(
    `/vendite/${uuid}/allegati`,
    formWith('allegato', files, { tipoAllegato }),
    allegatiResponse,
    handlers,
  );
}

/** spec 5: deleting a bill needs the sale's uuid; only gas and luce are told apart. */
export async function deleteBolletta(tipo: TipoBolletta, venditaUuid?: string | null): Promise<void> {
  if (!venditaUuid) throw new Error('Errore in eliminazione bolletta senza venditaUuid');
  await apiNoContent(`/vendite/${venditaUuid}/bolletta-${tipo}`, { method: 'DELETE' });
}

export async function deleteAllegato(allegato: Pick<Allegato, 'id'>, venditaUuid: string): Promise<void> {
  await apiNoContent(`/allegati/${allegato.id}?vendita=${venditaUuid}`, { method: 'DELETE' });
}

export const filesApi = {
  allegati: (uuid: string) => api(`/vendite/${uuid}/allegati`, allegatiResponse),
  tipiAllegato: (tipoContratto: TipoContratto, operazione: Operazione, commodities: readonly Commodity[]) =>
    api(
      `/allegati/${tipoContratto}/operazioneCommerciale/${operazione}/commodity?${commodities
        .map((c) => `commodity=${c}`)
        .join('&')}`,
      tipiAllegatoResponse,
    ),
};
