// Gives each request that names a sandbox (X-Mock-Session, or ?mock_session= on the mock's own
// pages) its sandbox, and holds it until the request has ended: answered, or its client gone
// and its handler finished. A sandbox removed meanwhile is closed only then (server/sandboxes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '../../contract/envelope.ts';
import { type MessageKey, message } from '../../contract/messages.ts';
import { type Sandboxes, type SandboxRefusal, SESSION_HEADER, SESSION_NAME } from '../sandboxes.ts';
import { sendError } from './envelope.ts';
import { clientAddress } from './mock-controls-guard.ts';

const REFUSALS: Record<SandboxRefusal, [http: number, code: number, key: MessageKey]> = {
  expired: [410, CODE.gone, 'sandboxExpired'],
  tooManyNew: [429, CODE.tooFrequent, 'sandboxesTooManyNew'],
  full: [503, CODE.unavailable, 'sandboxesFull'],
};

/** A request's hold on its sandbox: let go once no handler runs and the answer is out or unwanted. */
type Hold = { release(): void; released: boolean; running: number; ended: boolean };
const holds = new WeakMap<FastifyRequest, Hold>();

function end(held: Hold | undefined) {
  if (!held) return;
  held.ended = true;
  if (held.running === 0) held.release();
}

function hold(req: FastifyRequest, reply: FastifyReply, release: () => void) {
  const held: Hold = {
    released: false,
    running: 0,
    ended: false,
    release() {
      if (held.released) return;
      held.released = true;
      release();
    },
  };
  holds.set(req, held);
  // 'close' comes after the answer is out, or when the client hangs up first
  reply.raw.once('close', () => end(held));
}

/** A route's handler, counted as running on the request's sandbox while it runs. */
function holding(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, req, reply) {
    const held = holds.get(req);
    if (!held) return handler.call(this, req, reply);
    // the client left before the handler could start: nobody waits for an answer
    if (held.released) return void reply.hijack();
    held.running += 1;
    const done = () => {
      held.running -= 1;
      if (held.ended && held.running === 0) held.release();
    };
    let result: unknown;
    try {
      result = handler.call(this, req, reply);
    } catch (error) {
      done();
      throw error;
    }
    if (result instanceof Promise) return result.finally(done);
    done();
    return result;
  } as RouteHandlerMethod;
}

const nameOf = (req: FastifyRequest) =>
  req.headers[SESSION_HEADER] ??
  (req.url.startsWith('/__mock/') ? (req.query as Record<string, unknown>).mock_session : undefined);

export const sandboxRequests = fp(async (app: FastifyInstance, { sandboxes }: { sandboxes: Sandboxes }) => {
  app.addHook('onRoute', (route) => {
    route.handler = holding(route.handler);
  });
  app.addHook('onRequest', async (req, reply) => {
    const name = nameOf(req);
    if (name === undefined) return;
    if (typeof name !== 'string' || !SESSION_NAME.test(name))
      return sendError(reply, 400, CODE.badRequest, message('invalidField', req.lang, { field: 'X-Mock-Session' }));
    const opened = sandboxes.open(name, clientAddress(req) ?? 'unknown');
    if ('refusal' in opened) {
      const [http, code, key] = REFUSALS[opened.refusal];
      return sendError(reply, http, code, message(key, req.lang, { name }));
    }
    req.sandbox = opened.sandbox;
    hold(req, reply, opened.release);
  });
  app.addHook('onResponse', async (req) => end(holds.get(req)));
});
