// The server's first paint (server/plugins/first-paint.ts loads this, built by `vite build --ssr`
// into dist/ssr): a visitor screen drawn as HTML, as an anonymous visitor in the page's
// language, with what its keyed loads got (lib/use-load.ts) from the server's own /api, called
// in-process. The browser's first render replaces it with the same DOM (main.tsx). The server
// runs one render at a time: the language, the user agent and the API transport are the
// module's, as they are in the browser.
import { prerender } from 'react-dom/static';
import { matchPath, type Params, StaticRouter } from 'react-router';
import type { Lang } from '#contract/limits.ts';
import { AppRoutes, loadScreen, redirectOf } from './app/app-routes.tsx';
import { screenRoutes, titleOf } from './app/routes.ts';
import { transport } from './lib/api/client.ts';
import { i18n, initI18n, loadBothLanguages } from './lib/i18n.ts';
import { serverRequest } from './lib/messaging-app-detect.ts';
import { type ServerLoads, ServerLoadsContext } from './lib/use-load.ts';

/** An /api call answered by the server's own app (its method, path with query, headers, body). */
export type InternalCall = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: string }>;

export type FirstPaintRequest = {
  /** the page's path and query */
  url: string;
  lang: Lang;
  userAgent: string;
  call: InternalCall;
  signal: AbortSignal;
};

export type FirstPaint =
  /** the page is elsewhere (/detail/785 is /detail_unit/785) */
  | { redirect: string }
  /**
   * the screen's HTML (without test ids), the keyed loads' data, the document title, and the
   * pictures it shows first (React's preloads: those not loaded lazily), for the page's Link header
   */
  | { html: string; data: Record<string, unknown>; title: string; images: { href: string; high: boolean }[] }
  /** no first paint for this page */
  | null;

const routes = screenRoutes.filter((route) => route.ssr);

/** The routes drawn here (react-router patterns), for the server to ask for no other page. */
export const firstPaintPaths = routes.map((route) => route.path);

/** i18next with the shell's texts in both languages: each render is in its page's. */
const texts = initI18n('zn').then(loadBothLanguages);

export async function render({ url, lang, userAgent, call, signal }: FirstPaintRequest): Promise<FirstPaint> {
  const { pathname, search } = new URL(url, 'http://localhost');
  let params: Params = {};
  const route = routes.find((candidate) => {
    const match = matchPath(candidate.path, pathname);
    params = match?.params ?? {};
    return match;
  });
  if (!route) return null;
  const redirect = redirectOf(route, params, search);
  if (redirect) return { redirect };

  await Promise.all([loadScreen(route, search, pathname), texts]);
  await i18n.changeLanguage(lang);
  serverRequest.userAgent = userAgent;
  transport.fetch = async (to, init) => {
    const target = new URL(to, 'http://localhost');
    const answer = await call({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };

  const data: Record<string, unknown> = {};
  const loads = new Map<string, Promise<{ data: unknown }>>();
  const serverLoads: ServerLoads = (key, load) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load(signal).then((value) => {
        data[key] = value;
        return { data: value };
      });
      loads.set(key, loading);
    }
    return loading;
  };

  // A screen or a load that fails leaves its Suspense boundary to the browser: no first paint then.
  let failure: unknown;
  const { prelude } = await prerender(
    <ServerLoadsContext value={serverLoads}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </ServerLoadsContext>,
    {
      signal,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  if (signal.aborted) throw new Error('first paint aborted');
  const images = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"([^>]*)>/g)].map(
    ([, href = '', rest = '']) => ({
      href: href.replace(/&amp;/g, '&'),
      high: /fetchPriority="high"/i.test(rest),
    }),
  );
  // The browser tests wait for the browser's own elements by their test ids, as before.
  return {
    html: html.replace(/ data-testid="[^"]*"/g, ''),
    data,
    title: i18n.t(`titles.${titleOf(route)}`),
    images,
  };
}

/**
 * A visitor page's frame for a static build (scripts/build-real.ts prerenders one per route and
 * language): the screen as its first render draws it before any data has come (the search page
 * whole; the treasure and master pages' header, title and skeleton, the size of what will come).
 */
export async function renderFrame(path: string, lang: Lang): Promise<{ html: string; title: string } | null> {
  const route = routes.find((candidate) => matchPath(candidate.path, path));
  if (!route) return null;
  await Promise.all([loadScreen(route, '', path), texts]);
  await i18n.changeLanguage(lang);
  serverRequest.userAgent = '';
  let failure: unknown;
  const { prelude } = await prerender(
    <ServerLoadsContext value={null}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </ServerLoadsContext>,
    {
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return { html: html.replace(/ data-testid="[^"]*"/g, ''), title: i18n.t(`titles.${titleOf(route)}`) };
}
