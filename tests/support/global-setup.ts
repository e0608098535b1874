// Builds one migrated, seeded database per run; every test file copies it (tests/support/app.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';
import { seedDatabase } from '../../seeds/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseDbFile: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'treasure-tests-'));
  const file = join(dir, 'base.db');
  const db = openDatabase(file);
  seedDatabase(db);
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  project.provide('baseDbFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
