import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { plainTextAnswer } from '../../shared/schemas/media';
import { ApiError, INVALID_RESPONSE, api, apiNoContent, apiText } from './http';

// Answers are read with the schema the server writes them with: a wrong answer is an ApiError the
// error alerts show, never a value cast to what it should have been.

const answer = (status: number, body: unknown, headers?: Record<string, string>) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(typeof body === 'string' || body === null ? body : JSON.stringify(body), {
      status,
      headers,
    }),
  );

afterEach(() => vi.restoreAllMocks());

const caps = z.object({ caps: z.array(z.string()).nullable() });

describe('api', () => {
  it('resolves with the answer as its schema parses it', async () => {
    answer(200, { caps: ['20121'], extra: true });
    await expect(api('/funnels/caps', caps)).resolves.toEqual({ caps: ['20121'] });
  });

  it('rejects an answer its schema refuses, naming where it differs', async () => {
    answer(200, { caps: 20121 });
    const err = await api('/funnels/caps', caps).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 200, code: INVALID_RESPONSE });
    expect((err as ApiError).message).toContain('/funnels/caps at caps');
  });

  it('rejects an answer that is not JSON', async () => {
    answer(200, '<html>proxy</html>');
    await expect(api('/funnels/caps', caps)).rejects.toMatchObject({ code: INVALID_RESPONSE });
  });

  it('a failure status is the server’s code, message and fields', async () => {
    answer(400, {
      code: 'validation',
      message: 'Dati non validi',
      fields: { cf: 'validation.codice_fiscale' },
    });
    await expect(api('/lookups/codice-fiscale', caps, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Dati non validi',
      fields: { cf: 'validation.codice_fiscale' },
    });
  });
});

describe('apiText', () => {
  it('resolves with a text answer of the declared media type', async () => {
    answer(200, 'GTM-ABC123', { 'content-type': 'text/plain; charset=utf-8' });
    await expect(apiText('/configurations/google-tag-manager-id/lumen', plainTextAnswer)).resolves.toBe(
      'GTM-ABC123',
    );
  });

  it('rejects an answer of another media type (a proxy’s page) instead of showing it as text', async () => {
    answer(200, '<html>proxy</html>', { 'content-type': 'text/html' });
    const err = await apiText('/configurations/credit-check-message/1', plainTextAnswer).catch((e) => e);
    expect(err).toMatchObject({ status: 200, code: INVALID_RESPONSE });
    expect((err as ApiError).message).toContain('text/html');
  });
});

describe('apiNoContent', () => {
  it('resolves on an answer with no body', async () => {
    answer(204, null);
    await expect(apiNoContent('/vendite/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('rejects an answer with a body where none was declared', async () => {
    answer(202, { queued: true });
    await expect(apiNoContent('/vendite/x/save', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: INVALID_RESPONSE,
    });
  });
});
