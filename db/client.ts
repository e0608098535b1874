import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens (creating when missing) the SQLite file in WAL mode and brings it to the latest migration. */
export function openDatabase(file: string) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = wrap(sqlite);
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

function wrap(sqlite: Database.Database) {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  keepCompiledStatements(sqlite);
  return drizzle(sqlite, { schema });
}

export type Db = ReturnType<typeof openDatabase>;

/** An in-memory database from an image of one (`db.$client.serialize()`): a copy in milliseconds. */
export function openDatabaseImage(image: Buffer): Db {
  return wrap(new Database(image));
}

const STATEMENTS_KEPT = 500;

/**
 * better-sqlite3 compiles a statement on every prepare(), and drizzle prepares every query it
 * runs: compiling was the largest single cost of an ordinary call. The compiled statements are
 * kept by their SQL text and reused (SQLite recompiles one by itself after a schema change).
 * Drizzle switches a statement to raw rows right before each use that wants them, so a reused
 * statement is handed out in the default mode.
 */
function keepCompiledStatements(sqlite: Database.Database) {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      if (statement.reader) statement.raw(false);
      return statement;
    }
    statement = compile(source);
    if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}
