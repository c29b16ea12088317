import { z } from 'zod';
import type { RouteInfo } from '../../src/server/app';
import { isApiRequest } from '../../src/server/http/security';
import { ERROR_CODES } from '../../src/shared/errors';
import { ERROR_CODE_DOCS } from './error-codes';
import { jsonSchemaOf } from './json-schema';
import { generatedNote, jsonBlock, slugOf, table } from './markdown';

// docs/api.md: the API reference, drawn from the routes the real app registers.

/** What a caller must send besides the request itself (api-contract.md "Conventions"). */
export type Access = 'api-key' | 'api-key-xsrf' | 'plain-link' | 'plain-link-xsrf' | 'open';

export type ApiRoute = {
  method: string;
  /** With `{name}` placeholders, as the contract writes paths. */
  path: string;
  summary: string | undefined;
  access: Access;
  parts: { title: string; schema: unknown }[];
  /** The response schemas by status code (routes/*.ts `schema.response`). */
  responses: { status: string; schema: unknown }[];
};

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PARTS = [
  ['params', 'Path parameters'],
  ['querystring', 'Query parameters'],
  ['body', 'Body'],
] as const;

const ACCESS_TEXT: Record<Access, string> = {
  'api-key': '`x-api-key`',
  'api-key-xsrf': '`x-api-key` and `X-XSRF-TOKEN` (equal to the `XSRF-TOKEN` cookie)',
  'plain-link': 'none: a plain link a browser opens, authorised by what its address holds',
  'plain-link-xsrf': '`X-XSRF-TOKEN` only: addressed like a plain link, authorised by what its address holds',
  open: 'none (outside `/api` and `/track`)',
};

function accessOf(method: string, url: string, plainLink: boolean): Access {
  if (!isApiRequest(url)) return 'open';
  if (plainLink) return SAFE_METHODS.has(method) ? 'plain-link' : 'plain-link-xsrf';
  return SAFE_METHODS.has(method) ? 'api-key' : 'api-key-xsrf';
}

/** One entry per method and path, HEAD left out (Fastify adds it to every GET), sorted by path. */
export function apiRoutesOf(infos: readonly RouteInfo[]): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const info of infos) {
    const schema = (info.schema ?? {}) as Record<string, unknown>;
    for (const method of [info.method].flat().map(String)) {
      if (method === 'HEAD') continue;
      const path = info.url.replace(/:(\w+)/g, '{$1}');
      routes.set(`${method} ${path}`, {
        method,
        path,
        summary: typeof schema.summary === 'string' ? schema.summary : undefined,
        access: accessOf(method, info.url, info.config?.plainLink === true),
        parts: PARTS.filter(([key]) => schema[key] !== undefined).map(([key, title]) => ({
          title,
          schema: schema[key],
        })),
        responses: Object.entries((schema.response ?? {}) as Record<string, unknown>).map(
          ([status, response]) => ({ status, schema: response }),
        ),
      });
    }
  }
  return [...routes.values()].sort(
    (a, b) => compare(a.path, b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
}

/** By code point, so the order does not depend on the machine's locale data. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function jsonOf(schema: unknown, io: 'input' | 'output' = 'input'): unknown {
  return schema instanceof z.ZodType ? jsonSchemaOf(schema, io) : schema;
}

const headingOf = (route: ApiRoute) => `${route.method} ${route.path}`;

/** A link to the shape a response is, an array of, or one of; null when it is none of them. */
function shapeLinkOf(schema: unknown, shapes: Record<string, z.ZodType>): string | null {
  if (schema instanceof z.ZodUnion) {
    const links = schema.options.map((option) => shapeLinkOf(option, shapes));
    return links.every(Boolean) ? links.join(' or ') : null;
  }
  const element = schema instanceof z.ZodArray ? schema.element : null;
  for (const [name, shape] of Object.entries(shapes)) {
    const link = `[\`${name}\`](#${slugOf(name)})`;
    if (schema === shape) return link;
    if (element === shape) return `an array of ${link}`;
  }
  return null;
}

/** A response declared per media type (shared/schemas/media.ts): `{ content: { type: { schema } } }`. */
function mediaTypesOf(schema: unknown): [string, unknown][] | null {
  const content = (schema as { content?: Record<string, { schema: unknown }> } | null)?.content;
  return content && typeof content === 'object'
    ? Object.entries(content).map(([type, entry]) => [type, entry.schema])
    : null;
}

function renderResponse(status: string, schema: unknown, shapes: Record<string, z.ZodType>): string[] {
  if (schema instanceof z.ZodUndefined) return [`Response ${status}: no body.`, ''];
  const media = mediaTypesOf(schema);
  if (media) {
    const described = media.map(([type, body]) =>
      body instanceof z.ZodString ? `\`${type}\` text` : `\`${type}\` bytes`,
    );
    return [`Response ${status}: ${described.join(', or ')}.`, ''];
  }
  const link = shapeLinkOf(schema, shapes);
  if (link) return [`Response ${status}: ${link}.`, ''];
  return [`Response ${status}:`, '', jsonBlock(jsonOf(schema, 'output')), ''];
}

function renderRoute(route: ApiRoute, shapes: Record<string, z.ZodType>): string {
  const lines = [`### ${headingOf(route)}`, '', route.summary ?? '_No summary._', ''];
  lines.push(`Headers: ${ACCESS_TEXT[route.access]}.`, '');
  if (!route.parts.length) lines.push('No parameters and no body.', '');
  for (const part of route.parts) lines.push(`${part.title}:`, '', jsonBlock(jsonOf(part.schema)), '');
  for (const { status, schema } of route.responses) lines.push(...renderResponse(status, schema, shapes));
  return lines.join('\n');
}

function renderErrors(): string {
  const rows = Object.entries(ERROR_CODES)
    .map(([key, code]) => ({ code, ...ERROR_CODE_DOCS[key as keyof typeof ERROR_CODES] }))
    .sort((a, b) => a.status - b.status)
    .map((e) => [String(e.status), `\`${e.code}\``, e.when]);
  return [
    '## Error codes',
    '',
    'Every error answers `{ "code": string, "message": string, "fields"?: { "<field path>": "<message key>" } }`;',
    '`message` is in the language of `Accept-Language` (it or en), `fields` comes only with 400 and names',
    'fields as react-hook-form does (`forniture.0.pod`, `intestatario.anagrafica.codiceFiscale`).',
    '',
    table(['Status', 'Code', 'When'], rows),
    '',
  ].join('\n');
}

function renderShapes(shapes: Record<string, z.ZodType>): string {
  const sections = Object.entries(shapes).map(([name, schema]) =>
    [`### ${name}`, '', jsonBlock(jsonSchemaOf(schema, 'output')), ''].join('\n'),
  );
  return [
    '## Response shapes',
    '',
    'The main bodies the API answers, as JSON Schema; the routes above link to them. Fields not listed may be',
    'added later.',
    '',
    ...sections,
  ].join('\n');
}

export type ApiDoc = {
  routes: readonly ApiRoute[];
  /** Response schemas by the name the reference gives them. */
  shapes: Record<string, z.ZodType>;
};

export function renderApi({ routes, shapes }: ApiDoc): string {
  const toc = routes.map((r) => [
    `[${r.method}](#${slugOf(headingOf(r))})`,
    `\`${r.path}\``,
    r.summary ?? '',
  ]);
  return [
    '# API reference',
    '',
    `> ${generatedNote('the route schemas')}`,
    '',
    'JSON in and out, UTF-8. Every request to `/api/v1` carries the web client key in `x-api-key`, except',
    'the plain links a browser opens; requests other than GET and HEAD also carry `X-XSRF-TOKEN`, equal to',
    'the `XSRF-TOKEN` cookie the server sets. The brand of a request is the first label of its `Host`.',
    'Schemas are JSON Schema (draft 2020-12) of what the caller sends; checks JSON Schema cannot express',
    '(check digits, cross-field rules) are made by the server and answered as `validation` errors. Each',
    'JSON answer is written with its response schema (`Response <status>`), and the web client reads it',
    'with the same schema; errors have the shape of "Error codes" below. Text, pages and downloads are',
    'declared by their media type and sent as they are; "no body" answers (202, 204, redirects) have none.',
    '',
    '## Routes',
    '',
    table(['Method', 'Path', 'Summary'], toc),
    '',
    ...routes.map((r) => renderRoute(r, shapes)),
    renderErrors(),
    renderShapes(shapes),
  ].join('\n');
}
