// Calls the server makes to its own /api while it renders a page's first screen
// (server/plugins/first-paint.ts): in-process through app.inject, never over the network. They
// carry a header whose value is random for each process and never leaves it, so no outside
// request can pass for one (one that sends the header is an ordinary request). They are left out
// of what the mock shows and counts: the request journal, read counts, scenarios, per-call
// faults, latency and the rate limit. The page's own calls from the browser still go through
// all of it, as before.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';

export const INTERNAL_CALL_HEADER = 'x-internal-call';

const sameSecret = (sent: string, secret: Buffer) => {
  const bytes = Buffer.from(sent);
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
};

export const internalCalls = fp(async (app: FastifyInstance) => {
  const secret = randomBytes(24).toString('base64url');
  const secretBytes = Buffer.from(secret);
  app.decorateRequest('internal', false);
  app.addHook('onRequest', async (req) => {
    const sent = req.headers[INTERNAL_CALL_HEADER];
    if (sent === undefined) return;
    req.internal = typeof sent === 'string' && sameSecret(sent, secretBytes);
  });
  app.decorate('callInternally', (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, [INTERNAL_CALL_HEADER]: secret } }),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    /** an /api call made by the server itself (see above) */
    callInternally(options: InjectOptions): Promise<LightMyRequestResponse>;
  }
  interface FastifyRequest {
    /** true for a call made with callInternally */
    internal: boolean;
  }
}
