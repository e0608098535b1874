// An in-process app on its own copy of the seeded database, for API and contract tests.
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
    request: supertest(app.server),
    async close() {
      await app.close();
      db.$client.close();
    },
  };
}
