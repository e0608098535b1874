// One call forwarded to the real backend (decision 57), with the edge mode's way there
// (server/edge/upstream-proxy.ts: reply-from, headers and cookies as a front server passes them,
// redirects made relative, 502/504 in the envelope when the backend fails, is silent or misses
// its deadline). The mock adds to it: nothing of its own reaches the backend (its headers, its
// tokens, its query parameters), a path that does not decode or climbs is refused in the
// envelope, and the answer is read whole (up to ANSWER_KEEP bytes once decompressed:
// read-answer.ts) so that it can be checked against the contract and recorded. The answer goes
// back as it came; only its transport encoding may change (a compressed answer is sent on
// decompressed, and compressed again for the caller if it asks). One over the limit goes back
// exactly as the backend sent it, unchecked and unrecorded.

import type { IncomingHttpHeaders } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerContext } from '../../contract/answer-tiers.ts';
import { CODE } from '../../contract/codes.ts';
import type { CallDef } from '../../contract/define-call.ts';
import { message } from '../../contract/messages.ts';
import type { RefusalStyle } from '../../contract/refusal-style.ts';
import { type Backend, forwardOptions, startDeadline } from '../edge/upstream-proxy.ts';
import { sendError } from '../plugins/envelope.ts';
import { INTERNAL_CALL_HEADER } from '../plugins/internal-calls.ts';
import { MOCK_TOKEN_HEADER } from '../plugins/mock/mock-controls-guard.ts';
import { SESSION_HEADER } from '../sandboxes.ts';
import { checkAnswer, type Problem } from './answer-check.ts';
import { parsedBody } from './exchange.ts';
import { readAnswer } from './read-answer.ts';

/** The mock's own headers: they mean something to the mock only, and never reach the backend. */
const MOCK_HEADERS = [SESSION_HEADER, 'x-mock-scenario', MOCK_TOKEN_HEADER, INTERNAL_CALL_HEADER];
/** The mock's own query parameters (a sandbox, the controls' token in a link): never sent on. */
const MOCK_PARAMETERS = new Set(['mock_session', 'mock_token']);
/** An answer holding up to this many bytes, decompressed, is read whole, checked and recorded; a longer one passes unread. */
export const ANSWER_KEEP = 4 * 1024 * 1024;
/** A request body up to this size is kept for the recording (the mock's own body limit). */
const BODY_KEEP = 1024 * 1024;
const TEXTUAL = /json|text|html|xml|javascript/i;

/** What a forwarded call brought back, read whole. */
export type ForwardedAnswer = { status: number; contentType: string; location?: string; text: string };

/** Why the answer of a call of the contract went to the caller unchecked. */
export type Unchecked = 'too large' | 'not decodable' | 'busy' | 'not checkable';

/** A forwarded call, as the hooks after its answer see it. */
export type Forwarded = {
  call: CallDef | undefined;
  /** the body as sent, when kept for the recording */
  bodyText?: string;
  /** the answer, when it was read whole */
  answer?: ForwardedAnswer;
  /** why the answer was not read whole */
  unchecked?: Unchecked;
  /** its differences from the contract, when they were found before it went out */
  problems?: Problem[];
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

/**
 * The differences of a forwarded answer from its call's contract, a bounded list (answer-check.ts);
 * null when it cannot be checked (JSON nested deeper than the check's walk can follow).
 */
export async function problemsOfAnswer(
  call: CallDef,
  answer: ForwardedAnswer,
  style: RefusalStyle,
  context?: AnswerContext,
): Promise<Problem[] | null> {
  if (call.produces) return [];
  let body: unknown = answer.text;
  try {
    body = JSON.parse(answer.text);
  } catch {}
  try {
    return await checkAnswer(call, { status: answer.status, body }, style, context);
  } catch {
    return null;
  }
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

/** What reply-from hands over of the backend's answer. */
type BackendAnswer = { statusCode: number; headers: IncomingHttpHeaders; stream: Readable };

async function passAnswer(reply: FastifyReply, res: BackendAnswer, plan: Plan, forwarded: Forwarded) {
  const contentType = String(res.headers['content-type'] ?? '');
  if (!TEXTUAL.test(contentType) && !plan.call) return reply.send(res.stream);
  const read = await readAnswer(res.stream, String(res.headers['content-encoding'] ?? ''), ANSWER_KEEP);
  if (reply.sent) return; // the deadline answered meanwhile
  // as the backend sent it, its encoding and length with it
  if ('unread' in read) {
    if (plan.call) forwarded.unchecked = read.why;
    return reply.send(read.unread);
  }
  const bytes = read.whole;
  reply.removeHeader('content-encoding');
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
    const problems = await problemsOfAnswer(plan.call, answer, plan.refusalStyle, forwarded.context());
    if (reply.sent) return;
    if (problems) forwarded.problems = problems;
    else forwarded.unchecked = 'not checkable';
    const broken = problems?.find((problem) => problem.tier === 'spec');
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

/** Whether a path climbs once decoded (`..` as reply-from judges it); null when it does not decode. */
function climbs(path: string): boolean | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded === '..' || decoded.includes('/..') || decoded.includes('../');
  } catch {
    return null;
  }
}

/** The query as the backend gets it: as it came, less the mock's own parameters. */
export function queryForBackend(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return '';
  return url
    .slice(at + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      try {
        return !MOCK_PARAMETERS.has(decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase());
      } catch {
        return true;
      }
    })
    .join('&');
}

/**
 * Sends the request to the backend with its body (`payload`, as the mock's hooks left it: its
 * bytes, decompressed if they came compressed) and passes the answer back; null when the request
 * was refused here instead (a path that does not decode, or climbs). The caller returns `reply`
 * from its hook.
 */
export function forward(req: FastifyRequest, reply: FastifyReply, payload: Readable, plan: Plan): Forwarded | null {
  const path = req.url.split('?', 1)[0] ?? '';
  if (climbs(path) !== false) {
    sendError(reply, 400, CODE.badRequest, message('invalidUrl', req.lang));
    return null;
  }
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
  const options = forwardOptions(plan.backend);
  const deadline = startDeadline(reply, plan.backend.deadlineMs);
  const query = queryForBackend(req.url);
  // the query goes apart from the path: reply-from would judge (and decode) it with the path
  void reply.from(`${plan.backend.prefix}${path}`, {
    ...options,
    queryString: () => query,
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
      const answer = res as unknown as BackendAnswer;
      if (deadline.passed) return void answer.stream.destroy();
      deadline.answering(answer.stream);
      passAnswer(answering as FastifyReply, answer, plan, forwarded).catch((error: Error) =>
        options.onError(answering, { error }),
      );
    },
  });
  // reply-from has taken the stream; the journal must not read it as a body
  (req as { body: unknown }).body = undefined;
  return forwarded;
}
