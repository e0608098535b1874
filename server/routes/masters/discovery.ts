import type { FastifyInstance } from 'fastify';
import * as masterCalls from '../../../contract/calls/masters.ts';
import { masterPage, searchMasters } from '../../services/masters.ts';
import { route } from '../route.ts';

/** Provisional calls of /detailTeacher and /tcdetail/{id}. */
export async function masterRoutes(app: FastifyInstance) {
  route(app, masterCalls.search, ({ deps, query }) => searchMasters(deps.db, query.name));
  route(app, masterCalls.page, ({ deps, params }) => masterPage(deps.db, params.id));
}
