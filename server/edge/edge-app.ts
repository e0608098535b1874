// The edge mode (API_UPSTREAM set): the compiled server as the production front server before
// the real backend. It serves the static build for the real backend (dist/real, its files
// precompressed), proxies /api and the pictures to the backend (upstream-proxy.ts), and draws
// the visitor pages' first screen from the backend's answers, as an anonymous visitor
// (dist/real-ssr, plugins/first-paint.ts). No database, seed, imitated login, mock controls,
// journal or scenarios: none of the mock's plugins is registered.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { type FirstPaint, loadFirstPaint, type PageCall } from '../plugins/first-paint.ts';
import { securityHeadersPlugin } from '../plugins/security-headers.ts';
import { pageSource, sendPage, serveBuiltFiles } from '../plugins/web.ts';
import { proxyToUpstream } from './upstream-proxy.ts';

/** What goes to the backend: its API, and the pictures its answers name on its own site. */
export const UPSTREAM_PREFIXES = ['/api/', '/media/', '/uploads/'];

/** A render's load, sent to the backend as a visitor with no login, cookie or address of their own. */
const upstreamCall =
  (upstream: string, timeoutMs: number): PageCall =>
  async ({ method, url, headers, body }) => {
    const { authorization: _login, cookie: _cookie, ...visitor } = headers;
    const answer = await fetch(`${upstream.replace(/\/+$/, '')}${url}`, {
      method,
      headers: visitor,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: answer.status, body: await answer.text() };
  };

export async function buildEdgeApp(config: Config & { apiUpstream: string }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
  });
  // bodies go to the backend as they come, streamed: nothing here reads them
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  await app.register(securityHeadersPlugin);

  await proxyToUpstream(app, config.apiUpstream, config.upstreamTimeoutMs, UPSTREAM_PREFIXES);
  app.get('/healthz', async () => ({ status: 'ok' }));

  const webRoot = resolve(config.webDist);
  if (!existsSync(join(webRoot, 'index.html')))
    throw new Error(`The edge mode serves the static build in ${webRoot}: run \`npm run build:real\` first.`);
  const firstPaint: FirstPaint | null = await loadFirstPaint(
    app,
    resolve(config.ssrEntry ?? `${webRoot}-ssr/entry-server.js`),
    config.firstPaintTimeoutMs,
    upstreamCall(config.apiUpstream, config.firstPaintTimeoutMs),
  );
  if (!firstPaint) app.log.warn('the edge mode has no first paint (dist/real-ssr): pages go out as the plain app');
  await serveBuiltFiles(app, webRoot);
  const pages = pageSource(webRoot, firstPaint);
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return sendPage(req, reply, pages);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
