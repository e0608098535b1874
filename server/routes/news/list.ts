import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as newsCalls from '../../../contract/calls/news.ts';
import { news } from '../../../db/schema.ts';
import { route } from '../route.ts';

export async function newsRoutes(app: FastifyInstance) {
  route(app, newsCalls.list, ({ deps, params }) => ({
    list: deps.db
      .select()
      .from(news)
      .where(eq(news.artist_id, params.artist_id))
      .orderBy(desc(news.published_at), desc(news.id))
      .all()
      .map(({ id, title, title_intl, url, pic, published_at }) => ({ id, title, title_intl, url, pic, published_at })),
  }));
}
