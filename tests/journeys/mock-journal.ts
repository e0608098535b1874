// The one place where the shared journeys read the mock's controls (GET /__mock/requests, the
// request journal, with the controls' token): what the API answered the pages, whose names the
// English check compares with what the pages show. Resetting the data goes through the server's
// own helper (tests/e2e/support/server.ts, reset()).

import type { RunningServer } from '../e2e/support/server.ts';

type Listed = { id: number; at: string; data: unknown };

/** The journal's entries one after another: `next()` gives those added since the last call. */
/** A server whose controls can be asked (with their token). */
export type Journaled = Pick<RunningServer, 'controls'>;

export function followJournal(server: Journaled) {
  let seen = 0;
  let since = '';
  return {
    async next(): Promise<Listed[]> {
      // from the last one seen on (a millisecond before it: two calls can share one), newest first
      const from = since ? `&since=${new Date(Date.parse(since) - 1).toISOString()}` : '';
      const res = await server.controls(`/requests?limit=500${from}`);
      if (!res.ok) throw new Error(`GET /__mock/requests: HTTP ${res.status}`);
      const { data } = (await res.json()) as { data: { list: Listed[] } };
      const fresh = data.list.filter((entry) => entry.id > seen);
      const newest = fresh[0];
      if (newest) [seen, since] = [newest.id, newest.at];
      return fresh;
    },
  };
}

/** A name the answer carries in both languages: its Chinese value and its English variant (`<field>_intl`). */
export type NamePair = { field: string; zn: string; en: string };

const HAN = /\p{Script=Han}/u;

/** Every `x` / `x_intl` pair of an answer's data whose Chinese value has Chinese in it and an English variant. */
export function namePairs(data: unknown, found: NamePair[] = []): NamePair[] {
  if (Array.isArray(data)) for (const item of data) namePairs(item, found);
  else if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const [field, value] of Object.entries(record)) {
      const english = record[`${field}_intl`];
      if (typeof value === 'string' && typeof english === 'string' && HAN.test(value) && english.trim())
        if (!HAN.test(english) && !found.some((pair) => pair.zn === value))
          found.push({ field, zn: value, en: english });
      if (value && typeof value === 'object') namePairs(value, found);
    }
  }
  return found;
}
