// The existing calls the preview screens borrow their sample content from: a master's
// recommended treasures (goods/recommend) and one treasure (goods/info), both encrypted.
import { apiData, encrypt } from '../../lib/api/client.ts';

/** The showcase master of the seed: samples come from his works when the user has none. */
export const SAMPLE_MASTER_ID = 101;
/** The collection institution of the seed. */
export const SAMPLE_INSTITUTION_ID = 301;
/** The unit treasure (product §2: /detail/785 opens /detail_unit/785). */
export { UNIT_TREASURE_ID } from '#contract/limits.ts';

export type SampleOptions = { artistId?: number; more?: boolean; count?: number; page?: number };

export async function sampleTreasures(
  { artistId = SAMPLE_MASTER_ID, more = false, count = 6, page = 1 }: SampleOptions = {},
  signal?: AbortSignal,
) {
  const data = await encrypt({ artist_id: artistId, more: more ? 1 : 0, count, page });
  return apiData('recommend', { query: { data }, signal });
}

export type SampleTreasure = Awaited<ReturnType<typeof sampleTreasures>>['items'][number];

export async function treasureById(id: number, signal?: AbortSignal) {
  const data = await encrypt({ goods_id: id });
  return apiData('goodsInfo', { query: { data }, signal });
}

export type TreasureDetail = Awaited<ReturnType<typeof treasureById>>;
