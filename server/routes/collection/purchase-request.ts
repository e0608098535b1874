import type { FastifyInstance } from 'fastify';
import * as collectionCalls from '../../../contract/calls/collection.ts';
import { requestOf, sendPurchaseRequest } from '../../services/purchase-requests.ts';
import { requireTreasure } from '../../services/treasures.ts';
import { route } from '../route.ts';

export async function collectionRoutes(app: FastifyInstance) {
  route(app, collectionCalls.applyBuyStatus, ({ deps, body, user }) => {
    requireTreasure(deps.db, body.goods_id);
    const request = requestOf(deps.db, user.id, body.goods_id);
    return { pay_status: Boolean(request), apply_buy_id: request?.id ?? 0 };
  });

  route(
    app,
    collectionCalls.applyBuy,
    ({ deps, body: { goods_id, ...fields }, user }) => sendPurchaseRequest(deps.db, user, goods_id, fields),
    { says: 'submitSucceed' },
  );
}
