// What routes and plugins share, decorated on the Fastify instance as `app.deps`.

import type { Lang } from '../contract/limits.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import type { Config } from './config.ts';
import type { AttemptLimiter } from './services/attempt-limiter.ts';
import type { Cipher } from './services/cipher.ts';
import type { Tokens } from './services/tokens.ts';

export type User = typeof users.$inferSelect;

export type Scenario = { maintenance: boolean; rateLimited: boolean; expireTokens: boolean; latencyMs: number };

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

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    lang: Lang;
  }
}
