import type { FastifyInstance } from 'fastify';
import * as audioCalls from '../../../contract/calls/audio.ts';
import { audioPricing, payAudioByCount } from '../../services/ai-voice.ts';
import { route } from '../route.ts';

export async function audioRoutes(app: FastifyInstance) {
  route(app, audioCalls.pricing, ({ deps, body, user }) =>
    audioPricing(deps.db, user, body.goods_id, body.artist_type),
  );

  route(
    app,
    audioCalls.payByCount,
    ({ deps, body, user }) => payAudioByCount(deps.db, user, body.goods_id, body.artist_type),
    { says: 'audioActivated' },
  );
}
