// The edge mode (API_UPSTREAM set): the compiled server as the production front server before
// the real backend. It serves the static build for the real backend (dist/real, its files
// precompressed), proxies /api and the pictures to the backend (upstream-proxy.ts), and draws
// the visitor pages' first screen from the backend's answers, as an anonymous visitor
// (dist/real-ssr, plugins/first-paint.ts). No database, seed, imitated login, mock controls,
// journal or scenarios: none of the mock's plugins is registered. What it refuses itself (a
// request line or headers Node cannot read, a deadline passed, a path that is not one) it
// answers as the mock does: in the envelope, in the caller's language, with the mock's timeouts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { CODE } from '../../contract/codes.ts';
import { message } from '../../contract/messages.ts';
import type { Config } from '../config.ts';
import { clientErrorHandler, rememberLanguages } from '../plugins/client-errors.ts';
import { knownRefusal, sendError } from '../plugins/envelope.ts';
import { type FirstPaint, loadFirstPaint, type PageCall } from '../plugins/first-paint.ts';
import { frameworkErrors } from '../plugins/framework-errors.ts';
import { languageOf } from '../plugins/language.ts';
import { securityHeadersPlugin } from '../plugins/security-headers.ts';
import { pageSource, sendPage, serveBuiltFiles } from '../plugins/web.ts';
import { originForm, pathOf } from '../request-path.ts';
import { proxyToUpstream, upstreamSettings } from './upstream-proxy.ts';

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
    // an idle keep-alive connection goes after the same silence as any other (not Fastify's 72 s)
    keepAliveTimeout: config.timeouts.idleMs,
    rewriteUrl: originForm,
    frameworkErrors,
    clientErrorHandler,
  });
  rememberLanguages(app.server);
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = languageOf(req.headers);
    const known = knownRefusal(error);
    if (known) return sendError(reply, known[0], known[1], message(known[2], lang));
    // a path the proxy will not send on (`..` in it: reply-from's "invalid characters"), or one
    // whose percent-encoding does not decode
    if (error instanceof URIError || error.statusCode === 400)
      return sendError(reply, 400, CODE.badRequest, message('invalidUrl', lang));
    req.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, 500, CODE.internal, message('internalError', lang));
  });
  // bodies go to the backend as they come, streamed: nothing here reads them
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  await app.register(securityHeadersPlugin);

  await proxyToUpstream(app, config.apiUpstream, upstreamSettings(config), UPSTREAM_PREFIXES);
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
    const path = pathOf(req.url);
    return sendError(reply, 404, CODE.noRoute, message('routeNotFound', languageOf(req.headers), { path }));
  });
  return app;
}
