// Index reads are `T | undefined` (noUncheckedIndexedAccess). Where the code's own logic
// guarantees the value (a regex group the pattern always captures, the first issue of a failed
// parse), `present` says so and fails loudly if that ever stops being true, instead of a `!`.

/** `value`, which the caller's logic guarantees; throws naming `what` when it is missing after all. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** The item at `index` of `list` (negative counts from the end); throws when the list is shorter. */
export function itemAt<T>(list: readonly T[], index: number): T {
  return present(list.at(index), `item ${index} of a list of ${list.length}`);
}

/** The value of `record` under `key`; throws when it has none. */
export function valueAt<K extends PropertyKey, V>(record: Readonly<Record<K, V>>, key: NoInfer<K>): V {
  return present(record[key], `the entry ${String(key)}`);
}
