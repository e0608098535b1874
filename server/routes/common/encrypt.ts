import type { FastifyInstance } from 'fastify';
import * as commonCalls from '../../../contract/calls/common.ts';
import { route } from '../route.ts';

export async function commonRoutes(app: FastifyInstance) {
  route(app, commonCalls.encrypt, ({ deps, body }) => ({ data_encrypted: deps.cipher.encrypt(body) }));
}
