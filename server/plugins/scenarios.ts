// Demo and test controls under /__mock: reset the seed, switch the whole /api into
// maintenance, rate limiting, expired tokens or slowness, and see the recent calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CODE } from '../../contract/envelope.ts';
import { message } from '../../contract/messages.ts';
import type { Scenario } from '../deps.ts';
import { flushReads } from '../services/read-counts.ts';
import { forgetTreasureContent } from '../services/treasure-answer.ts';
import { sendError } from './envelope.ts';

export const scenarioBody = z
  .object({
    maintenance: z.boolean(),
    rateLimited: z.boolean(),
    expireTokens: z.boolean(),
    latencyMs: z.number().int().min(0).max(120_000),
  })
  .partial()
  .strict();

export const NO_SCENARIO: Scenario = { maintenance: false, rateLimited: false, expireTokens: false, latencyMs: 0 };

type LoggedCall = {
  at: string;
  method: string;
  url: string;
  status: number;
  code: number | null;
  msg: string | null;
  ms: number;
};
/** The answer is kept as the text already written (no copy), and read only when listed. */
type KeptCall = LoggedCall & { answerText: string | null };
/** A kept call as GET /__mock/requests lists it: with the answer's `data` (null when it had none). */
const listed = ({ answerText, ...call }: KeptCall) => {
  let data: unknown = null;
  try {
    data = answerText === null ? null : ((JSON.parse(answerText) as { data?: unknown }).data ?? null);
  } catch {}
  return { ...call, data };
};
const LOG_SIZE = 200;
const ENVELOPE_HEAD = /^\{"code":(-?\d+),"msg":"((?:[^"\\]|\\.)*)"/;

/** Applies the active scenario to every /api call (registered inside the /api scope). */
export const applyScenario = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    const { scenario } = app.deps;
    if (scenario.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, scenario.latencyMs));
      // The client may have left while it waited: answer no one. (Going on, the rate limit
      // would read the address of a closed socket and fail with a 500.)
      if (req.raw.destroyed || req.socket.destroyed) return reply.hijack();
    }
    if (scenario.maintenance)
      return sendError(reply.code(200), 200, CODE.maintenance, message('maintenance', req.lang));
    if (scenario.rateLimited) return sendError(reply, 429, CODE.tooFrequent, message('tooFrequent', req.lang));
  });
});

/** Keeps the recent /api calls with their answers for GET /__mock/requests. */
export const requestLog = fp(async (app: FastifyInstance) => {
  const log: KeptCall[] = [];
  app.decorate('recentCalls', log);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) return payload;
    const head = typeof payload === 'string' ? ENVELOPE_HEAD.exec(payload) : null;
    log.push({
      at: new Date().toISOString(),
      method: req.method,
      url: req.url,
      status: reply.statusCode,
      code: head ? Number(head[1]) : null,
      msg: head ? JSON.parse(`"${head[2]}"`) : null,
      ms: Math.round(reply.elapsedTime),
      answerText: head ? (payload as string) : null,
    });
    if (log.length > LOG_SIZE) log.splice(0, log.length - LOG_SIZE);
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    recentCalls: KeptCall[];
  }
}

export async function mockControlRoutes(app: FastifyInstance) {
  app.post('/__mock/reset', async () => {
    flushReads(app.deps.db);
    app.deps.reseed();
    forgetTreasureContent(app.deps.db);
    Object.assign(app.deps.scenario, NO_SCENARIO);
    app.recentCalls.length = 0;
    return { code: 0, msg: 'reset', data: null };
  });
  app.get('/__mock/scenario', async () => ({ code: 0, msg: 'success', data: app.deps.scenario }));
  app.put('/__mock/scenario', async (req, reply) => {
    const parsed = scenarioBody.safeParse(req.body);
    if (!parsed.success) {
      const field = parsed.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ');
      return sendError(reply, 400, CODE.badRequest, message('invalidField', req.lang, { field }));
    }
    Object.assign(app.deps.scenario, parsed.data);
    return { code: 0, msg: 'success', data: app.deps.scenario };
  });
  app.delete('/__mock/scenario', async () => {
    Object.assign(app.deps.scenario, NO_SCENARIO);
    return { code: 0, msg: 'success', data: app.deps.scenario };
  });
  app.get('/__mock/requests', async () => ({
    code: 0,
    msg: 'success',
    data: { list: app.recentCalls.map(listed).reverse() },
  }));
}
