// Around every screen: scroll to the top on navigation, the
// session's start (code exchange), help texts, the login popups and (mock builds) the demo panel.
import { startTransition, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { lazyPart } from '../components/lazy-part.tsx';
import { IS_MOCK_BACKEND } from '../lib/env.ts';
import { prefetchFeedback } from '../lib/feedback.ts';
import { keepHelpTextsFresh } from '../lib/help-texts.ts';
import { whenIdle } from '../lib/idle.ts';
import { setNavigator } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { bootstrapSession } from '../lib/session-start.ts';

// each behind its own boundary: a file that fails to arrive leaves the page usable
const LoginPopups = lazyPart(() => import('../features/auth/login-popups.tsx'), { floating: true });
const DemoTab = IS_MOCK_BACKEND ? lazyPart(() => import('../features/demo/demo-tab.tsx'), { floating: true }) : null;

let started = false;

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { popup } = useSession();
  // the demo panel's tab is not part of the first screen: it loads once the page is idle (and
  // the panel once the tab is touched)
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
      {popup && <LoginPopups />}
      {DemoTab && demoReady && <DemoTab />}
    </>
  );
}
