// Shapes of the seed data. Rows use the table's own column names (see db/schema.ts); a
// treasure carries its child records nested, and seed.ts flattens them into their tables.
import type {
  artistCertificates,
  artists,
  assistantLinks,
  audioRules,
  derivatives,
  goods,
  helpTexts,
  levels,
  news,
  notices,
  salesmen,
  users,
} from '../../db/schema.ts';

/** Every seeded row names its id explicitly, so tests can refer to it. */
type WithId<T> = T & { id: number };

export type ArtistRow = typeof artists.$inferInsert;
export type ArtistCertificateRow = WithId<typeof artistCertificates.$inferInsert>;
export type UserRow = WithId<typeof users.$inferInsert>;
export type AssistantLinkRow = typeof assistantLinks.$inferInsert;
export type SalesmanRow = WithId<typeof salesmen.$inferInsert>;
export type LevelRow = WithId<typeof levels.$inferInsert>;
export type DerivativeRow = WithId<typeof derivatives.$inferInsert>;
export type NewsRow = WithId<typeof news.$inferInsert>;
export type HelpTextRow = typeof helpTexts.$inferInsert;
export type NoticeRow = WithId<typeof notices.$inferInsert>;
export type AudioRuleRow = WithId<typeof audioRules.$inferInsert>;
export type GoodsRow = typeof goods.$inferInsert;

/** How seeds/make-media.ts draws a treasure's pictures (it is not stored in the database). */
export type ArtKind =
  | 'vase'
  | 'plate'
  | 'cup'
  | 'plaque'
  | 'ink'
  | 'jade'
  | 'embroidery'
  | 'kesi'
  | 'teapot'
  | 'calligraphy'
  | 'bronze'
  | 'lacquer'
  | 'scarf';

export interface Art {
  kind: ArtKind;
  /** shape or motif within the kind, e.g. 'meiping', 'gourd', 'tianqiu' for a vase */
  shape?: string;
  /** glaze or colour family, e.g. 'blue', 'celadon', 'qingbai', 'red', 'zhuni' */
  tone?: string;
  /** characters drawn by calligraphy pictures */
  text?: string;
}

/** One line of the treasure data list (goods_data_lines without ids). */
export interface DataLine {
  label: string;
  label_intl: string;
  value: string;
  value_intl: string;
}

export interface Certificate {
  pic: string;
  content: string;
  content_intl: string;
}

export interface Channel {
  key: string;
  name: string;
  name_intl: string;
  info: string;
  info_intl: string;
  pl_pic: string;
}

export interface CoAuthor {
  name: string;
  name_intl: string;
  artist_id: number | null;
}

export interface Holder {
  /** 1 or 3 count as certified; 0 is an application still under review */
  status: number;
  name: string;
  name_intl: string;
  avatar: string;
  price: number;
  collector_id: number | null;
}

export interface Transfer {
  from_name: string;
  from_name_intl: string;
  to_name: string;
  to_name_intl: string;
  price: number;
  transferred_at: string;
}

/**
 * A treasure with its children. Child rows get ids derived from the treasure id:
 * `goods_id * 100 + position` (1-based), e.g. the second certificate of treasure 1 is 102.
 */
export interface TreasureSeed extends GoodsRow {
  id: number;
  art: Art;
  info: DataLine[];
  certificates?: Certificate[];
  channels?: Channel[];
  coAuthors?: CoAuthor[];
  holder?: Holder;
  transfers?: Transfer[];
  /** [valued_at, price] oldest first */
  valuations?: [string, number][];
}

/** An identity row; `sign_password` is the plain signature password, hashed by seed.ts. */
export interface ArtistSeed extends Omit<ArtistRow, 'sign_password_hash'> {
  id: number;
  sign_password?: string;
}
