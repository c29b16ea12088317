import { z } from 'zod';
import { ACCEPTED_FILE_TYPES } from '../files';

// The answers that are not JSON, declared as fastify and fastify-type-provider-zod accept them: a
// schema per media type (OpenAPI's `content` form) and `z.undefined()` for no body. Fastify writes
// with the route's schema only what it serialises as JSON: a string or a Buffer sent under a content
// type of its own goes out as it is (fastify's reply.send), so for these the schema types the handler,
// documents the answer (docs/api.md) and is what the web client parses with (web/api/http.ts).

/** No body: 202, 204 and redirects. */
export const noBody = z.undefined();

/** Bytes (a PDF, a scan): JSON Schema's binary string; a Buffer is a Uint8Array. */
export const binaryBody = z.instanceof(Uint8Array).meta({ type: 'string', format: 'binary' } as never);

export const textBody = z.string();

function answerOf<const M extends readonly string[], S extends z.ZodType>(types: M, schema: S) {
  return {
    content: Object.fromEntries(types.map((type) => [type, { schema }])) as Record<M[number], { schema: S }>,
  };
}

export const plainTextAnswer = answerOf(['text/plain'], textBody);
export const htmlAnswer = answerOf(['text/html'], textBody);
export const csvAnswer = answerOf(['text/csv'], textBody);
export const pdfAnswer = answerOf(['application/pdf'], binaryBody);
/** A file as it was uploaded or published: one of the types uploads accept. */
export const fileAnswer = answerOf(ACCEPTED_FILE_TYPES, binaryBody);
