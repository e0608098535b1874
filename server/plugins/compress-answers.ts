// Answers made per request (the API's JSON, the API docs) over 1 KB go out with brotli at a
// quality that costs little per request, or gzip. Registered inside those scopes only: the front
// end's files are compressed once at build time (scripts/compress-assets.ts, webPlugin), and the
// request journal, a root hook, reads the answer before it is compressed.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const compressAnswers = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
