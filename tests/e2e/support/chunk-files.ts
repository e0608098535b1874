// The built front end's files of one chunk (dist/web/assets/<chunk>-<hash>.js, and .css), as
// address patterns for blockAddresses (browser.ts).
import { readdirSync } from 'node:fs';

const HASHED = /^(.+)-[\w-]{8}\.(js|css)$/;

/**
 * The address patterns of `chunk`'s files of the given kinds. A pattern's `*` would also take a
 * chunk whose name starts with this one and a dash: refused, naming both, should one appear.
 */
export function chunkFiles(chunk: string, ...kinds: ('js' | 'css')[]): string[] {
  const chosen = kinds.length > 0 ? kinds : (['js', 'css'] as const);
  const names = new Set(readdirSync('dist/web/assets').flatMap((file) => HASHED.exec(file)?.[1] ?? []));
  if (!names.has(chunk)) throw new Error(`no chunk ${chunk} in dist/web/assets`);
  const alike = [...names].filter((name) => name !== chunk && name.startsWith(`${chunk}-`));
  if (alike.length > 0) throw new Error(`a pattern for ${chunk} would also block ${alike.join(', ')}`);
  return chosen.map((kind) => `*/assets/${chunk}-*.${kind}`);
}
