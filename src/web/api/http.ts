import { WEB_CONFIG } from '../config';

// The HTTP client (spec 6): x-api-key on every request; on unsafe methods to relative URLs the
// X-XSRF-TOKEN header read from the XSRF-TOKEN cookie. A 403 `csrf` is retried once (the answer
// carries a fresh cookie); it is never shown as maintenance (api-contract.md).

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

export function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

const SAFE = new Set(['GET', 'HEAD']);

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** text/plain answers (google-tag-manager-id) */
  text?: boolean;
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

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as {
    code?: string;
    message?: string;
    fields?: Record<string, string>;
  } | null;
  return new ApiError(
    res.status,
    body?.code ?? String(res.status),
    body?.message ?? res.statusText,
    body?.fields,
    res.headers,
  );
}

/** Sends, retrying once on 403 `csrf`; rejects with an ApiError on any failure status. */
async function request(path: string, opts: RequestOptions): Promise<Response> {
  let res = await send(path, opts);
  if (res.status === 403 && !SAFE.has(opts.method ?? 'GET')) {
    const err = await errorOf(res.clone());
    if (err.code === 'csrf') res = await send(path, opts);
  }
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** Resolves with the JSON body (or text, or null for 204), or rejects with an ApiError. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await request(path, opts);
  // 202 (accepted work) and 204 carry no body
  const body = await res.text();
  if (opts.text) return body as T;
  return (body ? JSON.parse(body) : null) as T;
}

/** For answers whose headers matter (the Location of a moved sale). */
export async function apiWithHeaders<T>(
  path: string,
  opts: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const res = await request(path, opts);
  return { body: (await res.json().catch(() => null)) as T, headers: res.headers };
}
