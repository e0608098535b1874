// A JSON call with no body is a call without fields, as a form call without one already is: a
// generated client sends `Content-Type: application/json` with nothing after it when an optional
// body is left out (orval's `goodsHelpConfig()`). The call's own schema then decides: a body the
// document declares optional answers as usual, a missing required field is named in the caller's
// language. Anything else is parsed by Fastify's own parser (prototype poisoning refused).
import type { FastifyInstance } from 'fastify';

export async function jsonBodies(api: FastifyInstance) {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parseJson(req, text, done);
  });
}
