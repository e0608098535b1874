// Recommended collections (/guanli): at most four treasures each. 101 holds three, so one more
// fits and a fifth is refused.
import type { recommendedCollection } from '../../db/schema.ts';

export const recommendedCollectionRows: (typeof recommendedCollection.$inferInsert)[] = [
  { artist_id: 101, goods_id: 1, sort: 1, created_at: '2026-03-02T09:00:00.000Z' },
  { artist_id: 101, goods_id: 7, sort: 2, created_at: '2026-03-02T09:01:00.000Z' },
  { artist_id: 101, goods_id: 2, sort: 3, created_at: '2026-03-02T09:02:00.000Z' },
  { artist_id: 104, goods_id: 19, sort: 1, created_at: '2026-04-11T10:00:00.000Z' },
  { artist_id: 201, goods_id: 3, sort: 1, created_at: '2026-05-20T08:30:00.000Z' },
];
