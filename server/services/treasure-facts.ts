// How a treasure's level, holder and co-authors read in every answer that shows them (goods/info,
// the satellite pages' summary, the lists): written once, from their rows.
import type { goodsCoAuthors, holders, levels } from '../../db/schema.ts';

type LevelRow = Pick<typeof levels.$inferSelect, 'name' | 'name_intl' | 'is_rare'>;

/** The level's names; a treasure whose level row is missing reads as no level, not rare. */
export const levelOf = (level: Pick<LevelRow, 'name' | 'name_intl'> | undefined) => ({
  name: level?.name ?? '',
  name_intl: level?.name_intl ?? '',
});

/** The level and whether it is rare (product §2: a rare level is highlighted). */
export const levelFacts = (level: LevelRow | undefined) => ({ level: levelOf(level), is_rare: level?.is_rare ?? 0 });

/** The holder as a visitor sees it (product §3 `collector`), or null when nobody holds it. */
export const holderOf = (holder: typeof holders.$inferSelect | undefined) =>
  holder
    ? {
        status: holder.status,
        avatar: holder.avatar,
        name: holder.name,
        name_intl: holder.name_intl,
        price: holder.price,
      }
    : null;

/** The co-authors (product §3 `link_artist`), in their order. */
export const coAuthorsOf = (rows: (typeof goodsCoAuthors.$inferSelect)[]) =>
  rows.map(({ name, name_intl, artist_id }) => ({ name, name_intl, artist_id }));
