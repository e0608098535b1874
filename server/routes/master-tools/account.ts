// Routes around the account: statistics, role applications, salesman binding.
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../contract/calls/master-account.ts';
import { clientAddress } from '../../client-identity.ts';
import { applyForRole, bindSalesmanByCode, roleStanding } from '../../services/role-applications.ts';
import { statisticsFor } from '../../services/statistics.ts';
import { route } from '../route.ts';

export async function ownerStatsRoutes(app: FastifyInstance) {
  route(app, calls.statisticsCall, ({ deps, user, query }) => statisticsFor(deps.db, user, query));

  route(app, calls.roleApplicationCall, ({ deps, user, query, lang }) => roleStanding(deps.db, user, query.role, lang));

  route(app, calls.applyRole, ({ deps, user, body, say }) => {
    const application = applyForRole(deps.db, user, body);
    say('submitSucceed');
    return application;
  });

  route(app, calls.bindSalesman, ({ req, deps, user, body, say }) => {
    const answer = bindSalesmanByCode(
      deps.db,
      deps.salesmanCodeAttempts,
      user,
      body,
      clientAddress(req, deps.config.trustProxy) ?? 'unknown',
    );
    say('bindSuccess');
    return answer;
  });
}
