import type { Db } from './client.ts';

/**
 * Builds a set of prepared statements once per database. Drizzle builds the SQL text of a
 * query every time it runs (about 0.1 ms each); hot paths prepare theirs once instead.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statements = cache.get(db);
    if (!statements) {
      statements = build(db);
      cache.set(db, statements);
    }
    return statements;
  };
}
