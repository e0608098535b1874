// Serves the seed's media at /media, the built front end at / (history-mode routes fall back
// to index.html, or to it with the screen's first paint: plugins/first-paint.ts), and, before
// the front end is built, a small page pointing at the API docs.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../contract/envelope.ts';
import { message } from '../../contract/messages.ts';
import { pathOf } from '../request-path.ts';
import { sendError } from './envelope.ts';
import { type FirstPaint, imageLinks, loadFirstPaint, pageLanguage, paintedPage } from './first-paint.ts';
import { routeFiles } from './route-preloads.ts';

export const MEDIA_ROOT = fileURLToPath(new URL('../../seeds/media', import.meta.url));

const placeholderPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Treasure center mock API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}</style></head>
<body><h1>Treasure center: mock API</h1><p>The API answers under <code>/api</code>.</p>
<ul><li><a href="/api-docs">API documentation</a></li><li><a href="/api-docs/openapi.json">OpenAPI document</a></li>
<li><a href="/api/auth/login?url=/">Imitated messaging-app login</a></li></ul>
<p>The front end is not built yet: run <code>npm run build</code>.</p></body></html>`;

/** A page made per request goes out compressed, as the built files do (brotli at a quick quality, or gzip). */
function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}

/** The built front end's files, precompressed, with their cache headers; the app's pages are sendPage's. */
export async function serveBuiltFiles(app: FastifyInstance, webRoot: string) {
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: false,
    index: false,
    // the .br and .gz siblings written at build time (scripts/compress-assets.ts)
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Hashed assets never change; the page itself must always be fresh.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

type PageSource = {
  webRoot: string;
  template: string;
  filesOf: ReturnType<typeof routeFiles>;
  firstPaint: FirstPaint | null;
};

export const pageSource = (webRoot: string, firstPaint: FirstPaint | null): PageSource => ({
  webRoot,
  template: readFileSync(join(webRoot, 'index.html'), 'utf8'),
  filesOf: routeFiles(webRoot),
  firstPaint,
});

/** A page of the app (history-mode routes): with its screen's first paint when there is one, else index.html. */
export async function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  { webRoot, template, filesOf, firstPaint }: PageSource,
) {
  const path = pathOf(req.url);
  const files = filesOf(path);
  // a first paint needs the screen's stylesheets (route-preloads.json), or it would paint unstyled
  const painted = firstPaint && files && req.method === 'GET' ? await firstPaint(req, path) : null;
  if (painted && 'redirect' in painted) return reply.redirect(painted.redirect);
  const links = painted ? [...imageLinks(painted), files?.styleLink] : [files?.link];
  if (links.some(Boolean)) reply.header('link', links.filter(Boolean).join(', '));
  if (painted)
    return sendHtml(req, reply, paintedPage(template, painted, pageLanguage(req.headers), files?.styles ?? []));
  return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
}

export async function webPlugin(app: FastifyInstance) {
  const { config } = app.deps;
  const webRoot = resolve(config.webDist);
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  const pages = hasWeb
    ? pageSource(
        webRoot,
        await loadFirstPaint(
          app,
          resolve(config.ssrEntry ?? join(webRoot, '../ssr/entry-server.js')),
          config.firstPaintTimeoutMs,
        ),
      )
    : null;

  await app.register(fastifyStatic, { root: MEDIA_ROOT, prefix: '/media/', maxAge: '1h', decorateReply: !hasWeb });
  mkdirSync(resolve(app.deps.config.uploadDir), { recursive: true });
  await app.register(fastifyStatic, {
    // the pictures sent to upload/image, and the seed's own (the example the OpenAPI document names)
    root: [resolve(app.deps.config.uploadDir), join(MEDIA_ROOT, 'uploads')],
    prefix: '/uploads/',
    maxAge: '1d',
    decorateReply: false,
    // Uploaded files are pictures checked by their bytes; never let a browser sniff them into anything else.
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
  });
  if (hasWeb) await serveBuiltFiles(app, webRoot);
  else {
    app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(placeholderPage));
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = pathOf(req.url);
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/__mock/') ||
      path.startsWith('/media/') ||
      // swagger-ui's own files: its scope has no sendFile for the front end's fallback
      path.startsWith('/api-docs/') ||
      path.startsWith('/uploads/')
    ) {
      return sendError(reply, 404, CODE.noRoute, message('routeNotFound', req.lang, { path }));
    }
    if (pages && (req.method === 'GET' || req.method === 'HEAD')) return sendPage(req, reply, pages);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
