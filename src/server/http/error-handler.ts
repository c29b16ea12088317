import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errors';
import type { ApiErrorBody } from '../../shared/errors';
import { AppError } from '../errors';
import { drainRequest } from './drain';
import { hasMessage, languageOfRequest, messageOf } from './messages';

/** Fastify's own errors for bad requests, mapped to the contract's codes. */
function fromFastify(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, ERROR_CODES.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, ERROR_CODES.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, ERROR_CODES.validation, undefined, { _: 'validation.empty_body' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, ERROR_CODES.validation, undefined, { _: 'validation.json' });
  }
  if (error instanceof SyntaxError) {
    return new AppError(400, ERROR_CODES.validation, undefined, { _: 'validation.json' });
  }
  if (error.statusCode === 429) return new AppError(429, ERROR_CODES.rateLimited);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(
      error.statusCode,
      error.statusCode === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation,
    );
  }
  return null;
}

/** The router's refusals: a URL that does not decode, a path segment over its 100 characters. */
const URL_ERRORS = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

/**
 * Errors Fastify raises before routing, which the error handler never sees: answered in the
 * contract's shape too. No id of ours is anywhere near 100 characters, so a longer path segment is
 * a bad request, not a server error (issue 17.1).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOfRequest(request.headers['accept-language']);
  if (!URL_ERRORS.has(error.code)) {
    request.log.error({ err: error }, 'framework error');
    return reply.status(500).send({ code: ERROR_CODES.internal, message: messageOf('internal', lang) });
  }
  const body: ApiErrorBody = {
    code: ERROR_CODES.validation,
    message: messageOf(ERROR_CODES.validation, lang),
    fields: { _: 'validation.url' },
  };
  return reply.status(400).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const known = err instanceof AppError ? err : fromFastify(err);
    const lang = languageOfRequest(request.headers['accept-language']);
    if (!known) {
      // Unexpected: logged with the request id (pino adds it); the caller learns only that it failed.
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ code: ERROR_CODES.internal, message: messageOf('internal', lang) });
    }
    // `detail` is a catalogue key (sale_expired) or a text of its own (a brand's maintenance notice)
    const message = known.detail
      ? hasMessage(known.detail)
        ? messageOf(known.detail, lang)
        : known.detail
      : messageOf(known.code, lang);
    const body: ApiErrorBody = { code: known.code, message };
    if (known.status === 400 && known.fields) body.fields = known.fields;
    if (known.status >= 500) request.log.error({ err }, 'server error');
    // a refusal before the body was read (413, 401, a bad upload): the client gets to read it
    if (!(await drainRequest(request.raw))) reply.header('connection', 'close');
    return reply.status(known.status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOfRequest(request.headers['accept-language']);
    return reply.status(404).send({ code: ERROR_CODES.notFound, message: messageOf('not_found', lang) });
  });
}
