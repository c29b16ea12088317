import type { z } from 'zod';
import { BACKOFFICE_PREFIX } from '../../shared/schemas/backoffice';
import { ApiError, errorOf, readAnswer, readCookie } from '../api/http';

// The back office's HTTP client (api-contract.md "Back office and webhooks"): no web client key, the
// session cookie goes by itself, unsafe methods carry the XSRF header read from the XSRF-TOKEN cookie
// (a 403 `csrf` is retried once: the answer set a fresh cookie). Answers are parsed with their schema.

async function send(path: string, method: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': document.documentElement.lang || 'it' };
  // a file goes as its own bytes (the server tells its type by content); anything else as JSON
  const file = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = file ? 'application/octet-stream' : 'application/json';
  const token = readCookie('XSRF-TOKEN');
  if (method !== 'GET' && token) headers['x-xsrf-token'] = token;
  return fetch(`${BACKOFFICE_PREFIX}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: file ? body : JSON.stringify(body) } : {}),
  });
}

async function request(path: string, method: string, body?: unknown): Promise<Response> {
  let res = await send(path, method, body);
  if (res.status === 403 && method !== 'GET') {
    if (errorOf(res.status, res.statusText, await res.clone().text()).code === 'csrf') {
      res = await send(path, method, body);
    }
  }
  if (!res.ok) throw errorOf(res.status, res.statusText, await res.text());
  return res;
}

export async function staffApi<S extends z.ZodType>(
  path: string,
  schema: S,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' = 'GET',
  body?: unknown,
): Promise<z.output<S>> {
  const res = await request(path, method, body);
  const answer = readAnswer(schema, res.status, path, await res.text());
  if (!answer.ok) throw answer.error;
  return answer.body;
}

/** Uploads a file (PUT, the file as body) and parses the answer with its schema. */
export function staffUpload<S extends z.ZodType>(path: string, schema: S, file: Blob): Promise<z.output<S>> {
  return staffApi(path, schema, 'PUT', file);
}

export async function staffApiNoContent(path: string, method: 'DELETE' | 'PUT' | 'POST', body?: unknown) {
  await request(path, method, body);
}

/** The i18n key of a failure the page shows. */
export function errorKey(err: unknown): string {
  const code = err instanceof ApiError ? err.code : '';
  const keys: Record<string, string> = {
    'auth.session': 'backoffice.errors.auth_session',
    'auth.locked': 'backoffice.errors.auth_locked',
    'auth.role': 'backoffice.errors.auth_role',
    'staff.username_taken': 'backoffice.errors.username_taken',
    'catalogue.code_taken': 'backoffice.catalogue.errors.code_taken',
    validation: 'backoffice.errors.validation',
  };
  return keys[code] ?? 'backoffice.errors.generic';
}
