import type { FastifyInstance } from 'fastify';
import * as orderCalls from '../../../contract/calls/order.ts';
import { createAudioOrder } from '../../services/ai-voice.ts';
import { route } from '../route.ts';

export async function orderRoutes(app: FastifyInstance) {
  route(app, orderCalls.payAudioLogs, ({ deps, body, user }) =>
    createAudioOrder(deps.db, user, body.goods_id, body.type_id, deps.config.wechat.appId),
  );
}
