// A navigation keeps the screen shown until the next one's files have come, with the pending
// bar meanwhile, and never the loading screen in between.
import { act, render, screen } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouter } from './app-router.tsx';
import { ScreenElement } from './app-routes.tsx';
import type { ScreenModule, ScreenRoute } from './routes.ts';

describe('AppRouter', () => {
  it('keeps the screen shown while the next one loads, then shows it', async () => {
    let arrive: (module: ScreenModule) => void = () => undefined;
    let go: (path: string) => void = () => undefined;
    const first: ScreenRoute = {
      path: '/',
      title: 'home_index',
      load: async () => ({
        default: function First() {
          go = useNavigate();
          return <p>first screen</p>;
        },
      }),
    };
    const next: ScreenRoute = {
      path: '/repair',
      title: 'repair',
      load: () => new Promise<ScreenModule>((resolve) => (arrive = resolve)),
    };
    window.history.replaceState(null, '', '/');
    render(
      <AppRouter>
        <Routes>
          {[first, next].map((route) => (
            <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
          ))}
        </Routes>
      </AppRouter>,
    );
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
});
