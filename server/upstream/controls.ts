// The controls of the mock in front of the real backend, beside the others under /__mock (and
// behind the same guard), each for the sandbox the request names (X-Mock-Session) or the shared
// mock:
//   GET/PUT /__mock/forward     which calls go to the backend
//   GET/DELETE /__mock/violations  how its answers differed from the contract
//   PUT/DELETE /__mock/replay   a recording to answer from
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CODE } from '../../contract/codes.ts';
import { message } from '../../contract/messages.ts';
import { depsOf } from '../deps.ts';
import { sendError } from '../plugins/envelope.ts';
import {
  CALL_PATHS,
  callPath,
  ENCRYPTION,
  everything,
  type Forwarding,
  LOGIN,
  move,
  nothing,
  type Side,
} from './calls.ts';
import type { UpstreamState } from './pass-through.ts';
import { type RecordingIndex, Replayer } from './recording-index.ts';
import { loadedFrom } from './replay-controls.ts';
import { violationFilter } from './violations.ts';

const forwardBody = z
  .object({
    /** the whole choice: every call, none, or these */
    forward: z.union([z.enum(['all', 'none']), z.array(z.string().max(200)).max(200)]),
    /** calls to move: `{ "goods/info": "upstream", "auth/me": "mock" }` */
    calls: z.record(z.string().max(200), z.enum(['upstream', 'mock'])),
  })
  .partial()
  .strict();

const replayBody = z.union([
  z.object({ dir: z.string().min(1).max(1000), strict: z.boolean().optional() }).strict(),
  z.object({ exchanges: z.array(z.unknown()).max(10_000), strict: z.boolean().optional() }).strict(),
]);

const ok = (data: unknown) => ({ code: 0, msg: 'success', data });

function refuseInput(req: FastifyRequest, reply: FastifyReply, error: z.ZodError) {
  const field = error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ');
  return sendError(reply, 400, CODE.badRequest, message('invalidField', req.lang, { field }));
}

export async function upstreamControlRoutes(app: FastifyInstance) {
  const pass = app.passThrough;
  const stateOf = (req: FastifyRequest) => pass.stateOf(depsOf(app, req));

  const describe = (state: UpstreamState) => {
    const calls = [...state.forwarding.calls].sort();
    return {
      upstream: pass.settings.url ?? null,
      all: state.forwarding.others && calls.length === CALL_PATHS.length,
      calls,
      others: state.forwarding.others,
      persona: pass.settings.persona,
      strict: pass.settings.strict,
      recording: pass.settings.recordDir ?? null,
      replay: state.replay ? { exchanges: state.replay.replayer.index.size, strict: state.replay.strict } : null,
      violations: state.violations.summary().count,
      known: CALL_PATHS,
      together: { encryption: ENCRYPTION, login: LOGIN },
    };
  };

  app.get('/__mock/forward', async (req) => ok(describe(stateOf(req))));

  app.put('/__mock/forward', async (req, reply) => {
    const parsed = forwardBody.safeParse(req.body);
    if (!parsed.success) {
      const field = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'the body'))].join(', ');
      return sendError(reply, 400, CODE.badRequest, message('forwardInvalid', req.lang, { field }));
    }
    if (!pass.backend) return sendError(reply, 409, CODE.conflict, message('upstreamNotSet', req.lang));
    const { forward, calls = {} } = parsed.data;
    const named = [...(Array.isArray(forward) ? forward : []), ...Object.keys(calls)];
    const unknown = named.filter((name) => callPath(name) === null);
    if (unknown.length)
      return sendError(reply, 400, CODE.badRequest, message('forwardUnknownCalls', req.lang, { calls: unknown }));
    const state = stateOf(req);
    let start: Forwarding = state.forwarding;
    const asked: Record<string, Side> = {};
    if (forward === 'all') start = everything();
    else if (forward === 'none') start = nothing();
    else if (forward) {
      start = nothing();
      for (const name of forward) asked[callPath(name) as string] = 'upstream';
    }
    for (const [name, side] of Object.entries(calls)) asked[callPath(name) as string] = side;
    const result = move(start, asked);
    if ('conflict' in result) {
      const { call, with: other, because } = result.conflict;
      const key = because === 'encryption' ? 'forwardTogetherEncryption' : 'forwardTogetherLogin';
      return sendError(reply, 409, CODE.conflict, message(key, req.lang, { call, with: other }));
    }
    state.forwarding = result.forwarding;
    return ok({ ...describe(state), moved: result.moved });
  });

  app.get('/__mock/violations', async (req, reply) => {
    const filter = violationFilter.safeParse(req.query);
    if (!filter.success) return refuseInput(req, reply, filter.error);
    const { violations } = stateOf(req);
    return ok({ ...violations.summary(filter.data), list: violations.list(filter.data) });
  });

  app.delete('/__mock/violations', async (req) => {
    stateOf(req).violations.clear();
    return ok(null);
  });

  app.put('/__mock/replay', async (req, reply) => {
    const parsed = replayBody.safeParse(req.body);
    if (!parsed.success) return refuseInput(req, reply, parsed.error);
    const body = parsed.data;
    const loaded: RecordingIndex | { refused: string } = await loadedFrom(pass.recordings, body, req.lang);
    if ('refused' in loaded) return sendError(reply, 400, CODE.badRequest, loaded.refused);
    const state = stateOf(req);
    state.replay = { replayer: new Replayer(loaded), strict: body.strict ?? pass.settings.replayStrict };
    return ok(describe(state));
  });

  app.delete('/__mock/replay', async (req) => {
    const state = stateOf(req);
    state.replay = null;
    return ok(describe(state));
  });
}
