// A second mock server standing in for the real backend, in a process of its own and on a
// database of its own whose data differs from the seed (another treasure and master name), so
// that a front server's pages can only show those names by asking it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSeededDatabase } from '#seeds/database.ts';
import { startServer } from '../e2e/support/server.ts';

// The master's names fit the hero's one line, as the seed's do: the static build's frame is
// sized for a one-line name (a longer one wraps and grows the hero below the photo's row).
export const UPSTREAM_NAMES = {
  treasure: { zn: '远端珍宝甲', en: 'Upstream Treasure Alpha' },
  master: { zn: '远端大师乙', en: 'Beta Upstream' },
};

export async function startChangedUpstream() {
  const file = join(mkdtempSync(join(tmpdir(), 'upstream-')), 'upstream.db');
  const db = openSeededDatabase(file);
  const { treasure, master } = UPSTREAM_NAMES;
  db.$client.prepare('update goods set name = ?, name_intl = ? where id = 1').run(treasure.zn, treasure.en);
  db.$client.prepare('update artists set name = ?, name_intl = ? where id = 101').run(master.zn, master.en);
  db.$client.close();
  return startServer({ DB_FILE: file });
}
