// Routes of the master's (and collector's) works: publishing, management, news, 3D.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../contract/calls/master-works.ts';
import {
  applyThreeDOf,
  listOwnedTreasures,
  listThreeD,
  setForSaleOf,
  setRecommendedOf,
} from '../../services/owned-treasures.ts';
import { deleteNewsOf, listOwnNews, saveNewsOf } from '../../services/owner-news.ts';
import { deleteWorkOf, listWorks, saveWorkOf } from '../../services/work-submissions.ts';
import { route } from '../route.ts';

export async function ownerWorksRoutes(app: FastifyInstance) {
  route(app, calls.workSubmissions, ({ deps, user, query }) => listWorks(deps.db, user, query.artist_type));

  route(app, calls.saveWork, ({ deps, user, body, say }) => {
    const work = saveWorkOf(deps.db, user, body);
    say(body.submit === 1 ? 'submitSucceed' : 'saved');
    return work;
  });

  route(app, calls.deleteWork, ({ deps, user, body }) => deleteWorkOf(deps.db, user, body.artist_type, body.id), {
    says: 'deleteSuccess',
  });

  route(app, calls.ownerTreasures, ({ deps, user, query }) => listOwnedTreasures(deps.db, user, query.artist_type));

  route(
    app,
    calls.setRecommended,
    ({ deps, user, body }) => setRecommendedOf(deps.db, user, body.artist_type, body.goods_id, body.recommended === 1),
    { says: 'saved' },
  );

  route(
    app,
    calls.setForSale,
    ({ deps, user, body }) => setForSaleOf(deps.db, user, body.artist_type, body.goods_id, body.is_can_buy),
    { says: 'saved' },
  );

  route(app, calls.ownerNews, ({ deps, user, query }) => listOwnNews(deps.db, user, query.artist_type));

  route(app, calls.saveNews, ({ deps, user, body }) => saveNewsOf(deps.db, user, body.artist_type, body), {
    says: 'saved',
  });

  route(app, calls.deleteNews, ({ deps, user, body }) => deleteNewsOf(deps.db, user, body.artist_type, body.id), {
    says: 'deleteSuccess',
  });

  route(app, calls.threeDApplications, ({ deps, user, query }) => listThreeD(deps.db, user, query.artist_type));

  route(app, calls.applyThreeD, ({ deps, user, body }) => applyThreeDOf(deps.db, user, body.artist_type, body), {
    says: 'submitSucceed',
  });
}
