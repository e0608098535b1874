// What routes and plugins share, decorated on the Fastify instance as `app.deps`.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../contract/limits.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import type { Config } from './config.ts';
import type { CallOverride } from './plugins/mock/call-faults.ts';
import type { AttemptLimiter } from './services/attempt-limiter.ts';
import type { Cipher } from './services/cipher.ts';
import type { Tokens } from './services/tokens.ts';

export type User = typeof users.$inferSelect;

export type Scenario = {
  maintenance: boolean;
  rateLimited: boolean;
  expireTokens: boolean;
  latencyMs: number;
  /** per-call overrides, by path under /api (server/plugins/mock/call-faults.ts) */
  calls: Record<string, CallOverride>;
};

export const noScenario = (): Scenario => ({
  maintenance: false,
  rateLimited: false,
  expireTokens: false,
  latencyMs: 0,
  calls: {},
});

export type Deps = {
  config: Config;
  db: Db;
  cipher: Cipher;
  tokens: Tokens;
  scenario: Scenario;
  /** failed salesman codes per user (/banding) */
  salesmanCodeAttempts: AttemptLimiter;
  /** restores the seed data (POST /__mock/reset) */
  reseed: () => void;
};

/** What a request works on: its sandbox's (X-Mock-Session, server/sandboxes.ts), else the app's. */
export const depsOf = (app: FastifyInstance, req: FastifyRequest): Deps => req.sandbox?.deps ?? app.deps;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    lang: Lang;
  }
}
