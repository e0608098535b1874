import type { FastifyInstance } from 'fastify';
import * as pages from '../../../contract/calls/treasure-pages.ts';
import { derivativeById } from '../../services/derivatives.ts';
import { transferHistory, valuationHistory } from '../../services/transfer-history.ts';
import { treasureSummary } from '../../services/treasure-summary.ts';
import { route } from '../route.ts';

export async function treasureHistoryRoutes(app: FastifyInstance) {
  route(app, pages.summary, ({ deps, params }) => treasureSummary(deps.db, params.id));
  route(app, pages.transferRecords, ({ deps, params }) => transferHistory(deps.db, params.id));
  route(app, pages.valuations, ({ deps, params }) => valuationHistory(deps.db, params.id));
  route(app, pages.derivativeDetail, ({ deps, params }) => derivativeById(deps.db, params.id));
}
