// Statistics for a salesman-bound user (/data: the masters their salesman looks after) and,
// for the salesman themself when their auth is 1, for every master (/data_all). Product §6.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { STATS_FIGURES } from '../../contract/entities/master-tools.ts';
import type { Db } from '../../db/client.ts';
import { rowById } from '../../db/rows.ts';
import { artists, dailyStats, salesmanArtists, salesmen } from '../../db/schema.ts';
import { forbidden } from '../api-error.ts';
import type { User } from '../deps.ts';
import { todayIso } from './owner-identity.ts';
import { isTheSalesman } from './salesmen.ts';

type Figures = Record<(typeof STATS_FIGURES)[number], number>;
const DAY_MS = 86_400_000;

const zero = (): Figures => ({ views: 0, likes: 0, shares: 0, saves: 0, followers: 0, purchase_requests: 0 });
const addInto = (into: Figures, row: Partial<Figures>) => {
  for (const key of STATS_FIGURES) into[key] += row[key] ?? 0;
  return into;
};
export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

const sums = {
  views: sql<number>`coalesce(sum(${dailyStats.views}), 0)`,
  likes: sql<number>`coalesce(sum(${dailyStats.likes}), 0)`,
  shares: sql<number>`coalesce(sum(${dailyStats.shares}), 0)`,
  saves: sql<number>`coalesce(sum(${dailyStats.saves}), 0)`,
  followers: sql<number>`coalesce(sum(${dailyStats.followers}), 0)`,
  purchase_requests: sql<number>`coalesce(sum(${dailyStats.purchase_requests}), 0)`,
};

export function statisticsFor(
  db: Db,
  user: User,
  query: { scope: 'mine' | 'all'; days: number; artist_id?: number },
  today = todayIso(),
) {
  const salesman = rowById(db, salesmen, user.bind_salesman_id);
  if (!salesman) throw forbidden('statsNotBound');
  if (query.scope === 'all' && !(isTheSalesman(salesman, user) && salesman.auth === 1))
    throw forbidden('statsAllNotAllowed');

  const inScope =
    query.scope === 'all'
      ? db
          .select()
          .from(artists)
          .where(and(eq(artists.type, 1), eq(artists.status, 0)))
          .orderBy(asc(artists.id))
          .all()
      : db
          .select({ artist: artists })
          .from(salesmanArtists)
          .innerJoin(artists, eq(artists.id, salesmanArtists.artist_id))
          .where(eq(salesmanArtists.salesman_id, salesman.id))
          .orderBy(asc(artists.id))
          .all()
          .map((row) => row.artist);
  if (query.artist_id !== undefined && !inScope.some((artist) => artist.id === query.artist_id)) throw forbidden();

  const start = shiftDay(today, -(query.days - 1));
  const previousStart = shiftDay(start, -query.days);
  const ids = inScope.map((artist) => artist.id);
  const chosen = query.artist_id !== undefined ? [query.artist_id] : ids;
  /** The figures of `masters` from `from` to today, summed by `key` (a master, a day); none for no master. */
  const summed = <K extends typeof dailyStats.artist_id | typeof dailyStats.day>(
    key: K,
    masters: number[],
    from: string,
  ) =>
    masters.length
      ? db
          .select({ key, ...sums })
          .from(dailyStats)
          .where(and(inArray(dailyStats.artist_id, masters), gte(dailyStats.day, from), lte(dailyStats.day, today)))
          .groupBy(key)
          .all()
      : [];

  const perMaster = new Map<number, Figures>();
  for (const row of summed(dailyStats.artist_id, ids, start)) perMaster.set(row.key, addInto(zero(), row));

  const byDay = new Map<string, Figures>();
  const previous = zero();
  for (const row of summed(dailyStats.day, chosen, previousStart)) {
    if (row.key < start) addInto(previous, row);
    else byDay.set(row.key, addInto(zero(), row));
  }
  const series = Array.from({ length: query.days }, (_, i) => {
    const day = shiftDay(start, i);
    return { day, ...(byDay.get(day) ?? zero()) };
  });
  const totals = series.reduce((into, row) => addInto(into, row), zero());

  const masters = inScope
    .map((artist) => ({
      artist_id: artist.id,
      name: artist.name,
      name_intl: artist.name_intl,
      pic: artist.pic,
      totals: perMaster.get(artist.id) ?? zero(),
    }))
    .sort((a, b) => b.totals.views - a.totals.views || a.artist_id - b.artist_id);

  return {
    scope: query.scope,
    days: query.days,
    start,
    end: today,
    artist_id: query.artist_id ?? null,
    salesman: { name: salesman.name, company_name: salesman.company_name, auth: salesman.auth },
    masters,
    totals,
    previous,
    series,
  };
}
