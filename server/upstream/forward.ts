// One call forwarded to the real backend (decision 57), with the edge mode's way there
// (server/edge/upstream-proxy.ts: reply-from, headers and cookies as a front server passes them,
// redirects made relative, 502/504 in the envelope when the backend fails or is silent). The
// mock adds to it: nothing of its own reaches the backend (its headers, its tokens), and the
// answer is read whole (up to ANSWER_KEEP) so that it can be checked against the contract and
// recorded. The answer goes back as it came; only its transport encoding may change (a
// compressed answer is sent on decompressed, and compressed again for the caller if it asks).

import type { IncomingHttpHeaders } from 'node:http';
import { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerContext, type AnswerProblem, answerProblems } from '../../contract/answer-tiers.ts';
import { CODE } from '../../contract/codes.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { message } from '../../contract/messages.ts';
import type { RefusalStyle } from '../../contract/refusal-style.ts';
import { forwardOptions } from '../edge/upstream-proxy.ts';
import { INTERNAL_CALL_HEADER } from '../plugins/internal-calls.ts';
import { MOCK_TOKEN_HEADER } from '../plugins/mock/mock-controls-guard.ts';
import { SESSION_HEADER } from '../sandboxes.ts';
import { parsedBody } from './exchange.ts';

/** The mock's own headers: they mean something to the mock only, and never reach the backend. */
const MOCK_HEADERS = [SESSION_HEADER, 'x-mock-scenario', MOCK_TOKEN_HEADER, INTERNAL_CALL_HEADER];
/** An answer up to this size is read whole, checked and recorded; a longer one passes unread. */
export const ANSWER_KEEP = 4 * 1024 * 1024;
/** A request body up to this size is kept for the recording (the mock's own body limit). */
const BODY_KEEP = 1024 * 1024;
const TEXTUAL = /json|text|html|xml|javascript/i;

export type Backend = { base: URL; prefix: string };

/** What a forwarded call brought back, read whole. */
export type ForwardedAnswer = { status: number; contentType: string; location?: string; text: string };

/** A forwarded call, as the hooks after its answer see it. */
export type Forwarded = {
  call: CallDef | undefined;
  /** the body as sent, when kept for the recording */
  bodyText?: string;
  /** the answer, when it was read whole */
  answer?: ForwardedAnswer;
  /** its differences from the contract, when they were found before it went out */
  problems?: AnswerProblem[];
  /**
   * what the live check knows of it beyond the answer (server/upstream/live-check.ts): taken once,
   * when its differences are first looked for (after it went out, or before in strict mode)
   */
  context: () => AnswerContext;
};

export type Plan = {
  backend: Backend;
  call: CallDef | undefined;
  /** the caller's token is the mock's own: the backend gets none */
  dropToken: boolean;
  /** keep the body (not an upload's) for the journal and the recording */
  keepBody: boolean;
  /** refuse an answer that breaks the spec (MOCK_UPSTREAM_STRICT) */
  strict: boolean;
  refusalStyle: RefusalStyle;
  /** the live check's context of the answer */
  contextOf: (answer: ForwardedAnswer, bodyText: string | undefined) => AnswerContext;
};

/** The differences of a forwarded answer from its call's contract. */
export function problemsOfAnswer(
  call: CallDef,
  answer: ForwardedAnswer,
  style: RefusalStyle,
  context?: AnswerContext,
): AnswerProblem[] {
  if (call.produces) return [];
  let body: unknown = answer.text;
  try {
    body = JSON.parse(answer.text);
  } catch {}
  return answerProblems(call, { status: answer.status, body }, style, context);
}

/** The body as it streams to the backend, its first BODY_KEEP bytes kept. */
function keeping(payload: Readable, forwarded: Forwarded): Readable {
  const chunks: Buffer[] = [];
  let size = 0;
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= BODY_KEEP) chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (size <= BODY_KEEP) forwarded.bodyText = Buffer.concat(chunks).toString('utf8');
      done();
    },
  });
  payload.on('error', (error) => copy.destroy(error));
  return payload.pipe(copy);
}

/** The answer's bytes up to `max`; past it, a stream of all of them instead. */
async function readUpTo(stream: Readable, max: number): Promise<{ whole: Buffer } | { stream: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  for (;;) {
    const { value, done } = await iterator.next();
    if (done) return { whole: Buffer.concat(chunks) };
    chunks.push(value as Buffer);
    size += (value as Buffer).length;
    if (size > max) {
      const rest = { [Symbol.asyncIterator]: () => iterator };
      return {
        stream: Readable.from(
          (async function* () {
            yield* chunks;
            yield* rest;
          })(),
        ),
      };
    }
  }
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: zlib.gunzipSync,
  'x-gzip': zlib.gunzipSync,
  deflate: zlib.inflateSync,
  br: zlib.brotliDecompressSync,
};

/** What reply-from hands over of the backend's answer. */
type BackendAnswer = { statusCode: number; headers: IncomingHttpHeaders; stream: Readable };

async function passAnswer(reply: FastifyReply, res: BackendAnswer, plan: Plan, forwarded: Forwarded) {
  const contentType = String(res.headers['content-type'] ?? '');
  if (!TEXTUAL.test(contentType) && !plan.call) return reply.send(res.stream);
  const read = await readUpTo(res.stream, ANSWER_KEEP);
  if ('stream' in read) return reply.send(read.stream);
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  let bytes = read.whole;
  if (encoding !== 'identity') {
    const decode = DECODERS[encoding];
    try {
      if (!decode) throw new Error(`no decoder for ${encoding}`);
      bytes = decode(bytes);
    } catch {
      // left as it came, unchecked
      return reply.send(read.whole);
    }
    reply.removeHeader('content-encoding');
  }
  reply.removeHeader('content-length');
  const location = reply.getHeader('location');
  const answer: ForwardedAnswer = {
    status: res.statusCode,
    contentType,
    ...(location ? { location: String(location) } : {}),
    text: bytes.toString('utf8'),
  };
  forwarded.answer = answer;
  // what the request journal shows of the body, as it shows the mock's parsed bodies
  if (forwarded.bodyText !== undefined)
    (reply.request as { body: unknown }).body = parsedBody(
      String(reply.request.headers['content-type'] ?? ''),
      forwarded.bodyText,
    );
  if (plan.strict && plan.call) {
    forwarded.problems = problemsOfAnswer(plan.call, answer, plan.refusalStyle, forwarded.context());
    const broken = forwarded.problems.find((problem) => problem.tier === 'spec');
    if (broken) {
      for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
      const { call } = plan;
      return reply
        .code(502)
        .type('application/json; charset=utf-8')
        .send({
          code: CODE.badGateway,
          msg: message('upstreamBrokeContract', reply.request.lang, { call: call.id, ...broken }),
          data: null,
        });
    }
  }
  // text goes on as text: the request journal reads an answer it can see
  return reply.send(TEXTUAL.test(contentType) ? answer.text : bytes);
}

/**
 * Sends the request to the backend with its body (`payload`, as the mock's hooks left it: its
 * bytes, decompressed if they came compressed) and passes the answer back. The caller returns
 * `reply` from its hook.
 */
export function forward(req: FastifyRequest, reply: FastifyReply, payload: Readable, plan: Plan): Forwarded {
  let context: AnswerContext | undefined;
  const forwarded: Forwarded = {
    call: plan.call,
    context: () => {
      context ??= forwarded.answer ? plan.contextOf(forwarded.answer, forwarded.bodyText) : {};
      return context;
    },
  };
  if (req.method !== 'GET' && req.method !== 'HEAD')
    (req as { body: unknown }).body = plan.keepBody ? keeping(payload, forwarded) : payload;
  // read to its end, so that reply-from sees a complete request and keeps the connection alive
  else req.raw.resume();
  const decompressed = payload !== req.raw;
  const options = forwardOptions(plan.backend.base);
  void reply.from(`${plan.backend.prefix}${req.url}`, {
    ...options,
    rewriteRequestHeaders: (incoming, headers) => {
      const sent = options.rewriteRequestHeaders(incoming, headers) as Record<string, unknown>;
      for (const name of MOCK_HEADERS) delete sent[name];
      if (plan.dropToken) delete sent.authorization;
      if (decompressed) {
        delete sent['content-encoding'];
        delete sent['content-length'];
      }
      return sent as typeof headers;
    },
    onResponse: (_request, answering, res) => {
      passAnswer(answering as FastifyReply, res as unknown as BackendAnswer, plan, forwarded).catch((error: Error) =>
        options.onError(answering, { error }),
      );
    },
  });
  // reply-from has taken the stream; the journal must not read it as a body
  (req as { body: unknown }).body = undefined;
  return forwarded;
}
