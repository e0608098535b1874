import type { FastifyInstance } from 'fastify';
import * as artistCalls from '../../../contract/calls/artist.ts';
import { followStatus, toggleFollow } from '../../services/follows.ts';
import { route } from '../route.ts';

export async function artistRoutes(app: FastifyInstance) {
  route(app, artistCalls.followStatusCall, ({ deps, body, user }) => followStatus(deps.db, user, body.artist_id));

  route(app, artistCalls.editFollow, ({ deps, body, user, say }) => {
    const answer = toggleFollow(deps.db, user, body.artist_id);
    say(answer.follow_status === 1 ? 'followSuccess' : 'cancelSuccess');
    return answer;
  });
}
