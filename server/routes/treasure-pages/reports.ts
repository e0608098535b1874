import type { FastifyInstance } from 'fastify';
import * as pages from '../../../contract/calls/treasure-pages.ts';
import { submitReport } from '../../services/reports.ts';
import { route } from '../route.ts';

export async function reportRoutes(app: FastifyInstance) {
  route(app, pages.reportSubmit, ({ deps, body, user, say }) => {
    const { goods_id, ...fields } = body;
    const answer = submitReport(deps.db, user.id, goods_id, 'report', fields);
    say('submitSucceed');
    return answer;
  });

  route(app, pages.violationSubmit, ({ deps, body, user, say }) => {
    const { goods_id, ...fields } = body;
    const answer = submitReport(deps.db, user.id, goods_id, 'violation', fields);
    say('submitSucceed');
    return answer;
  });
}
