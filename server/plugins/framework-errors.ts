// Refusals Fastify's router answers before any hook runs (a path parameter over the length
// limit, a path that is not valid percent-encoding): in the envelope and the caller's language
// like every other refusal, never Fastify's own body echoing the path.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../contract/envelope.ts';
import { message } from '../../contract/messages.ts';
import { sendError } from './envelope.ts';
import { languageOf } from './language.ts';

/** The longest path parameter the router accepts (Fastify's maxParamLength). */
export const PATH_PARAM_MAX = 100;

export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(req.headers);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, CODE.uriTooLong, message('pathTooLong', lang, { max: PATH_PARAM_MAX }));
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, CODE.badRequest, message('invalidUrl', lang));
  req.log.error({ err: error }, 'unexpected router failure');
  return sendError(reply, 500, CODE.internal, message('internalError', lang));
}
