// Daily figures behind the statistics screens (/data, /data_all): 90 days up to the day of
// seeding for every certified master, busiest for 101, 104 and 106. The numbers come from a
// fixed pseudo-random sequence, so seeding twice on one day gives the same rows; the new
// followers of a day are the follow rows made that day (follows.ts).
import type { dailyStats } from '../../db/schema.ts';
import type { FollowRow } from './follows.ts';

export const STATS_DAYS = 90;

/** Views per day around which each master's figures move. */
const BASE_VIEWS: Record<number, number> = { 101: 420, 104: 260, 106: 180, 102: 120, 103: 70, 107: 90, 108: 60 };

/** mulberry32: small, fast and the same everywhere. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

export function dailyStatsRows(
  follows: FollowRow[],
  today = new Date().toISOString().slice(0, 10),
): (typeof dailyStats.$inferInsert)[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const followersOn = (artist: number, day: string) =>
    follows.filter((row) => row.artist_id === artist && row.created_at?.startsWith(day)).length;
  const rows: (typeof dailyStats.$inferInsert)[] = [];
  let id = 1;
  for (const [artist, base] of Object.entries(BASE_VIEWS).map(([a, b]) => [Number(a), b] as const)) {
    const next = random(artist * 7919);
    for (let back = STATS_DAYS - 1; back >= 0; back--) {
      const date = new Date(end - back * DAY_MS);
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.35 : 1;
      const growth = 0.7 + (0.6 * (STATS_DAYS - back)) / STATS_DAYS;
      // a spike now and then: an exhibition, a news story, a share that travelled
      const spike = next() < 0.06 ? 1.8 + next() : 1;
      const views = Math.round(base * weekend * growth * spike * (0.8 + 0.4 * next()));
      rows.push({
        id: id++,
        artist_id: artist,
        day: date.toISOString().slice(0, 10),
        views,
        likes: Math.round(views * (0.06 + 0.04 * next())),
        shares: Math.round(views * (0.015 + 0.02 * next())),
        saves: Math.round(views * (0.03 + 0.03 * next())),
        followers: followersOn(artist, date.toISOString().slice(0, 10)),
        purchase_requests: next() < 0.35 ? 1 + Math.floor(next() * (base > 200 ? 4 : 2)) : 0,
      });
    }
  }
  return rows;
}
