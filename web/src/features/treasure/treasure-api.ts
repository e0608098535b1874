// The treasure page's calls, typed by the contract. Lookups that the spec protects go through
// common/encrypt first.

import { CODE } from '#contract/codes.ts';
import type { Treasure } from '#contract/entities/treasure.ts';
import { RECOMMEND_PAGE_SIZE } from '#contract/limits.ts';
import { ApiError, api, apiData, encrypt } from '../../lib/api/client.ts';
import { i18n } from '../../lib/i18n.ts';

/**
 * goods/info by id: the treasure, or null when there is none to show (a bad id, not found, a
 * refusal). A load that failed (the network, too many calls, the server's own error) throws: the
 * page then says that it failed, with a retry, instead of calling the treasure unpublished.
 */
export async function loadTreasure(id: number, idCode?: string, signal?: AbortSignal): Promise<Treasure | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  const data = await encrypt(idCode ? { goods_id: id, id_code: idCode } : { goods_id: id });
  const answer = await api('goodsInfo', { query: { data }, signal });
  if (answer.code === CODE.ok) return answer.data;
  if (answer.code >= CODE.internal)
    throw new ApiError(answer.code, answer.code, answer.msg || i18n.t('errors.network'));
  return null;
}

export async function loadAudioStatus(goodsId: number, signal?: AbortSignal) {
  return apiData('audioStatus', { body: { data: await encrypt({ goods_id: goodsId }) }, signal });
}

export async function likeTreasure(goodsId: number) {
  return api('like', { body: { data: await encrypt({ goods_id: goodsId, type: 1 }) } });
}

/** A page of the master's recommended treasures, without the one on screen (`exclude`). */
export async function loadRecommended(artistId: number, exclude: number, page: number, signal?: AbortSignal) {
  const data = await encrypt({ artist_id: artistId, more: 0, count: RECOMMEND_PAGE_SIZE, page, exclude_id: exclude });
  return apiData('recommend', { query: { data }, signal });
}
