import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { allCalls } from '../../contract/calls.ts';
import { buildOpenApi } from '../../contract/openapi.ts';
import type { RefusalStyle } from '../../contract/refusal-style.ts';
import type { Cipher } from '../services/cipher.ts';

/** The document of this server: refusals documented in the style it answers them (REFUSAL_STYLE). */
export const openApiDocument = (style?: RefusalStyle) =>
  buildOpenApi(allCalls, { title: 'Treasure center API (mock)', version: '1.0.0' }, style);

type Operation = {
  'x-encrypted-payload'?: { examples?: unknown[] };
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
};

/**
 * The document with its encrypted `data` examples sealed by this server's own key: the committed
 * document's were made with the published development key, which a server with a key of its own
 * (production, the image's generated secrets) cannot open.
 */
export function sealedByThisServer<D extends { paths: object }>(document: D, cipher: Cipher): D {
  const copy = structuredClone(document);
  for (const operations of Object.values(copy.paths as Record<string, Record<string, Operation>>))
    for (const operation of Object.values(operations)) {
      const payload = operation['x-encrypted-payload']?.examples?.[0];
      if (payload === undefined) continue;
      const data = cipher.encrypt(payload);
      for (const parameter of operation.parameters ?? [])
        if (parameter.name === 'data' && parameter.in === 'query') parameter.example = data;
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        if (media.example && typeof media.example === 'object' && 'data' in media.example)
          media.example = { ...media.example, data };
    }
  return copy;
}

/** /api-docs (a readable page) and /api-docs/openapi.json, generated from contract/. */
export async function apiDocsPlugin(app: FastifyInstance) {
  const document = sealedByThisServer(openApiDocument(app.deps.config.refusalStyle), app.deps.cipher);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api-docs',
    // no validator badge: it would load a picture from validator.swagger.io, outside the CSP
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
  app.get('/api-docs/openapi.json', (_req, reply) => reply.send(document));
}
