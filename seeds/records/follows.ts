// Who follows whom at the start. The master page counts these rows, and the statistics'
// daily "new followers" come from the days they were made (daily-stats.ts), so both agree.
// The showcase master 101 is followed by the seed's other users, except his own people
// (himself, his assistant) and the personas the tests follow him with (demo-visitor,
// demo-salesman) or that have never logged in (demo-newphone).
import type { follows } from '../../db/schema.ts';
import { USER } from './users.ts';

export type FollowRow = typeof follows.$inferInsert;

const DAY_MS = 86_400_000;

/** Each follower of an identity, with how many days before the seeding day they followed. */
export const FOLLOWERS: Record<number, [user: number, daysAgo: number][]> = {
  101: [
    [USER.chenyu, 412],
    [USER.liminghui, 305],
    [USER.wuxiaolan, 188],
    [USER.collector, 121],
    [USER.linhai, 84],
    [USER.institution, 61],
    [USER.masterNosign, 37],
    [USER.masterNoinfo, 19],
    [USER.salesmanBasic, 8],
    [USER.masterPending, 2],
  ],
};

export function followRows(today = new Date().toISOString().slice(0, 10)): FollowRow[] {
  const end = Date.parse(`${today}T10:00:00Z`);
  return Object.entries(FOLLOWERS).flatMap(([artist, followers]) =>
    followers.map(([user, daysAgo]) => ({
      user_id: user,
      artist_id: Number(artist),
      created_at: new Date(end - daysAgo * DAY_MS).toISOString(),
    })),
  );
}
