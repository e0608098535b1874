// Every /api answer, success or not, is `{ code, msg, data }` with a message in the caller's
// language. Internals of unexpected failures never leak.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '../../contract/envelope.ts';
import { type MessageKey, message } from '../../contract/messages.ts';
import { refusalHttpStatus } from '../../contract/refusal-style.ts';
import { ApiError } from '../api-error.ts';

/**
 * A refusal `{ code, msg, data: null }`. Under /api, `http` is its status when the refusal style
 * mirrors codes; the mock's own controls (/__mock) always answer with their HTTP status.
 */
export function sendError(reply: FastifyReply, http: number, code: number, msg: string) {
  // the edge mode (no mock, no deps) answers its own refusals with their status
  const mirrored = reply.request.url.startsWith('/api/') && reply.server.hasDecorator('deps');
  const status = mirrored ? refusalHttpStatus(http, reply.server.deps.config.refusalStyle) : http;
  return reply.code(status).type('application/json; charset=utf-8').send({ code, msg, data: null });
}

/** A failure Fastify or a plugin reports as the refusal it is: [HTTP status, code, message], or null. */
export function knownRefusal(error: FastifyError): [number, number, MessageKey] | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, CODE.badRequest, 'invalidJson'];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, CODE.tooLarge, 'bodyTooLarge'];
    case 'FST_CP_ERR_INVALID_CONTENT':
      return [400, CODE.badRequest, 'compressedBodyBroken'];
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return [415, CODE.unsupported, 'compressionUnsupported'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [415, CODE.unsupported, 'unsupportedMediaType'];
    // a picture's path outside its folder (/media/../x): there is no such picture
    case 'FST_STATIC_FORBIDDEN_PATH':
      return [404, CODE.noRoute, 'notFound'];
  }
  if (error instanceof SyntaxError) return [400, CODE.badRequest, 'invalidJson'];
  if (error.statusCode === 429) return [429, CODE.tooFrequent, 'tooFrequent'];
  return null;
}

export const envelopePlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.http, error.code, message(error.messageKey, req.lang, error.args));
    }
    const known = knownRefusal(error);
    if (known) return sendError(reply, known[0], known[1], message(known[2], req.lang));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(
        reply,
        error.statusCode,
        error.statusCode,
        message('invalidField', req.lang, { field: error.message }),
      );
    }
    // A sandbox's database is closed only once its requests have ended (server/sandboxes.ts);
    // should one still reach it, its caller hears that the sandbox went, not of a failure.
    if (req.sandbox && !req.sandbox.deps.db.$client.open)
      return sendError(reply, 410, CODE.gone, message('sandboxExpired', req.lang, { name: req.sandbox.name }));
    req.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, 500, CODE.internal, message('internalError', req.lang));
  });
});
