// The app itself, started by main.tsx once the page has painted. Not hydration: the first render
// replaces the server's first paint (if any) in one commit, with the same screen, data and
// language (lib/use-load.ts, app-routes.tsx), and only then is anything on the page live. React
// renders in slices (a transition), leaving the main thread to the browser in between.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptMockToken } from '../lib/api/mock-controls.ts';
import { IS_MOCK_BACKEND } from '../lib/env.ts';
import { initI18n } from '../lib/i18n.ts';
import { AppRoutes, loadScreen, routeOf } from './app-routes.tsx';

void initI18n();
if (IS_MOCK_BACKEND) adoptMockToken();

const root = createRoot(document.getElementById('root')!);
void loadScreen(routeOf(window.location.pathname)).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
