// Builds the Fastify instance: plugins, then routes. Tests build it in-process; server.ts
// only reads the config and listens.
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { CODE } from '../contract/envelope.ts';
import { message } from '../contract/messages.ts';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { frameworkErrors, PATH_PARAM_MAX } from './plugins/framework-errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { applyScenario, mockControlRoutes, NO_SCENARIO, requestLog } from './plugins/scenarios.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
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
import { createAttemptLimiter } from './services/attempt-limiter.ts';
import { createCipher } from './services/cipher.ts';
import { flushReads } from './services/read-counts.ts';
import { SALESMAN_CODE_ATTEMPTS } from './services/role-applications.ts';
import { createTokens } from './services/tokens.ts';

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
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: PATH_PARAM_MAX },
    frameworkErrors,
  });
  const deps: Deps = {
    config,
    db,
    cipher: createCipher(config.encryptionKey),
    tokens: createTokens(config.jwtSecret, config.tokenTtl),
    scenario: { ...NO_SCENARIO },
    salesmanCodeAttempts: createAttemptLimiter(SALESMAN_CODE_ATTEMPTS.max, SALESMAN_CODE_ATTEMPTS.windowMs),
    reseed,
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => flushReads(db));

  await app.register(languagePlugin);
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(requestLog);

  await app.register(
    async (api) => {
      await api.register(applyScenario);
      await api.register(rateLimit, {
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
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

  if (config.mockControls) {
    await app.register(mockControlRoutes);
    await app.register(mockPaymentRoutes);
  }
  await app.register(apiDocsPlugin);
  await app.register(webPlugin);
  return app;
}
