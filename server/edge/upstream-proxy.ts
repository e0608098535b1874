// The edge mode's way to the real backend, through @fastify/reply-from: a request under /api
// (and the pictures it names) goes to API_UPSTREAM as it came (method, headers, cookies; the body
// streamed, an upload included, never held in memory), and the answer comes back the same way
// (status, headers, cookies, redirects made relative to this site). A backend that cannot be
// reached, or stays silent past UPSTREAM_TIMEOUT_MS, is answered in the envelope (502, 504) in
// the caller's language. Nothing is retried: a call may write.
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../contract/codes.ts';
import { message } from '../../contract/messages.ts';
import { languageOf } from '../plugins/language.ts';

/** Headers of one connection, not of the answer (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** The front server's own security headers stand for the backend's (plugins/security-headers.ts). */
const OURS = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
]);

/** reply-from, on the instance, reaching `upstream` only; the base URL and the path prefix of the backend. */
export async function connectUpstream(app: FastifyInstance, upstream: string, timeoutMs: number) {
  const base = new URL(upstream);
  await app.register(replyFrom, {
    base: base.origin,
    undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
    disableRequestLogging: true,
  });
  return { base, prefix: base.pathname.replace(/\/+$/, '') };
}

/** How a call goes to the backend and comes back: as a front server passes it (see above). */
export const forwardOptions = (base: URL) =>
  ({
    retryDelay: () => null,
    rewriteRequestHeaders: (incoming, headers) => ({
      ...headers,
      'x-forwarded-for': [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
        .filter(Boolean)
        .join(', '),
      'x-forwarded-proto': incoming.protocol,
      'x-forwarded-host': incoming.headers.host ?? '',
    }),
    rewriteHeaders: (headers) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => !HOP_BY_HOP.has(name) && !OURS.has(name))
          .map(([name, value]) => [name, name === 'location' ? relativeTo(base, String(value)) : value]),
      ),
    onError: (failed, { error }) => {
      const timedOut = (error as { statusCode?: number }).statusCode === 504;
      failed.request.log.warn({ err: error, url: failed.request.url }, 'the backend did not answer');
      void failed
        .code(timedOut ? 504 : 502)
        .type('application/json; charset=utf-8')
        .send({
          code: timedOut ? CODE.gatewayTimeout : CODE.badGateway,
          msg: message(timedOut ? 'upstreamTimeout' : 'upstreamFailed', languageOf(failed.request.headers)),
          data: null,
        });
    },
  }) satisfies FastifyReplyFromHooks;

export async function proxyToUpstream(app: FastifyInstance, upstream: string, timeoutMs: number, prefixes: string[]) {
  const { base, prefix } = await connectUpstream(app, upstream, timeoutMs);
  const options = forwardOptions(base);
  const forward = (req: FastifyRequest, reply: FastifyReply) => reply.from(`${prefix}${req.url}`, options);
  for (const path of prefixes) app.all(`${path}*`, forward);
}

/** A redirect to the backend's own address becomes one to this site (the messaging app's login passes through). */
function relativeTo(base: URL, location: string): string {
  try {
    const target = new URL(location, base);
    return target.origin === base.origin ? `${target.pathname}${target.search}${target.hash}` : location;
  } catch {
    return location;
  }
}
