import type { z } from 'zod';
import { apiErrorSchema } from '../../shared/errors';
import { noBody } from '../../shared/schemas/media';
import { WEB_CONFIG } from '../config';

// The HTTP client (spec 6): x-api-key on every request; on unsafe methods to relative URLs the
// X-XSRF-TOKEN header read from the XSRF-TOKEN cookie. A 403 `csrf` is retried once (the answer
// carries a fresh cookie); it is never shown as maintenance (api-contract.md). Answers are parsed with
// the schema the server serialises them with (style.md "One contract, validated twice").

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Headers,
  ) {
    super(message);
  }
}

/** An answer that is not what the contract says: a failure like any other, never a value cast. */
export const INVALID_RESPONSE = 'response.invalid';

export function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

const SAFE = new Set(['GET', 'HEAD']);

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = {
    'x-api-key': WEB_CONFIG.apiKey,
    'accept-language': document.documentElement.lang || 'it',
  };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const token = readCookie('XSRF-TOKEN');
  if (!SAFE.has(method) && token) headers['x-xsrf-token'] = token;
  return fetch(`${WEB_CONFIG.apiBase}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}

/** The JSON of a body, or undefined when it is none (a proxy's page, nothing at all). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError of a failure status: the contract's `{ code, message, fields? }`, or the status alone. */
export function errorOf(status: number, statusText: string, text: string, headers?: Headers): ApiError {
  const body = apiErrorSchema.safeParse(jsonOf(text));
  return body.success
    ? new ApiError(status, body.data.code, body.data.message, body.data.fields, headers)
    : new ApiError(status, String(status), statusText, undefined, headers);
}

type Answer<T> = { ok: true; body: T } | { ok: false; error: ApiError };

/** A body (JSON, text or none) read with its schema; one that does not fit is an ApiError saying where. */
function readValue<S extends z.ZodType>(
  schema: S,
  status: number,
  path: string,
  value: unknown,
): Answer<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, body: result.data };
  const where = result.error.issues.map((i) => i.path.join('.') || '(body)').join(', ');
  return {
    ok: false,
    error: new ApiError(status, INVALID_RESPONSE, `unexpected answer from ${path} at ${where}`),
  };
}

/** The JSON body read with its schema; an answer that does not fit is an ApiError naming where it differs. */
export function readAnswer<S extends z.ZodType>(
  schema: S,
  status: number,
  path: string,
  text: string,
): Answer<z.output<S>> {
  return readValue(schema, status, path, jsonOf(text));
}

function parsed<S extends z.ZodType>(schema: S, res: Response, path: string, value: unknown): z.output<S> {
  const answer = readValue(schema, res.status, path, value);
  if (!answer.ok) throw answer.error;
  return answer.body;
}

/** Sends, retrying once on 403 `csrf`; rejects with an ApiError on any failure status. */
async function request(path: string, opts: RequestOptions): Promise<Response> {
  let res = await send(path, opts);
  if (res.status === 403 && !SAFE.has(opts.method ?? 'GET')) {
    const err = errorOf(res.status, res.statusText, await res.clone().text());
    if (err.code === 'csrf') res = await send(path, opts);
  }
  if (!res.ok) throw errorOf(res.status, res.statusText, await res.text(), res.headers);
  return res;
}

/** Resolves with the JSON body as `schema` parses it, or rejects with an ApiError. */
export async function api<S extends z.ZodType>(
  path: string,
  schema: S,
  opts: RequestOptions = {},
): Promise<z.output<S>> {
  const res = await request(path, opts);
  return parsed(schema, res, path, jsonOf(await res.text()));
}

/** For answers with no body: 202 (accepted work) and 204 (deleted); a body is not what was declared. */
export async function apiNoContent(path: string, opts: RequestOptions = {}): Promise<void> {
  const res = await request(path, opts);
  const text = await res.text();
  parsed(noBody, res, path, text === '' ? undefined : text);
}

/** A text answer as its route declares it (shared/schemas/media.ts): of its media type, its schema's. */
export type TextAnswer = { content: Record<string, { schema: z.ZodType<string> }> };

/** Text answers (google-tag-manager-id, credit-check-message), e.g. `plainTextAnswer`. */
export async function apiText(path: string, answer: TextAnswer, opts: RequestOptions = {}): Promise<string> {
  const res = await request(path, opts);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = answer.content[type];
  if (!declared) {
    throw new ApiError(res.status, INVALID_RESPONSE, `unexpected answer from ${path}: ${type || 'no type'}`);
  }
  return parsed(declared.schema, res, path, await res.text());
}

/** For answers whose headers matter (the Location of a moved sale). */
export async function apiWithHeaders<S extends z.ZodType>(
  path: string,
  schema: S,
  opts: RequestOptions = {},
): Promise<{ body: z.output<S>; headers: Headers }> {
  const res = await request(path, opts);
  return { body: parsed(schema, res, path, jsonOf(await res.text())), headers: res.headers };
}
