import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as goodsCalls from '../../../contract/calls/goods.ts';
import { helpTexts } from '../../../db/schema.ts';
import { audioStatusOf } from '../../services/ai-voice.ts';
import { countShare, likeTreasure, toggleSave } from '../../services/engagement.ts';
import { requireTreasure } from '../../services/treasures.ts';
import { route } from '../route.ts';

export async function goodsEngagementRoutes(app: FastifyInstance) {
  route(app, goodsCalls.helpConfig, ({ deps }) => ({
    list: deps.db.select().from(helpTexts).orderBy(asc(helpTexts.key)).all(),
  }));

  route(app, goodsCalls.share, ({ deps, params }) => countShare(deps.db, params.id));

  route(app, goodsCalls.like, ({ deps, payload, user }) => likeTreasure(deps.db, user.id, payload.goods_id), {
    says: 'likeSuccess',
  });

  route(app, goodsCalls.editSave, ({ deps, body, user, say }) => {
    const answer = toggleSave(deps.db, user.id, body.goods_id);
    say(answer.save_status === 1 ? 'saveSuccess' : 'cancelSuccess');
    return answer;
  });

  route(app, goodsCalls.audioStatus, ({ deps, payload }) => audioStatusOf(requireTreasure(deps.db, payload.goods_id)));
}
