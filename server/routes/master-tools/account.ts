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

  route(app, calls.applyRole, ({ deps, user, body }) => applyForRole(deps.db, user, body), { says: 'submitSucceed' });

  route(
    app,
    calls.bindSalesman,
    ({ req, deps, user, body }) =>
      bindSalesmanByCode(
        deps.db,
        deps.salesmanCodeAttempts,
        user,
        body,
        clientAddress(req, deps.config.trustProxy) ?? 'unknown',
      ),
    { says: 'bindSuccess' },
  );
}
