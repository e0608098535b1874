// The app itself, started by main.tsx once the page has painted. Not hydration: the first render
// replaces the server's first paint (if any) in one commit, with the same screen, data and
// language (lib/use-load.ts, app-routes.tsx), and only then is anything on the page live. Each
// step is a task of its own (these modules' evaluation, the language, the root, loading the
// screen, then React's render in slices: a transition), so that none keeps the page busy long.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptMockToken } from '../lib/api/mock-session.ts';
import { startsOverPaintedScreen } from '../lib/calls-apart.ts';
import { carryEarlyInput } from '../lib/early-input.ts';
import { IS_MOCK_BACKEND } from '../lib/env.ts';
import { initI18n } from '../lib/i18n.ts';
import { whenIdle } from '../lib/idle.ts';
import { AppRouter } from './app-router.tsx';
import { AppRoutes, loadScreen, routeOf } from './app-routes.tsx';
import { preloadScreenFiles, screenFilesTable } from './screen-files.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

void (async () => {
  await nextTask();
  const texts = initI18n();
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) void import('../lib/reduce-motion.ts');
  if (IS_MOCK_BACKEND) adoptMockToken();
  // React's root (its listeners for every event) in a task of its own: with i18next's start, one
  // task of 15 ms on the busy machine (decision 88)
  await nextTask();
  // web/index.html holds #root
  const page = document.getElementById('root')!;
  const root = createRoot(page);
  await nextTask();
  const route = routeOf(window.location.pathname);
  // The mock's pages name their screen's files in a Link header, a static build's frames on #root
  // (main.tsx); a static build's plain page names none: its screen's scripts come from the list.
  if (!IS_MOCK_BACKEND && !page.firstElementChild) void preloadScreenFiles(route.path);
  await Promise.all([loadScreen(route), texts]);
  carryEarlyInput();
  if (page.firstElementChild) startsOverPaintedScreen();
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </StrictMode>,
    ),
  );
  // the list of the screens' scripts, for the first navigation
  whenIdle(() => void screenFilesTable());
})();
