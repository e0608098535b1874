// Builds the Fastify instance: plugins, then routes. Tests build it in-process; server.ts
// only reads the config and listens.

import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { CODE } from '../contract/envelope.ts';
import { message } from '../contract/messages.ts';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import { type Deps, noScenario } from './deps.ts';
import { parseForm } from './form-parser.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { clientErrorHandler, rememberLanguages } from './plugins/client-errors.ts';
import { compressAnswers } from './plugins/compress-answers.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { frameworkErrors, PATH_PARAM_MAX } from './plugins/framework-errors.ts';
import { internalCalls } from './plugins/internal-calls.ts';
import { jsonBodies } from './plugins/json-body.ts';
import { languagePlugin } from './plugins/language.ts';
import { guardMockControls } from './plugins/mock/mock-controls-guard.ts';
import { createJournalBudget, requestJournal } from './plugins/mock/request-journal.ts';
import { controlSandboxes, sandboxRequests } from './plugins/mock/sandbox-requests.ts';
import { applyScenario, mockControlRoutes } from './plugins/mock/scenarios.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { originForm } from './request-path.ts';
import { artistRoutes } from './routes/artist/follow.ts';
import { audioRoutes } from './routes/audio/ai-voice.ts';
import { loginPageRoutes } from './routes/auth/login-page.ts';
import { authSessionRoutes } from './routes/auth/session.ts';
import { collectionRoutes } from './routes/collection/purchase-request.ts';
import { commonRoutes } from './routes/common/encrypt.ts';
import { goodsEngagementRoutes } from './routes/goods/engagement.ts';
import { goodsLookupRoutes } from './routes/goods/lookup.ts';
import { goodsderRoutes } from './routes/goodsder/info.ts';
import { ownerStatsRoutes } from './routes/master-tools/account.ts';
import { ownerAccountRoutes } from './routes/master-tools/owner.ts';
import { ownerWorksRoutes } from './routes/master-tools/works.ts';
import { masterRoutes } from './routes/masters/discovery.ts';
import { mockPaymentRoutes } from './routes/mock-payment.ts';
import { newsRoutes } from './routes/news/list.ts';
import { orderRoutes } from './routes/order/pay-audio.ts';
import { treasurePagesRoutes } from './routes/treasure-pages/treasure-pages.ts';
import { uploadRoutes } from './routes/upload/image.ts';
import { createSandboxes, type Sandboxes } from './sandboxes.ts';
import { createCipher } from './services/cipher.ts';
import { sweepOrphanUploads } from './services/orphan-uploads.ts';
import { flushReads } from './services/read-counts.ts';
import { salesmanCodeLimiter } from './services/role-applications.ts';
import { createTokens } from './services/tokens.ts';
import { upstreamControlRoutes } from './upstream/controls.ts';
import { upstreamCalls, upstreamRoot } from './upstream/pass-through.ts';

export const apiRoutes = [
  goodsLookupRoutes,
  goodsEngagementRoutes,
  goodsderRoutes,
  commonRoutes,
  authSessionRoutes,
  loginPageRoutes,
  artistRoutes,
  collectionRoutes,
  audioRoutes,
  orderRoutes,
  newsRoutes,
  uploadRoutes,
  ownerAccountRoutes,
  ownerWorksRoutes,
  ownerStatsRoutes,
  treasurePagesRoutes,
  masterRoutes,
];

/** The rate limit's key for requests whose client has gone before its address could be read. */
const CLIENT_GONE = 'client-gone';

/** How often unused uploaded pictures are looked for (server/services/orphan-uploads.ts). */
const SWEEP_EVERY_MS = 3_600_000;

export async function buildApp(options: { config: Config; db: Db; reseed: () => void }): Promise<FastifyInstance> {
  const { config, db, reseed } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Recent calls are listed at /__mock/requests; the console keeps to warnings and errors.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Node checks the header and request deadlines every connectionsCheckingInterval (30 s by
    // default, which would stretch them); Fastify's requestTimeout of 0 would remove the deadline.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    // after an answer, Node keeps a keep-alive connection for keepAliveTimeout (Fastify's default
    // 72 s), not the idle timeout: the same silence closes both
    keepAliveTimeout: config.timeouts.idleMs,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: PATH_PARAM_MAX },
    rewriteUrl: originForm,
    frameworkErrors,
    clientErrorHandler,
  });
  rememberLanguages(app.server);
  const deps: Deps = {
    config,
    db,
    cipher: createCipher(config.encryptionKey),
    tokens: createTokens(config.jwtSecret, config.tokenTtl),
    scenario: noScenario(),
    salesmanCodeAttempts: salesmanCodeLimiter(),
    reseed,
  };
  app.decorate('deps', deps);
  const journalBudget = createJournalBudget(config.journalBytes);
  const sandboxes = createSandboxes(deps, config.mockSessions, journalBudget);
  app.decorate('sandboxes', sandboxes);
  app.addHook('onClose', async () => sandboxes.closeAll());
  const sweep = () => {
    try {
      sweepOrphanUploads(config.uploadDir, [db, ...sandboxes.databases()], {
        graceMs: config.uploads.orphanMs,
        // no upload is still arriving into a file older than the request deadline
        incomingMs: config.timeouts.requestMs,
      });
    } catch (error) {
      app.log.warn({ err: error }, 'the sweep of unused uploads failed; it runs again within the hour');
    }
  };
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(sweeper));
  app.addHook('onClose', async () => flushReads(db));

  if (config.corsOrigins.length) {
    // Front ends served from elsewhere (their own Vite, a test runner): only the origins listed.
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: [
        'authorization',
        'content-type',
        'lang',
        'accept-language',
        'x-mock-scenario',
        'x-mock-session',
        'x-mock-token',
      ],
      maxAge: 600,
    });
  }
  await app.register(internalCalls);
  await app.register(languagePlugin);
  await app.register(envelopePlugin);
  if (config.mockControls) await app.register(sandboxRequests, { sandboxes });
  await app.register(formbody, { bodyLimit: 1024 * 1024, parser: parseForm });
  await app.register(requestJournal, { budget: journalBudget });
  // the real backend (MOCK_UPSTREAM) and recordings (MOCK_RECORD, MOCK_REPLAY): after the journal
  await app.register(upstreamRoot, { db });
  await app.register(securityHeadersPlugin);

  await app.register(
    async (api) => {
      await api.register(compressAnswers);
      await jsonBodies(api);
      // every 429 says when to try again, as the rate limit's own does: the scenario's and a call's override too
      api.addHook('onSend', async (_req, reply) => {
        if (reply.statusCode === 429 && !reply.hasHeader('retry-after'))
          reply.header('retry-after', Math.ceil(config.rateLimit.windowMs / 1000));
      });
      await api.register(applyScenario);
      // what a scenario does not answer may go to the real backend or come from a recording
      await api.register(upstreamCalls);
      await api.register(rateLimit, {
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        allowList: (req) => req.internal,
        // A client that hung up at once (reset its connection) has no address left to read:
        // such requests share one key, rather than failing with a 500 and a stack trace each.
        keyGenerator: (req) => (req.ip ? normalizeIP(req.ip) : CLIENT_GONE),
        errorResponseBuilder: (req) => ({
          statusCode: 429,
          code: CODE.tooFrequent,
          msg: message('tooFrequent', req.lang),
          data: null,
        }),
      });
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );

  // For container and CI health checks: outside /api, so never journaled, rate-limited or
  // touched by a scenario; it answers once the database does.
  app.get('/healthz', async () => {
    db.$client.prepare('select 1').get();
    return { status: 'ok' };
  });

  if (config.mockControls) {
    await app.register(async (controls) => {
      await controls.register(guardMockControls, {
        token: config.mockControlsOpen ? null : config.mockControlsToken,
      });
      await controls.register(controlSandboxes, { sandboxes });
      await controls.register(mockControlRoutes);
      await controls.register(upstreamControlRoutes);
      await controls.register(mockPaymentRoutes);
    });
  }
  await app.register(async (docs) => {
    await docs.register(compressAnswers);
    await docs.register(apiDocsPlugin);
  });
  await app.register(webPlugin);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandboxes: Sandboxes;
  }
}
