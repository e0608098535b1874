// The edge mode's way to the real backend, through @fastify/reply-from: a request under /api
// (and the pictures it names) goes to API_UPSTREAM as it came (method, headers, cookies; the body
// streamed, an upload included, never held in memory), and the answer comes back the same way
// (status, headers, cookies, redirects made relative to this site). A backend that cannot be
// reached, stays silent past UPSTREAM_TIMEOUT_MS or has not answered whole within
// UPSTREAM_DEADLINE_MS (a body dripping a byte at a time is never silent) is answered in the
// envelope (502, 504) in the caller's language; past the deadline an answer already under way is
// cut off. Nothing is retried: a call may write.
import type { Readable } from 'node:stream';
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../contract/codes.ts';
import { message } from '../../contract/messages.ts';
import type { Config } from '../config.ts';
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

/** The backend, as every forwarded call reaches it. */
export type Backend = {
  base: URL;
  /** the backend's path prefix (`/v2`), without a final slash */
  prefix: string;
  /** the whole answer within this long, once the request is sent */
  deadlineMs: number;
  /** X-Forwarded-Host: this site's public name (PUBLIC_URL's), never the Host a client wrote */
  publicHost: string | undefined;
};

export type UpstreamSettings = { timeoutMs: number; deadlineMs: number; publicUrl: string | undefined };
export const upstreamSettings = (
  config: Pick<Config, 'upstreamTimeoutMs' | 'upstreamDeadlineMs' | 'publicUrl'>,
): UpstreamSettings => ({
  timeoutMs: config.upstreamTimeoutMs,
  deadlineMs: config.upstreamDeadlineMs,
  publicUrl: config.publicUrl,
});

/** reply-from, on the instance, reaching `upstream` only. */
export async function connectUpstream(
  app: FastifyInstance,
  upstream: string,
  { timeoutMs, deadlineMs, publicUrl }: UpstreamSettings,
): Promise<Backend> {
  const base = new URL(upstream);
  await app.register(replyFrom, {
    base: base.origin,
    undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
    disableRequestLogging: true,
  });
  return {
    base,
    prefix: base.pathname.replace(/\/+$/, ''),
    deadlineMs,
    publicHost: publicUrl ? new URL(publicUrl).host : undefined,
  };
}

/** The 504 of a backend that was silent too long or not done by the deadline, in the envelope. */
function sendTimeout(reply: FastifyReply) {
  return reply
    .code(504)
    .type('application/json; charset=utf-8')
    .send({
      code: CODE.gatewayTimeout,
      msg: message('upstreamTimeout', languageOf(reply.request.headers)),
      data: null,
    });
}

/** The deadline of one forwarded call, counted from the end of the request (a slow upload is the client's time). */
export type Deadline = {
  /** the backend's answer, to be ended when the deadline passes */
  answering(stream: Readable): void;
  readonly passed: boolean;
};

/**
 * Starts the deadline of the call `reply` answers: when it passes, an answer not yet begun is a
 * 504, and one under way is cut off (its connection closed, as a proxy does with a backend that
 * stopped midway).
 */
export function startDeadline(reply: FastifyReply, ms: number): Deadline {
  const req = reply.request.raw;
  let stream: Readable | undefined;
  let passed = false;
  let timer: NodeJS.Timeout | undefined;
  const expire = () => {
    if (reply.raw.writableFinished) return;
    passed = true;
    stream?.destroy();
    reply.request.log.warn({ url: reply.request.url, deadlineMs: ms }, 'the backend did not answer whole in time');
    if (!reply.sent && !reply.raw.headersSent) void sendTimeout(reply);
    else reply.raw.destroy();
  };
  const start = () => {
    timer ??= setTimeout(expire, ms).unref();
  };
  const done = () => {
    clearTimeout(timer);
    req.off('end', start);
  };
  if (req.complete) start();
  else req.once('end', start);
  reply.raw.once('finish', done);
  reply.raw.once('close', done);
  return {
    answering(answer) {
      stream = answer;
      // a backend that answers before it has read the whole request: its time starts now
      if (timer === undefined) start();
    },
    get passed() {
      return passed;
    },
  };
}

/** How a call goes to the backend and comes back: as a front server passes it (see above). */
export const forwardOptions = (backend: Backend) =>
  ({
    retryDelay: () => null,
    rewriteRequestHeaders: (incoming, headers) => {
      const { 'x-forwarded-host': _written, ...rest } = headers;
      return {
        ...rest,
        'x-forwarded-for': [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
          .filter(Boolean)
          .join(', '),
        'x-forwarded-proto': incoming.protocol,
        ...(backend.publicHost ? { 'x-forwarded-host': backend.publicHost } : {}),
      };
    },
    rewriteHeaders: (headers) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => !HOP_BY_HOP.has(name) && !OURS.has(name))
          .map(([name, value]) => [name, name === 'location' ? relativeTo(backend.base, String(value)) : value]),
      ),
    onError: (failed, { error }) => {
      // the deadline has answered already, or cut the answer off
      if (failed.sent || failed.raw.headersSent) return;
      const timedOut = (error as { statusCode?: number }).statusCode === 504;
      failed.request.log.warn({ err: error, url: failed.request.url }, 'the backend did not answer');
      if (timedOut) return void sendTimeout(failed as FastifyReply);
      void failed
        .code(502)
        .type('application/json; charset=utf-8')
        .send({
          code: CODE.badGateway,
          msg: message('upstreamFailed', languageOf(failed.request.headers)),
          data: null,
        });
    },
  }) satisfies FastifyReplyFromHooks;

export async function proxyToUpstream(
  app: FastifyInstance,
  upstream: string,
  settings: UpstreamSettings,
  prefixes: string[],
) {
  const backend = await connectUpstream(app, upstream, settings);
  const options = forwardOptions(backend);
  const forward = (req: FastifyRequest, reply: FastifyReply) => {
    const deadline = startDeadline(reply, backend.deadlineMs);
    return reply.from(`${backend.prefix}${req.url}`, {
      ...options,
      onResponse: (_request, answering, res) => {
        const { stream } = res as unknown as { stream: Readable };
        if (deadline.passed) return void stream.destroy();
        deadline.answering(stream);
        void answering.send(stream);
      },
    });
  };
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
