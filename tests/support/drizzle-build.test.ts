// The server tests load drizzle-orm as the server does, its CommonJS build (vitest.config.ts):
// about a second less of CPU in each worker that loads the server.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

it('loads drizzle-orm’s CommonJS build, not its ES modules', () => {
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/drizzle-orm/'));
  expect(typeof sql).toBe('function');
  expect(loaded).toContainEqual(expect.stringMatching(/\/drizzle-orm\/index\.cjs$/));
});
