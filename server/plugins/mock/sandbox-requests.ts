// Gives each request that names a sandbox (X-Mock-Session, or ?mock_session= on the mock's own
// controls) its sandbox. The sandbox is named (and made) when the request arrives, and held from
// when its handler starts (its body has arrived) until the request has ended: answered, or its
// client gone and its handler finished. A client trickling a body holds nothing; a sandbox
// removed meanwhile is closed only once the requests holding it have ended (server/sandboxes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '../../../contract/envelope.ts';
import { type MessageKey, message } from '../../../contract/messages.ts';
import { clientAddress, crossSite } from '../../client-identity.ts';
import { type Held, type Sandboxes, type SandboxRefusal, SESSION_HEADER, SESSION_NAME } from '../../sandboxes.ts';
import { sendError } from '../envelope.ts';

const REFUSALS: Record<SandboxRefusal, [http: number, code: number, key: MessageKey]> = {
  expired: [410, CODE.gone, 'sandboxExpired'],
  tooManyNew: [429, CODE.tooFrequent, 'sandboxesTooManyNew'],
  full: [503, CODE.unavailable, 'sandboxesFull'],
};

/** A request's sandbox, named but not yet held. */
const pending = new WeakMap<FastifyRequest, () => Held | null>();

/** A request's hold on its sandbox: let go once no handler runs and the answer is out or unwanted. */
type Hold = { release(): void; released: boolean; running: number; ended: boolean };
const holds = new WeakMap<FastifyRequest, Hold>();

function end(held: Hold | undefined) {
  if (!held) return;
  held.ended = true;
  if (held.running === 0) held.release();
}

/** Holds the request's sandbox as it is now; false when it went since the request named it. */
function hold(req: FastifyRequest, reply: FastifyReply): boolean {
  const take = pending.get(req);
  pending.delete(req);
  const taken = take?.();
  if (!taken) return false;
  req.sandbox = taken.sandbox;
  const held: Hold = {
    released: false,
    running: 0,
    ended: false,
    release() {
      if (held.released) return;
      held.released = true;
      taken.release();
    },
  };
  holds.set(req, held);
  // 'close' comes after the answer is out, or when the client hangs up first
  reply.raw.once('close', () => end(held));
  if (reply.raw.destroyed) end(held);
  return true;
}

/** A route's handler, counted as running on the request's sandbox while it runs. */
function holding(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, req, reply) {
    if (pending.has(req) && !hold(req, reply)) {
      const name = req.sandbox?.name ?? '';
      return void sendError(reply, 410, CODE.gone, message('sandboxExpired', req.lang, { name }));
    }
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

/** Names the request's sandbox (making it when new), or refuses the request. */
async function nameSandbox(sandboxes: Sandboxes, req: FastifyRequest, reply: FastifyReply) {
  const name = nameOf(req);
  if (name === undefined) return;
  if (typeof name !== 'string' || !SESSION_NAME.test(name))
    return sendError(reply, 400, CODE.badRequest, message('invalidField', req.lang, { field: 'X-Mock-Session' }));
  // another site's page (an <img>, a form) never makes or reaches a sandbox
  const { config } = req.server.deps;
  if (crossSite(req, config.corsOrigins))
    return sendError(reply, 403, CODE.forbidden, message('crossSiteRefused', req.lang));
  const opened = sandboxes.open(name, clientAddress(req, config.trustProxy) ?? 'unknown');
  if ('refusal' in opened) {
    const [http, code, key] = REFUSALS[opened.refusal];
    return sendError(reply, http, code, message(key, req.lang, { name }));
  }
  req.sandbox = opened.sandbox;
  pending.set(req, opened.hold);
}

/**
 * Sandboxes for every request but the mock's controls, whose own scope names theirs after its
 * guard (`controlSandboxes`): a request the guard refuses never makes one.
 */
export const sandboxRequests = fp(async (app: FastifyInstance, { sandboxes }: { sandboxes: Sandboxes }) => {
  app.addHook('onRoute', (route) => {
    route.handler = holding(route.handler);
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/__mock/')) return nameSandbox(sandboxes, req, reply);
  });
  app.addHook('onResponse', async (req) => end(holds.get(req)));
});

/** The sandboxes of the mock's controls, named once their guard has let the request through. */
export const controlSandboxes = fp(async (app: FastifyInstance, { sandboxes }: { sandboxes: Sandboxes }) => {
  app.addHook('onRequest', async (req, reply) => nameSandbox(sandboxes, req, reply));
});
