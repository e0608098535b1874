import type { FastifyInstance } from 'fastify';
import * as pages from '../../../contract/calls/treasure-pages.ts';
import { purchaseRequestOf } from '../../services/purchase-request-info.ts';
import { route } from '../route.ts';

export async function purchaseRequestInfoRoutes(app: FastifyInstance) {
  route(app, pages.applyBuyInfo, ({ deps, params, user }) => purchaseRequestOf(deps.db, user.id, params.goods_id));
}
