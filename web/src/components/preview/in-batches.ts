// Many calls, a few at a time, so that a screen that combines calls does not flood the API.

/** Runs `work` over `items` with at most `limit` at a time, keeping their order. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  // one iterator shared by the workers: each takes the next item that no other has taken
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
