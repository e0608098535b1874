// Walks shared by both engines: every visitor route of the route table and the logged-in homes,
// in one language, each page checked (page-checks.ts). One page load starts a walk; the routes
// follow as links do, inside the app.
import { screenRoutes, titleOf } from '../../web/src/app/routes.ts';
import { urlOf } from '../e2e/support/route-visits.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import type { DrivenPage } from './driven-page.ts';
import { type Lang, pageChecker, textsOf } from './page-checks.ts';

const routesOf = (member: boolean, lang: Lang) =>
  screenRoutes
    .filter((route) => Boolean(route.member) === member)
    .map((route) => ({ url: urlOf(route.path), title: textsOf(lang).titles[titleOf(route)] }));

/** The routes a visitor opens, with their addresses and titles in `lang`. */
export const visitorRoutes = (lang: Lang) => routesOf(false, lang);
/** The logged-in users' homes and tools, with their addresses and titles in `lang`. */
export const memberRoutes = (lang: Lang) => routesOf(true, lang);

/** The logged-in homes, each as the persona whose home it is. */
export const HOMES = [
  { url: '/home', title: 'home', persona: 'demo-master' },
  { url: '/home_col', title: 'home_col', persona: 'demo-collector' },
  { url: '/home_inst', title: 'home_inst', persona: 'demo-institution' },
  { url: '/home_index', title: 'home_index', persona: 'demo-collector' },
] as const;

/** What a page starts with: its language, a login, and the controls' token of the start-up link. */
type Starting = { lang: Lang; token?: string; controlsToken?: string };

/**
 * What the next page load finds on this device: the stored language (with its cookie, as the
 * app keeps them) and the token, and nothing else of earlier visits. Run in a page of the app.
 */
export function startingStorage({ lang, token, controlsToken }: Starting) {
  // what the harnesses keep for themselves stays: the recorder's findings, the Chromium phone's start mark
  const own = (key: string) => key.startsWith('__journeys') || key.startsWith('e2e-');
  for (const storage of [localStorage, sessionStorage])
    for (const key of Object.keys(storage)) if (!own(key)) storage.removeItem(key);
  localStorage.setItem('lang', lang);
  if (token) localStorage.setItem('user_token', token);
  // as the start-up line's link leaves it (web/src/lib/api/mock-session.ts): the demo panel's controls
  if (controlsToken) localStorage.setItem('demo_mock_token', controlsToken);
  // biome-ignore lint/suspicious/noDocumentCookie: as the app's language switcher does (web/src/lib/i18n.ts)
  document.cookie = `lang=${lang};path=/;max-age=31536000;samesite=lax`;
}

/** Loads `url` as a visitor or `token`'s holder in `lang`: one page load after the storage is set. */
export async function openAs(page: DrivenPage, url: string, options: Starting) {
  if ((await page.url()).origin !== new URL(page.baseUrl).origin) {
    await page.goto('/maintenance');
    // leaving a page whose app is still arriving would cut its modules short (an error of the visit's own making)
    await page.waitUntil(() => document.documentElement.dataset.shownPath, undefined, 'the app to start');
  }
  await page.evaluate(startingStorage, options);
  await page.goto(url);
}

type Server = Pick<RunningServer, 'baseUrl' | 'controls' | 'controlsToken' | 'tokenFor'>;

/**
 * Every visitor route in `lang`, then each logged-in home as its persona: the problems found,
 * each naming its page, and how many screens were checked.
 */
export async function walkRoutesAndHomes(page: DrivenPage, lang: Lang, server: Server) {
  const titles = textsOf(lang).titles;
  const checks = pageChecker(page, lang, server);
  await openAs(page, '/', { lang, controlsToken: server.controlsToken });
  for (const route of visitorRoutes(lang)) await checks.visit(route.url, route.title);
  for (const home of HOMES) {
    await openAs(page, home.url, {
      lang,
      token: await server.tokenFor(home.persona),
      controlsToken: server.controlsToken,
    });
    await checks.visit(home.url, titles[home.title]);
  }
  await checks.takeRecorded();
  return { problems: checks.problems, screens: checks.visits() };
}
