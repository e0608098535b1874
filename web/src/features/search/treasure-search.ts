// The treasure search of product §7: where a code or a hash leads.
// - an 11-character code: common/encrypt, goods/checkGoodsType (msg 'goods' is a main treasure),
//   goods/info, then /detail/{id}?status=1 (an 11-character derivative code goes on to goodsder);
// - any other code: goodsder/info?serial_number=, then the derivative item's page /detail_pr/{id};
// - a hash: goods/info by uuid, else goodsder/info?uuid=.
// It answers the page to open, or null when nothing matches (code -1); other failures throw. A
// treasure found is handed to its page, which then shows it without asking goods/info again.
import { CODE } from '#contract/codes.ts';
import type { EndpointName } from '#contract/endpoints.ts';
import { ApiError, api, type DataOf, encrypt, type Request } from '../../lib/api/client.ts';
import { screenUrl } from '../../lib/params.ts';
import { handOverTreasure } from '../../lib/treasure-handover.ts';
import type { TreasureSearch } from './search-rules.ts';

export type Searchable = Extract<TreasureSearch, { kind: 'code' | 'derivative' | 'hash' }>;

/** The call's data, or null for "not found"; any other refusal throws with the server's message. */
async function lookup<N extends EndpointName>(
  name: N,
  request: Request<N>,
): Promise<{ data: DataOf<N>; msg: string } | null> {
  const answer = await api(name, request);
  if (answer.code === CODE.notFound) return null;
  if (answer.code !== CODE.ok) throw new ApiError(answer.code, 200, answer.msg);
  return { data: answer.data, msg: answer.msg };
}

export const treasurePage = (id: number) => screenUrl(`/detail/${id}`, { status: 1 });
export const derivativePage = (id: number) => screenUrl(`/detail_pr/${id}`);

/** The found treasure's page, which starts from what the search loaded rather than asking again. */
function openTreasure(treasure: DataOf<'goodsInfo'>) {
  handOverTreasure(treasure);
  return treasurePage(treasure.id);
}

async function derivativeBy(query: { serial_number: string } | { uuid: string }): Promise<string | null> {
  const found = await lookup('goodsderInfo', { query });
  return found && derivativePage(found.data.id);
}

async function byCode(code: string): Promise<string | null> {
  const data = await encrypt({ serial_number: code });
  const type = await lookup('checkGoodsType', { query: { data } });
  if (!type) return null;
  if (type.msg !== 'goods') return derivativeBy({ serial_number: code });
  const treasure = await lookup('goodsInfo', { query: { data } });
  return treasure && openTreasure(treasure.data);
}

async function byHash(hash: string): Promise<string | null> {
  const data = await encrypt({ uuid: hash });
  const treasure = await lookup('goodsInfo', { query: { data } });
  if (treasure) return openTreasure(treasure.data);
  return derivativeBy({ uuid: hash });
}

/** The page the search leads to, or null when no treasure or derivative item matches. */
export function findTreasure(search: Searchable): Promise<string | null> {
  switch (search.kind) {
    case 'code':
      return byCode(search.code);
    case 'derivative':
      return derivativeBy({ serial_number: search.code });
    case 'hash':
      return byHash(search.hash);
  }
}
