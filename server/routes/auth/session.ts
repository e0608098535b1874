import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../contract/calls/auth.ts';
import { notices } from '../../../db/schema.ts';
import { assistantMasters, chooseMaster, exchangeLoginCode, meOf } from '../../services/sessions.ts';
import { jsSdkConfig } from '../../services/wechat.ts';
import { route } from '../route.ts';

export async function authSessionRoutes(app: FastifyInstance) {
  route(app, authCalls.nt, ({ deps, query, say }) => {
    const { master, data } = exchangeLoginCode(deps.db, deps.tokens, query);
    say(master ? 'success' : 'notAuthorised');
    return data;
  });

  route(app, authCalls.me, ({ deps, user }) => meOf(deps.db, user));

  route(app, authCalls.wechatConfig, ({ deps, body }) => {
    const { appId, jsapiTicket } = deps.config.wechat;
    return { data: JSON.stringify(jsSdkConfig(appId, jsapiTicket, body.url, body.jsApiList)) };
  });

  route(app, authCalls.urlScheme, () => ({
    data: { openlink: `weixin://dl/business/?t=${randomBytes(6).toString('base64url')}` },
  }));

  route(app, authCalls.artistList, ({ deps, user }) => ({ list: assistantMasters(deps.db, user) }));

  route(
    app,
    authCalls.chooseArtist,
    ({ deps, body, user }) => chooseMaster(deps.db, user, body.artist_user_id, body.artist_id),
    { says: 'switchSuccess' },
  );

  route(app, authCalls.publicNotice, ({ deps, query }) => {
    const row = deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.app_type, query.app_type), eq(notices.active, 1)))
      .orderBy(desc(notices.id))
      .get();
    if (!row) return {} as Record<string, never>;
    const { title, title_intl, content, content_intl, user_range } = row;
    return { title, title_intl, content, content_intl, user_range };
  });
}
