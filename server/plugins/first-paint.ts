// The first screen's HTML from the server (decision 16): for the visitor routes the front end's
// server build draws (dist/ssr, web/src/entry-server.tsx), the page goes out with the screen
// already in it, styled and in the visitor's language, so a phone paints it before the
// JavaScript has run; the browser's first render then replaces it with the same DOM. Without the
// build, or when a render fails, throws or takes too long, the page goes out as before (the
// plain index.html) and the reason is logged: a first paint never breaks or delays a page by
// more than its time limit (FIRST_PAINT_TIMEOUT_MS, 1.5 s by default).
import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { htmlLang, type Lang, languageOf } from '../../contract/language.ts';
import { routePattern } from '../route-pattern.ts';

/** What web/src/entry-server.tsx exports (the server is compiled without web/, so no import of its types). */
type Entry = {
  firstPaintPaths: string[];
  render(request: {
    url: string;
    lang: Lang;
    userAgent: string;
    call: (request: {
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: string;
    }) => Promise<{ status: number; body: string }>;
    signal: AbortSignal;
  }): Promise<Painted>;
};

type Painted = { redirect: string } | PaintedScreen | null;
type PaintedScreen = {
  html: string;
  data: Record<string, unknown>;
  title: string;
  images: { href: string; high: boolean }[];
};

/** The Link header's preloads of the pictures the first paint shows (the page's main picture is what a phone waits for), to go ahead of the screen's files. */
export const imageLinks = (painted: PaintedScreen) =>
  painted.images
    // an address that would break the header is left to the page itself
    .filter(({ href }) => /^[^\s<>,;]+$/.test(href))
    .map(({ href, high }) => `<${href}>; rel=preload; as=image${high ? '; fetchpriority=high' : ''}`);

/** The page's language, by the language rule (contract/language.ts): the stored choice, mirrored in the `lang` cookie, else the browser's. */
export function pageLanguage(headers: IncomingHttpHeaders): Lang {
  const cookie = /(?:^|;)\s*lang=([^;]*)/.exec(headers.cookie ?? '')?.[1];
  return languageOf(cookie, headers['accept-language']);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The id the front end reads the loads' data from (web/src/lib/use-load.ts). */
const DATA_ID = 'first-paint-data';

/**
 * index.html with the screen's HTML in #root, its data, stylesheets, language and title. Without
 * the app's module preloads and the static build's early start (its data is here already): its
 * scripts come once the page has painted (web/src/main.tsx), so that nothing but the page, its
 * stylesheets and its first pictures stands before the first paint.
 */
export function paintedPage(template: string, painted: PaintedScreen, lang: Lang, styles: string[]): string {
  // `<` escaped, so no value can close the block; the browser never runs it (type, CSP).
  const json = JSON.stringify(painted.data).replace(/</g, '\\u003c');
  return withScreen(
    withoutModulePreloads(template).replace(/\s*<script[^>]*\/early-[^>]*><\/script>/g, ''),
    painted,
    lang,
    styles,
    `<script type="application/json" id="${DATA_ID}">${json}</script>`,
  );
}

/** index.html without the app's module preloads (Vite names them there: vite.config.ts, preloadApp). */
const withoutModulePreloads = (template: string) => template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/**
 * A static build's prerendered frame (scripts/build-real.ts): index.html with the screen drawn
 * before its data and its stylesheets, without the app's module preloads: the page, its
 * stylesheets, the early start (web/src/early/early-fetch.ts) and the picture it names go first,
 * and the app's modules follow its entry. Preloaded beside them, a dozen modules shared a phone's
 * bandwidth with the stylesheets and put off the first paint by about a second (Lighthouse's
 * mobile preset). A page drawn whole (`whole`: nothing in it waits for data) is marked so, and
 * its app starts once it has painted, as on a page the server drew (web/src/main.tsx). The
 * screen's own modules (`modules`) are named on #root for the app to fetch as it starts.
 */
export function framePage(
  template: string,
  frame: { html: string; title: string },
  lang: Lang,
  styles: string[],
  { whole = false, modules = [] }: { whole?: boolean; modules?: string[] } = {},
): string {
  const page = withScreen(withoutModulePreloads(template), frame, lang, styles, '');
  // the screen's modules, which the app preloads as it starts (web/src/app/screen-modules.ts)
  const marks = [
    whole ? ' data-drawn="whole"' : '',
    modules.length ? ` data-screen-modules="${escapeHtml(modules.join(' '))}"` : '',
  ].join('');
  return page.replace('<div id="root">', () => `<div id="root"${marks}>`);
}

/**
 * Holds the page's first frame until the whole screen is parsed (`rel=expect`, decision 30).
 * Without it a browser that has its stylesheets may paint a screen it has only half read, and the
 * rest then moves what it drew: an absolutely placed link that gets its label, a bottom bar that
 * gets its second button. The mark it waits for follows #root: Chromium lets the frame go once
 * the element it names has begun, so #root itself would not hold it.
 */
const SCREEN_END = 'screen-end';
const WHOLE_SCREEN_FIRST = `<link rel="expect" href="#${SCREEN_END}" blocking="render">`;

function withScreen(
  template: string,
  screen: { html: string; title: string },
  lang: Lang,
  styles: string[],
  after: string,
): string {
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>${WHOLE_SCREEN_FIRST}`)
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${screen.html}</div><template id="${SCREEN_END}"></template>${after}`,
    );
}

export type FirstPaint = (req: FastifyRequest, path: string) => Promise<Painted>;

/** How a render's loads reach the API: an /api call (method, path with query, headers, body) and its answer. */
export type PageCall = Parameters<Entry['render']>[0]['call'];

/** The mock's own app, in process (plugins/internal-calls.ts: never journaled, counted or slowed). */
const appCall =
  (app: FastifyInstance): PageCall =>
  async ({ method, url, headers, body }) => {
    const answer = await app.callInternally({ method: method as 'GET' | 'POST', url, headers, payload: body });
    return { status: answer.statusCode, body: answer.body };
  };

/**
 * The renderer of dist/ssr (or `entryFile`), or null when there is none or it does not load. A
 * render waits its turn and runs within `timeoutMs`; past it, the plain page goes out.
 */
export async function loadFirstPaint(
  app: FastifyInstance,
  entryFile: string,
  timeoutMs: number,
  call: PageCall = appCall(app),
): Promise<FirstPaint | null> {
  if (!existsSync(entryFile)) return null;
  let entry: Entry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as Entry;
  } catch (error) {
    app.log.error({ err: error, entryFile }, 'the first paint did not load: pages go out without it');
    return null;
  }
  const patterns = entry.firstPaintPaths.map(routePattern);

  // One render at a time: a render sets the front end's language and user agent for its duration.
  let queue: Promise<unknown> = Promise.resolve();

  return async (req, path) => {
    if (!patterns.some((pattern) => pattern.test(path))) return null;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => controller.abort(new Error('first paint timed out')), timeoutMs);
    const turn = queue.then(() => {
      signal.throwIfAborted();
      return entry.render({
        url: req.url,
        lang: pageLanguage(req.headers),
        userAgent: req.headers['user-agent'] ?? '',
        call,
        signal,
      });
    });
    const timedOut = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    // the next render waits for this one, or for its deadline: a render that hangs holds up no other
    queue = Promise.race([turn, timedOut]).catch(() => undefined);
    try {
      return await Promise.race([turn, timedOut]);
    } catch (error) {
      req.log.warn({ err: error, url: req.url }, 'first paint failed: the page went out without it');
      return null;
    } finally {
      clearTimeout(timer);
      // settle the race's loser quietly
      controller.abort();
    }
  };
}
