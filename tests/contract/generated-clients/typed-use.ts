// Compiled with the clients generated from the OpenAPI document (generated-clients.test.ts), under
// `tsc --strict`: what a team writes with them type-checks, and what it must not write does not.
// `./orval.ts` and `./schema.ts` exist only in the folder the test generates them into.
import createClient from 'openapi-fetch';
import { collectionApplyBuy, type GoodsApplyBuyIdAnswer, type GoodsInfoAnswer } from './orval.ts';
import type { components, paths } from './schema.ts';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });

/** The two answers of GET /api/goods/info are told apart: a treasure has a code, the other only an id. */
export async function treasureName(data: string): Promise<string | undefined> {
  const { data: answer } = await client.GET('/api/goods/info', { params: { query: { data } } });
  if (answer?.code !== 0) return undefined;
  return 'serial_number' in answer.data ? answer.data.name : undefined;
}

export const purchaseRequestId: components['schemas']['GoodsApplyBuyIdAnswer'] = {
  code: 0,
  msg: 'success',
  data: { apply_buy_id: 3 },
};
// @ts-expect-error the purchase request's id is no treasure
export const notATreasure: components['schemas']['GoodsInfoAnswer'] = purchaseRequestId;
export const orvalPurchaseRequestId: GoodsApplyBuyIdAnswer = purchaseRequestId;
// @ts-expect-error nor in orval's types
export const orvalNotATreasure: GoodsInfoAnswer = purchaseRequestId;

export async function requestPurchase() {
  const body = { goods_id: 5, name: '张三', phone: '13812345678', price: '5000', content: '想收藏这件作品' };
  await client.POST('/api/collection/applyBuy', { body, params: { header: { lang: 'en' } } });
  await collectionApplyBuy(body, { lang: 'en' });
  // @ts-expect-error the language is zn or en
  await client.POST('/api/collection/applyBuy', { body, params: { header: { lang: 'fr' } } });
  // @ts-expect-error in orval's client too
  await collectionApplyBuy(body, { lang: 'fr' });
  // @ts-expect-error the treasure is required
  await client.POST('/api/collection/applyBuy', { body: { name: '张三', phone: '13812345678' } });
  // @ts-expect-error in orval's client too
  await collectionApplyBuy({ name: '张三', phone: '13812345678' });
}
