import type { FastifyInstance } from 'fastify';
import * as goodsCalls from '../../../contract/calls/goods.ts';
import { notFound } from '../../api-error.ts';
import { derivativeIdByCode } from '../../services/derivatives.ts';
import { requestOf } from '../../services/purchase-requests.ts';
import { countRead } from '../../services/read-counts.ts';
import { recommendPage } from '../../services/recommend.ts';
import { treasureAnswerJson } from '../../services/treasure-answer.ts';
import { findTreasure, publishedTreasureByCode, requireTreasure } from '../../services/treasures.ts';
import { route } from '../route.ts';

export async function goodsLookupRoutes(app: FastifyInstance) {
  route(app, goodsCalls.info, ({ deps, payload, user, req }) => {
    const live = findTreasure(deps.db, payload);
    // the server's own read for a first paint is no visit: the browser's call counts it
    const read = live && (req.internal ? live : { ...live, browse_num: countRead(deps.db, live.id, live.browse_num) });
    const answer = read && treasureAnswerJson(deps.db, read, user);
    if (!answer) throw notFound('treasureNotFound');
    return answer;
  });

  route(
    app,
    goodsCalls.applyBuyId,
    ({ deps, query, user }) => {
      requireTreasure(deps.db, query.goods_id);
      return { apply_buy_id: requestOf(deps.db, user.id, query.goods_id)?.id ?? 0 };
    },
    // with `data` as well, the encrypted lookup wins: that is the call its caller meant
    {
      when: (req) =>
        typeof req.query === 'object' && req.query !== null && 'goods_id' in req.query && !('data' in req.query),
    },
  );

  route(app, goodsCalls.checkType, ({ deps, payload, sayRaw }) => {
    const code = payload.serial_number;
    const treasure = publishedTreasureByCode(deps.db, code);
    if (treasure !== undefined) {
      sayRaw('goods');
      return { type: 'goods' as const, id: treasure };
    }
    const derivative = derivativeIdByCode(deps.db, code);
    if (derivative !== undefined) {
      sayRaw('goodsder');
      return { type: 'goodsder' as const, id: derivative };
    }
    throw notFound('treasureNotFound');
  });

  route(app, goodsCalls.recommend, ({ deps, payload }) => recommendPage(deps.db, payload));
}
