// The route table as react-router routes: every screen lazily loaded (its own chunk), titled,
// and guarded by a boundary that offers a retry when its chunk fails or times out.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, type Params, Route, Routes, useLocation, useParams } from 'react-router';
import { UNIT_TREASURE_ID } from '#contract/limits.ts';
import { loadedNow } from '../lib/loaded-now.ts';
import type { TitleKey } from '../lib/titles.ts';
import { withTimeout } from './lazy-screen.ts';
import { MemberRoute } from './member-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { type ScreenModule, type ScreenRoute, screenRoutes, titleOf } from './routes.ts';
import { ScreenBoundary } from './screen-boundary.tsx';
import { preloadScreenFiles } from './screen-files.ts';
import { ScreenLoading } from './screen-loading.tsx';

const notFound: ScreenRoute = {
  path: '*',
  title: 'notFound',
  load: () => import('../features/system/not-found-screen.tsx'),
};

/** The route of a path (the not-found screen's when none matches), as react-router matches it. */
export function routeOf(pathname: string): ScreenRoute {
  // segment by segment: compiling each route's pattern, as matchPath does, costs the start-up some milliseconds
  const parts = pathname.toLowerCase().split('/').filter(Boolean);
  const matches = (path: string) => {
    const wanted = path.toLowerCase().split('/').filter(Boolean);
    return wanted.length === parts.length && wanted.every((part, i) => part.startsWith(':') || part === parts[i]);
  };
  return screenRoutes.find((route) => matches(route.path)) ?? notFound;
}

const loadedScreens = new Map<ScreenRoute, ScreenModule>();

/**
 * Loads the screen of the page before the first render (its files are already on their way),
 * with what the screen itself asks to have at hand for this address (its `preload`). Its lazy
 * component then resolves at once, so the first render shows the screen rather than the loading
 * fallback, over the server's first paint when there is one.
 */
export const loadScreen = (route: ScreenRoute, search = window.location.search, pathname = window.location.pathname) =>
  route.load().then(
    async (module) => {
      // the params as the router gives them to the screen (useParams): its own matching, one pattern
      await module.preload?.(search, matchRoutes([route], pathname)?.[0]?.params ?? {});
      loadedScreens.set(route, module);
    },
    () => undefined,
  );

type LazyScreen = { screen: LazyExoticComponent<ComponentType>; visit: string; failed: boolean };
const lazyScreens = new Map<ScreenRoute, LazyScreen>();

/**
 * The screen's lazy component for this visit (the location's key). A chunk that failed is fetched
 * again on the next visit to the screen, never within the visit that saw it fail: a navigation
 * is a transition, which React renders again from the top once the chunk has failed, and a new
 * attempt there would keep the transition waiting rather than show the retry screen.
 */
const lazyOf = (route: ScreenRoute, visit: string) => {
  const known = lazyScreens.get(route);
  if (known && (!known.failed || known.visit === visit)) return known.screen;
  const loaded = loadedScreens.get(route);
  const entry: LazyScreen = {
    visit,
    failed: false,
    screen: lazy(() => {
      if (loaded) return loadedNow(loaded);
      // its scripts side by side with its chunk, rather than each found by the one that imports it
      void preloadScreenFiles(route.path);
      return withTimeout(route.load()).catch((error: unknown) => {
        entry.failed = true;
        throw error;
      });
    }),
  };
  lazyScreens.set(route, entry);
  return entry.screen;
};

function Titled({ title, children }: { title: TitleKey; children: React.ReactNode }) {
  const { t } = useTranslation();
  // A layout effect, so that it comes before the screen's own effects: a screen whose data is
  // there at its first render (the server's first paint) may name the page more precisely.
  useLayoutEffect(() => {
    document.title = t(`titles.${title}`);
  }, [t, title]);
  return children;
}

/**
 * Where an address of a route is drawn instead, if elsewhere: /detail/785 is the unit treasure,
 * /detail_unit/785 with the same query (product §2). The app (`Redirected`) and the server's
 * first paint (entry-server.tsx) both ask this.
 */
export function redirectOf(route: ScreenRoute, params: Params, search: string): string | undefined {
  if (route.path === '/detail/:id' && Number(params.id) === UNIT_TREASURE_ID)
    return `/detail_unit/${params.id}${search}`;
  return undefined;
}

function Redirected({ route, children }: { route: ScreenRoute; children: React.ReactNode }) {
  const params = useParams();
  const { search } = useLocation();
  const to = redirectOf(route, params, search);
  return to ? <Navigate replace to={to} /> : children;
}

export function ScreenElement({ route }: { route: ScreenRoute }) {
  const { pathname, key } = useLocation();
  const Screen = lazyOf(route, key);
  // The path whose screen is drawn: react-router changes the address before the screen follows
  // (in a transition), so the browser journeys read this to know a navigation has been drawn.
  useEffect(() => {
    document.documentElement.dataset.shownPath = pathname;
  }, [pathname]);
  const content = route.member ? (
    <MemberRoute>
      <Screen />
    </MemberRoute>
  ) : (
    <Screen />
  );
  // One Suspense boundary for every screen, above the keyed one: a navigation is a transition
  // (app-router.tsx), so the screen shown stays until the next one's files have come, instead of
  // a loading screen in between. Only the first screen of a visit shows the loading fallback.
  // Keyed by the path: react-router keeps this element mounted from one route to the next, so
  // without the key a failed screen's retry state (and a screen's own state) would carry over.
  return (
    <Titled title={titleOf(route)}>
      <Suspense fallback={<ScreenLoading />}>
        <ScreenBoundary key={pathname}>
          <Redirected route={route}>{content}</Redirected>
        </ScreenBoundary>
      </Suspense>
    </Titled>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {[...screenRoutes, notFound].map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
