import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './http';
import { deleteBolletta, upload, uploadAllegati } from './upload';

// The XMLHttpRequest wrapper (spec 7: uploads with progress events; spec 8: errors to the caller's
// error callback), against a stand-in XMLHttpRequest that records what is sent.

class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'XSRF-TOKEN=tok-1';
  document.documentElement.lang = 'en';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What these tests answer on success. */
const answer = z.object({ id: z.string() });
const handlers = () => ({ onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });
const pdf = (name = 'bolletta.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('upload', () => {
  it('sends the key, the XSRF header and the language, and reports progress in percent', () => {
    const h = handlers();
    upload('/vendite/u/bolletta-luce', new FormData(), answer, h);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/v1/vendite/u/bolletta-luce' });
    expect(xhr!.headers).toMatchObject({
      'x-api-key': 'dev-web-client-key',
      'x-xsrf-token': 'tok-1',
      'accept-language': 'en',
    });
    xhr!.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 });
    expect(h.onProgress).toHaveBeenLastCalledWith(25);
    xhr!.answer(201, { id: 'a1' });
    expect(h.onProgress).toHaveBeenLastCalledWith(100);
    expect(h.onSuccess).toHaveBeenCalledWith({ id: 'a1' });
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('hands the server’s code and message to the error callback', () => {
    const h = handlers();
    upload('/vendite/u/documento-identita', new FormData(), answer, h);
    FakeXhr.sent[0]!.answer(413, {
      code: 'file.too_large',
      message: 'The file is too large: the limit is 10 MB.',
    });
    const err = h.onError.mock.calls[0]![0] as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 413,
      code: 'file.too_large',
      message: 'The file is too large: the limit is 10 MB.',
    });
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it('reports a lost connection as `network`', () => {
    const h = handlers();
    upload('/x', new FormData(), answer, h);
    FakeXhr.sent[0]!.onerror!();
    expect(h.onError.mock.calls[0]![0]).toMatchObject({ status: 0, code: 'network' });
  });

  it('sends once more after a 403 csrf, with the fresh cookie', () => {
    const h = handlers();
    upload('/x', new FormData(), answer, h);
    document.cookie = 'XSRF-TOKEN=tok-2';
    FakeXhr.sent[0]!.answer(403, { code: 'csrf', message: 'x' });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1]!.headers['x-xsrf-token']).toBe('tok-2');
    FakeXhr.sent[1]!.answer(403, { code: 'csrf', message: 'x' });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(h.onError).toHaveBeenCalledOnce();
  });

  it('names several attachments allegato, allegato2… beside their type', () => {
    uploadAllegati('u', 'MODULO_VOLTURA', [pdf('a.pdf'), pdf('b.pdf')], handlers());
    const form = FakeXhr.sent[0]!.body!;
    expect(form.get('tipoAllegato')).toBe('MODULO_VOLTURA');
    expect((form.get('allegato') as File).name).toBe('a.pdf');
    expect((form.get('allegato2') as File).name).toBe('b.pdf');
  });

  it('stops on abort without calling back', () => {
    const h = handlers();
    const handle = upload('/x', new FormData(), answer, h);
    handle.abort();
    FakeXhr.sent[0]!.onerror!();
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(h.onError).not.toHaveBeenCalled();
  });
});

describe('deleteBolletta', () => {
  it('refuses without a sale uuid (spec 5)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(deleteBolletta('gas')).rejects.toThrow('Errore in eliminazione bolletta senza venditaUuid');
    await expect(deleteBolletta('luce', '')).rejects.toThrow(
      'Errore in eliminazione bolletta senza venditaUuid',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes the bill of its commodity with the XSRF header', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await deleteBolletta('gas', 'u-1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/vendite/u-1/bolletta-gas');
    expect(init).toMatchObject({ method: 'DELETE', headers: { 'x-xsrf-token': 'tok-1' } });
  });
});
