import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { TABLES_CHILDREN_FIRST } from './seed.ts';

describe('the seed', () => {
  it('clears every table of the schema when it reseeds (a new table must join the list)', () => {
    const all = Object.values(schema)
      .filter((value) => is(value, SQLiteTable))
      .map((table) => getTableName(table));
    const cleared = TABLES_CHILDREN_FIRST.map((table) => getTableName(table));
    expect([...cleared].sort()).toEqual([...all].sort());
  });
});
