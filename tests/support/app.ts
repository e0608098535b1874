// An in-process app on its own copy of the seeded database, for API and contract tests. Its
// `request` sends the controls' token with every request to /__mock, as the demo panel and a
// script do (`.unset('x-mock-token')` sends none, to test the guard).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../../db/client.ts';
import { seedDatabase } from '../../seeds/seed.ts';
import { buildApp } from '../../server/app.ts';
import { type Config, readConfig } from '../../server/config.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  request: ReturnType<typeof supertest>;
  close(): Promise<void>;
};

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options']);

/** `request`, with the controls' token set on each request to /__mock. */
function withControlsToken(request: ReturnType<typeof supertest>, token: string): ReturnType<typeof supertest> {
  return new Proxy(request, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof name !== 'string' || !METHODS.has(name) || typeof value !== 'function') return value;
      return (url: string, ...rest: unknown[]) => {
        const test = value.call(target, url, ...rest);
        return url.startsWith('/__mock') ? test.set('x-mock-token', token) : test;
      };
    },
  });
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'treasure-app-'));
  const file = join(dir, 'test.db');
  copyFileSync(inject('baseDbFile'), file);
  const db = openDatabase(file);
  const config = readConfig({
    NODE_ENV: 'test',
    DB_FILE: file,
    WEB_DIST: join(dir, 'no-web'),
    UPLOAD_DIR: join(dir, 'uploads'),
    // a first paint's time limit is what its own tests set; others must not depend on the machine's load
    FIRST_PAINT_TIMEOUT_MS: '60000',
    ...env,
  });
  const app = await buildApp({ config, db, reseed: () => seedDatabase(db) });
  await app.ready();
  return {
    app,
    db,
    config,
    request: withControlsToken(supertest(app.server), config.mockControlsToken),
    async close() {
      await app.close();
      db.$client.close();
    },
  };
}
