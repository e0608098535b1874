// The treasures saved from this browser. No call lists a user's favorites (product §7), so
// /collection checks these (goods/info's is_save, which the token makes the user's) rather
// than every treasure there is: each goods/info counts a read, and a favorites page must not
// add a read to the whole catalogue each time it opens.
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

const KEPT = 100;

export function savedHere(): number[] {
  const ids = readJson<unknown>(STORAGE_KEYS.savedHere);
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/** After goods/editSave: remembers (newest first) or forgets the treasure. */
export function rememberSave(goodsId: number, saved: boolean) {
  const others = savedHere().filter((id) => id !== goodsId);
  writeJson(STORAGE_KEYS.savedHere, (saved ? [goodsId, ...others] : others).slice(0, KEPT));
}
