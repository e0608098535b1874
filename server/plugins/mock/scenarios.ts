// Demo and test controls under /__mock: reset the seed, switch the whole /api (or one call) into
// maintenance, rate limiting, expired tokens, slowness or a fault, and read the request journal.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CODE } from '../../../contract/envelope.ts';
import { message } from '../../../contract/messages.ts';
import { depsOf, noScenario } from '../../deps.ts';
import { removeUploadsOf } from '../../services/orphan-uploads.ts';
import { flushReads } from '../../services/read-counts.ts';
import { forgetTreasureContent } from '../../services/treasure-answer.ts';
import { sendError } from '../envelope.ts';
import { callOverrides, keyOf, parseScenarioHeader, playOverride } from './call-faults.ts';
import { journalFilter } from './request-journal.ts';

export const scenarioBody = z
  .object({
    maintenance: z.boolean(),
    rateLimited: z.boolean(),
    expireTokens: z.boolean(),
    latencyMs: z.number().int().min(0).max(120_000),
    /** per-call overrides to add (null removes one) */
    calls: callOverrides,
  })
  .partial()
  .strict();

/**
 * Applies the active scenario to every /api call (registered inside the /api scope). It runs
 * before the body is read but after every onRequest hook, the rate limit's included (a route's
 * own hooks run after the scope's): a staged answer counts against the rate limit like any other.
 */
export const applyScenario = fp(async (app: FastifyInstance) => {
  app.addHook('preParsing', async (req, reply) => {
    // the server's own calls for a first paint (plugins/internal-calls.ts) are never staged
    if (req.internal) return;
    const { scenario, config } = depsOf(app, req);
    if (scenario.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, scenario.latencyMs));
      // The client may have left while it waited: answer no one. (Going on, the rate limit
      // would read the address of a closed socket and fail with a 500.)
      if (req.raw.destroyed || req.socket.destroyed) return reply.hijack();
    }
    if (scenario.maintenance)
      return sendError(reply.code(200), 200, CODE.maintenance, message('maintenance', req.lang));
    if (scenario.rateLimited) return sendError(reply, 429, CODE.tooFrequent, message('tooFrequent', req.lang));
    if (!config.mockControls) return;
    const header = req.headers['x-mock-scenario'];
    if (typeof header === 'string') {
      const asked = parseScenarioHeader(header);
      if (!asked)
        return sendError(
          reply,
          400,
          CODE.badRequest,
          message('invalidField', req.lang, {
            field: 'X-Mock-Scenario (code=, status=, msg=, latencyMs=, fault=timeout|reset|garbage)',
          }),
        );
      if (await playOverride(req, reply, asked)) return reply;
      return;
    }
    const key = keyOf(scenario.calls, req);
    if (!key) return;
    const override = scenario.calls[key];
    if (!override) return;
    if (override.times !== undefined) {
      if (override.times <= 1) delete scenario.calls[key];
      else scenario.calls[key] = { ...override, times: override.times - 1 };
    }
    if (await playOverride(req, reply, override)) return reply;
  });
});

/** A control's bad input: 400 naming the fields. */
function refuseFilter(req: FastifyRequest, reply: FastifyReply, error: z.ZodError) {
  const field = error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ');
  return sendError(reply, 400, CODE.badRequest, message('invalidField', req.lang, { field }));
}

export async function mockControlRoutes(app: FastifyInstance) {
  const scenarioOf = (req: FastifyRequest) => depsOf(app, req).scenario;
  const journalOf = (req: FastifyRequest) => req.sandbox?.journal ?? app.journal;

  app.post('/__mock/reset', async (req) => {
    if (req.sandbox) {
      app.sandboxes.reset(req.sandbox.name);
      return { code: 0, msg: 'reset', data: null };
    }
    flushReads(app.deps.db);
    // the pictures uploaded into the shared data go with it (a sandbox's record may still name one)
    removeUploadsOf(app.deps.config.uploadDir, app.deps.db, app.sandboxes.databases());
    app.deps.reseed();
    app.deps.salesmanCodeAttempts.clear();
    forgetTreasureContent(app.deps.db);
    Object.assign(app.deps.scenario, noScenario());
    app.journal.clear();
    return { code: 0, msg: 'reset', data: null };
  });
  app.get('/__mock/scenario', async (req) => ({ code: 0, msg: 'success', data: scenarioOf(req) }));
  app.put('/__mock/scenario', async (req, reply) => {
    const parsed = scenarioBody.safeParse(req.body);
    if (!parsed.success) return refuseFilter(req, reply, parsed.error);
    const scenario = scenarioOf(req);
    const { calls, ...switches } = parsed.data;
    Object.assign(scenario, switches);
    for (const [key, override] of Object.entries(calls ?? {})) {
      const path = key.replace(/^\/?(api\/)?/, '');
      if (override) scenario.calls[path] = override;
      else delete scenario.calls[path];
    }
    return { code: 0, msg: 'success', data: scenario };
  });
  app.delete('/__mock/scenario', async (req) => {
    const scenario = scenarioOf(req);
    Object.assign(scenario, noScenario());
    return { code: 0, msg: 'success', data: scenario };
  });
  app.get('/__mock/requests', async (req, reply) => {
    const filter = journalFilter.safeParse(req.query);
    if (!filter.success) return refuseFilter(req, reply, filter.error);
    return { code: 0, msg: 'success', data: { list: journalOf(req).list(filter.data) } };
  });
  app.get('/__mock/requests/count', async (req, reply) => {
    const filter = journalFilter.safeParse(req.query);
    if (!filter.success) return refuseFilter(req, reply, filter.error);
    return {
      code: 0,
      msg: 'success',
      data: { count: journalOf(req).list({ ...filter.data, limit: undefined }).length },
    };
  });
  // How much memory the server holds, after a full collection when Node runs with --expose-gc
  // (npm run bench:journal reads it between its rounds).
  app.get('/__mock/memory', async () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return {
      code: 0,
      msg: 'success',
      data: {
        collected: collect !== undefined,
        rss,
        heapUsed,
        heapTotal,
        external,
        arrayBuffers,
        journalBytes: app.journalBudget.used(),
        journalEntries: app.journalBudget.entries(),
        sandboxes: app.sandboxes.list().length,
      },
    };
  });
  app.get('/__mock/sessions', async () => ({ code: 0, msg: 'success', data: { list: app.sandboxes.list() } }));
  app.delete<{ Params: { name: string } }>('/__mock/sessions/:name', async (req, reply) => {
    if (!app.sandboxes.remove(req.params.name))
      return sendError(reply, 404, CODE.noRoute, message('notFound', req.lang));
    return { code: 0, msg: 'success', data: null };
  });
}
