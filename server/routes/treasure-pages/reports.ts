import type { FastifyInstance } from 'fastify';
import * as pages from '../../../contract/calls/treasure-pages.ts';
import { submitReport } from '../../services/reports.ts';
import { route } from '../route.ts';

export async function reportRoutes(app: FastifyInstance) {
  const says = 'submitSucceed';
  route(
    app,
    pages.reportSubmit,
    ({ deps, body: { goods_id, ...fields }, user }) => submitReport(deps.db, user.id, goods_id, 'report', fields),
    { says },
  );
  route(
    app,
    pages.violationSubmit,
    ({ deps, body: { goods_id, ...fields }, user }) => submitReport(deps.db, user.id, goods_id, 'violation', fields),
    { says },
  );
}
