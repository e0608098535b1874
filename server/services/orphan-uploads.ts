// Pictures uploaded and then never used (a form abandoned after its upload) would pile up on
// disk and count against their owner's quota. The sweep removes a picture that no record of any
// live database (the shared one and every sandbox) mentions once it is older than the grace
// period, and the file of an upload cut short (a crash) once no upload can still be arriving
// into it (the request deadline). The pictures of data that goes (a sandbox that went, data
// reset to the seed) go with it: `removeUploadsOf`.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { INCOMING_PREFIX } from './uploads.ts';

const UPLOAD_URL = /\/uploads\/([\w-]+\.(?:jpg|png|gif|webp))/g;
const SKIPPED_TABLES = new Set(['uploads', '__drizzle_migrations']);

/** The picture files some record mentions: every text column of every table, whatever its shape. */
function usedNames(db: Db): Set<string> {
  const used = new Set<string>();
  const sqlite = db.$client;
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    if (SKIPPED_TABLES.has(table)) continue;
    for (const row of sqlite.prepare(`select * from "${table}"`).raw().iterate() as Iterable<unknown[]>) {
      for (const value of row) {
        if (typeof value !== 'string' || !value.includes('/uploads/')) continue;
        for (const [, name] of value.matchAll(UPLOAD_URL)) if (name) used.add(name);
      }
    }
  }
  return used;
}

/**
 * Removes the orphans of `dir`: a picture older than `graceMs` that no record of `dbs` names, a
 * file still being received older than `incomingMs`. Answers the names removed.
 */
export function sweepOrphanUploads(
  dir: string,
  dbs: Db[],
  { graceMs, incomingMs = graceMs, now = Date.now() }: { graceMs: number; incomingMs?: number; now?: number },
) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // nothing uploaded yet
  }
  const old = names.filter((name) => {
    const stat = statSync(join(dir, name), { throwIfNoEntry: false });
    const incoming = name.startsWith(INCOMING_PREFIX);
    return stat?.isFile() === true && now - stat.mtimeMs > (incoming ? incomingMs : graceMs);
  });
  if (!old.length) return [];
  const used = new Set(dbs.flatMap((db) => [...usedNames(db)]));
  const removed = old.filter((name) => name.startsWith(INCOMING_PREFIX) || !used.has(name));
  for (const name of removed) {
    rmSync(join(dir, name), { force: true });
    for (const db of dbs)
      db.delete(uploads)
        .where(eq(uploads.url, `/uploads/${name}`))
        .run();
  }
  return removed;
}

/**
 * Removes the pictures uploaded into `db` (its `uploads` rows) that no record of `others` names:
 * called when that data goes (a sandbox closed, the shared data reset), so that its pictures do
 * not stay on disk, uncounted by any quota, until the sweep. Answers the names removed.
 */
export function removeUploadsOf(dir: string, db: Db, others: Db[]): string[] {
  const names = db
    .select({ url: uploads.url })
    .from(uploads)
    .all()
    .map(({ url }) => url.slice(url.lastIndexOf('/') + 1))
    .filter((name) => /^[\w-]+\.(?:jpg|png|gif|webp)$/.test(name));
  if (!names.length) return [];
  const used = new Set(others.flatMap((other) => [...usedNames(other)]));
  const removed = names.filter((name) => !used.has(name));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}
