// The edge mode's way to the real backend: a request under /api (and the pictures it names) goes
// to API_UPSTREAM as it came (method, headers, cookies; the body streamed, an upload included,
// never held in memory), and the answer comes back the same way (status, headers, cookies,
// redirects made relative to this site). A backend that cannot be reached, or stays silent past
// UPSTREAM_TIMEOUT_MS, is answered in the envelope (502, 504) in the caller's language.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../contract/codes.ts';
import { message } from '../../contract/messages.ts';
import { languageOf } from '../plugins/language.ts';

/** Headers of one connection, not of the request (RFC 9110 §7.6.1), and the ones this server sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
/** The front server's own security headers stand for the backend's (plugins/security-headers.ts). */
const OURS = new Set([
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
]);

class UpstreamTimeout extends Error {}

export function upstreamProxy(upstream: string, timeoutMs: number) {
  const base = new URL(upstream);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/+$/, '');

  // answers the reply itself: the answer is being sent (a stream), not the handler's return value
  return (req: FastifyRequest, reply: FastifyReply) =>
    new Promise<FastifyReply>((resolve) => {
      const done = () => resolve(reply);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      const forwarded = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
      headers['x-forwarded-proto'] = req.protocol;
      headers['x-forwarded-host'] = req.headers.host ?? '';

      const failed = (error: Error) => {
        if (reply.sent || reply.raw.headersSent) {
          reply.raw.destroy(error);
          return done();
        }
        const timedOut = error instanceof UpstreamTimeout;
        req.log.warn({ err: error, url: req.url }, 'the backend did not answer');
        void reply
          .code(timedOut ? 504 : 502)
          .type('application/json; charset=utf-8')
          .send({
            code: timedOut ? CODE.gatewayTimeout : CODE.badGateway,
            msg: message(timedOut ? 'upstreamTimeout' : 'upstreamFailed', languageOf(req.headers)),
            data: null,
          });
        done();
      };

      const outgoing = send(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${prefix}${req.url}`,
          method: req.method,
          headers: { ...headers, host: base.host },
        },
        (answer: IncomingMessage) => {
          answer.setTimeout(timeoutMs, () => answer.destroy(new UpstreamTimeout('the backend stopped answering')));
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value === undefined || HOP_BY_HOP.has(name) || OURS.has(name)) continue;
            reply.header(name, name === 'location' ? relativeTo(base, String(value)) : value);
          }
          reply.code(answer.statusCode ?? 502);
          answer.once('error', (error) => reply.raw.destroy(error));
          void reply.send(answer);
          done();
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new UpstreamTimeout('no answer from the backend in time')));
      outgoing.once('error', failed);
      // a client that goes away takes its request to the backend with it
      req.raw.once('aborted', () => outgoing.destroy());
      req.raw.pipe(outgoing);
    });
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
