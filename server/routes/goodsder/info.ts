import type { FastifyInstance } from 'fastify';
import * as goodsderCalls from '../../../contract/calls/goodsder.ts';
import { derivativeByCode } from '../../services/derivatives.ts';
import { route } from '../route.ts';

export async function goodsderRoutes(app: FastifyInstance) {
  route(app, goodsderCalls.info, ({ deps, query }) => derivativeByCode(deps.db, query));
}
