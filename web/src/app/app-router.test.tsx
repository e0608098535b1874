// A navigation keeps the screen shown until the next one's files have come, with the pending
// bar meanwhile, and never the loading screen in between.
import { act, render, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRouter } from './app-router.tsx';
import { redirectOf, ScreenElement } from './app-routes.tsx';
import type { ScreenModule, ScreenRoute } from './routes.ts';

function firstScreen(onNavigate: (go: (path: string) => void) => void): ScreenRoute {
  return {
    path: '/',
    title: 'home_index',
    load: async () => ({
      default: function First() {
        onNavigate(useNavigate());
        return <p>first screen</p>;
      },
    }),
  };
}

const app = (routes: ScreenRoute[]) => (
  <AppRouter>
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
      ))}
    </Routes>
  </AppRouter>
);

describe('the unit treasure (product §2)', () => {
  const stub = (path: string, text: string): ScreenRoute => ({
    path,
    title: 'detail',
    load: async () => ({ default: () => <p>{text}</p> }),
  });
  const routes = [
    stub('/detail/:id', 'treasure page'),
    stub('/detail_unit/:id', 'unit page'),
    stub('/detail_cul/:id', 'cul'),
  ];

  it('/detail/785 opens /detail_unit/785 with the same query; another id or route stays where it is', async () => {
    window.history.replaceState(null, '', '/detail/785?status=1');
    const { unmount } = render(app(routes));
    expect(await screen.findByText('unit page')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/detail_unit/785?status=1');
    unmount();
    for (const path of ['/detail/786', '/detail_cul/785']) {
      window.history.replaceState(null, '', path);
      const shown = render(app(routes));
      expect(await screen.findByText(path.startsWith('/detail/') ? 'treasure page' : 'cul')).toBeTruthy();
      expect(window.location.pathname).toBe(path);
      shown.unmount();
    }
  });

  it('is the same rule for the server', () => {
    const [detail, unit] = routes as [ScreenRoute, ScreenRoute];
    expect(redirectOf(detail, { id: '785' }, '?status=1')).toBe('/detail_unit/785?status=1');
    expect(redirectOf(detail, { id: '1' }, '')).toBeUndefined();
    expect(redirectOf(unit, { id: '785' }, '')).toBeUndefined();
  });
});

describe('AppRouter', () => {
  it('keeps the screen shown while the next one loads, then shows it', async () => {
    let arrive: (module: ScreenModule) => void = () => undefined;
    let go: (path: string) => void = () => undefined;
    const next: ScreenRoute = {
      path: '/repair',
      title: 'repair',
      load: () => new Promise<ScreenModule>((resolve) => (arrive = resolve)),
    };
    window.history.replaceState(null, '', '/');
    render(app([firstScreen((navigate) => (go = navigate)), next]));
    expect(await screen.findByText('first screen')).toBeTruthy();
    expect(screen.queryByTestId('navigation-pending')).toBeNull();

    act(() => go('/repair'));
    expect(window.location.pathname).toBe('/repair');
    expect(await screen.findByTestId('navigation-pending')).toBeTruthy();
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull(); // the loading screen

    await act(async () => arrive({ default: () => <p>next screen</p> }));
    expect(await screen.findByText('next screen')).toBeTruthy();
    expect(screen.queryByText('first screen')).toBeNull();
    expect(screen.queryByTestId('navigation-pending')).toBeNull();
    expect(document.documentElement.dataset.shownPath).toBe('/repair');
  });

  it('shows the retry screen when the next screen’s chunk fails, having fetched it once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let go: (path: string) => void = () => undefined;
    const broken: ScreenRoute = {
      path: '/zbbox',
      title: 'zbbox',
      load: vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    };
    window.history.replaceState(null, '', '/');
    render(app([firstScreen((navigate) => (go = navigate)), broken]));
    expect(await screen.findByText('first screen')).toBeTruthy();
    act(() => go('/zbbox'));
    expect(await screen.findByTestId('retry-screen')).toBeTruthy();
    expect(broken.load).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
