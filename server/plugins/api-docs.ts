import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { allCalls } from '../../contract/calls.ts';
import { buildOpenApi } from '../../contract/openapi.ts';
import type { RefusalStyle } from '../../contract/refusal-style.ts';

/** The document of this server: refusals documented in the style it answers them (REFUSAL_STYLE). */
export const openApiDocument = (style?: RefusalStyle) =>
  buildOpenApi(allCalls, { title: 'Treasure center API (mock)', version: '1.0.0' }, style);

/** /api-docs (a readable page) and /api-docs/openapi.json, generated from contract/. */
export async function apiDocsPlugin(app: FastifyInstance) {
  const document = openApiDocument(app.deps.config.refusalStyle);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api-docs',
    // no validator badge: it would load a picture from validator.swagger.io, outside the CSP
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
  app.get('/api-docs/openapi.json', (_req, reply) => reply.send(document));
}
