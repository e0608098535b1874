// Around every screen: scroll to the top on navigation, the
// session's start (code exchange), help texts, the login popups and (mock builds) the demo panel.
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { IS_MOCK_BACKEND } from '../lib/env.ts';
import { prefetchFeedback } from '../lib/feedback.ts';
import { keepHelpTextsFresh } from '../lib/help-texts.ts';
import { whenIdle } from '../lib/idle.ts';
import { setNavigator } from '../lib/navigation.ts';
import { bootstrapSession, useSession } from '../lib/session.ts';

const LoginPopups = lazy(() => import('../features/auth/login-popups.tsx'));
const DemoPanel = IS_MOCK_BACKEND ? lazy(() => import('../features/demo/demo-panel.tsx')) : null;

let started = false;

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { popup } = useSession();
  // the demo panel's tab is not part of the first screen: it loads once the page is idle
  const [demoReady, setDemoReady] = useState(false);

  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
  }, [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (pathname, search) scrolls back to the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    if (started) return;
    started = true;
    void bootstrapSession();
    keepHelpTextsFresh();
    prefetchFeedback();
  }, []);

  // drawn in slices too: it is not what the page is there for
  useEffect(() => whenIdle(() => startTransition(() => setDemoReady(true))), []);

  return (
    <>
      <Outlet />
      {popup && (
        <Suspense fallback={null}>
          <LoginPopups />
        </Suspense>
      )}
      {DemoPanel && demoReady && (
        <Suspense fallback={null}>
          <DemoPanel />
        </Suspense>
      )}
    </>
  );
}
