// BrowserRouter, with the navigation's transition at hand: while the next screen's files are on
// their way the screen shown stays (app-routes.tsx), and a thin bar at the top says a page is
// coming when that takes more than a moment (navigation-pending.css).
import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';
import './navigation-pending.css';

export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setShown(update))), [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
      {pending && <div className="navigation-pending" aria-hidden="true" data-testid="navigation-pending" />}
    </Router>
  );
}
