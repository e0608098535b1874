// Recent master searches (product §3 and §5): unique names, newest first, at most 10, kept
// in local storage. Names that differ only in case or spacing count as the same name.
import { SEARCH_HISTORY_MAX } from '#contract/limits.ts';
import { readJson, removeStorage, STORAGE_KEYS, writeJson } from '../../lib/storage.ts';

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');

/** `history` with `name` first, its older copies removed, cut to SEARCH_HISTORY_MAX. */
export function withName(history: readonly string[], name: string, max = SEARCH_HISTORY_MAX): string[] {
  const entry = name.trim().replace(/\s+/g, ' ');
  if (!entry) return history.slice(0, max);
  return [entry, ...history.filter((old) => !sameName(old, entry))].slice(0, max);
}

/** The stored history; anything malformed in storage counts as none. */
export function readHistory(): string[] {
  const stored = readJson<unknown>(STORAGE_KEYS.masterHistory);
  if (!Array.isArray(stored)) return [];
  const names = stored.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return names.reduceRight<string[]>((kept, name) => withName(kept, name), []);
}

/** Stores a searched name and answers the new history. */
export function rememberName(name: string): string[] {
  const next = withName(readHistory(), name);
  writeJson(STORAGE_KEYS.masterHistory, next);
  return next;
}

export function clearHistory(): string[] {
  removeStorage(STORAGE_KEYS.masterHistory);
  return [];
}
