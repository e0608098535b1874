// Counts the rows the app inserts, changes or deletes, through temporary triggers on every
// table; a treasure's read counter (browse_num, written in batches) does not count.
import type { Db } from '../../db/client.ts';

const NOT_A_WRITE: Record<string, string[]> = { goods: ['browse_num'] };

export function watchWrites(db: Db): () => number {
  const sqlite = db.$client;
  sqlite.exec('create temp table if not exists fuzz_writes (n integer not null); insert into fuzz_writes values (0);');
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_\\_%' escape '\\'",
    )
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const columns = (sqlite.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]).filter(
      (column) => !(NOT_A_WRITE[table] ?? []).includes(column),
    );
    const bump = 'begin update fuzz_writes set n = n + 1; end';
    sqlite.exec(`
      create temp trigger "fuzz_${table}_insert" after insert on main."${table}" ${bump};
      create temp trigger "fuzz_${table}_delete" after delete on main."${table}" ${bump};
      create temp trigger "fuzz_${table}_update" after update of ${columns.map((c) => `"${c}"`).join(', ')} on main."${table}" ${bump};
    `);
  }
  const read = sqlite.prepare('select n from fuzz_writes').pluck();
  return () => read.get() as number;
}
