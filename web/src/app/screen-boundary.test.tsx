// What a screen shows when its chunk fails, times out or breaks: the retry screen.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenElement } from './app-routes.tsx';
import { ChunkLoadError } from './lazy-screen.ts';
import type { ScreenRoute } from './routes.ts';
import { ScreenBoundary } from './screen-boundary.tsx';

afterEach(() => vi.restoreAllMocks());

function Broken({ error }: { error: unknown }): never {
  throw error;
}

describe('ScreenBoundary', () => {
  it('shows the retry screen when a chunk failed to load, and retrying reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ScreenBoundary>
        <Broken error={new ChunkLoadError('failed')} />
      </ScreenBoundary>,
    );
    expect(screen.getByTestId('retry-screen')).toBeTruthy();
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('网络可能不稳定，请检查网络后重试。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says when the chunk took too long', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenBoundary>
        <Broken error={new ChunkLoadError('timeout')} />
      </ScreenBoundary>,
    );
    expect(screen.getByText('页面加载超时')).toBeTruthy();
  });

  it('also catches a screen that breaks while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenBoundary>
        <Broken error={new Error('boom')} />
      </ScreenBoundary>,
    );
    expect(screen.getByTestId('retry-screen')).toBeTruthy();
  });

  it('renders the screen when nothing is wrong', () => {
    render(
      <ScreenBoundary>
        <p>fine</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByTestId('retry-screen')).toBeNull();
  });
});

describe('a routed screen', () => {
  const failing: ScreenRoute = {
    path: '/repair',
    title: 'repair',
    load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
  const working: ScreenRoute = {
    path: '/list',
    title: 'list',
    load: async () => ({
      default: function List() {
        const navigate = useNavigate();
        return (
          <button type="button" onClick={() => navigate('/repair')}>
            list screen
          </button>
        );
      },
    }),
  };
  let go: (path: string) => void = () => undefined;
  function Navigator() {
    const navigate = useNavigate();
    go = (path) => void navigate(path);
    return null;
  }
  const app = (start: string) => (
    <MemoryRouter initialEntries={[start]}>
      <Navigator />
      <Routes>
        {[failing, working].map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
        ))}
      </Routes>
    </MemoryRouter>
  );

  it('sets the document title from the route (in the current language)', async () => {
    render(app('/list'));
    expect(await screen.findByText('list screen')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('珍宝列表'));
  });

  it('a chunk that failed is fetched again when the screen is visited again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const flaky: ScreenRoute = {
      path: '/zbbox',
      title: 'zbbox',
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: () => <p>treasure box</p> };
      },
    };
    render(
      <MemoryRouter initialEntries={['/zbbox']}>
        <Navigator />
        <Routes>
          {[flaky, working].map((route) => (
            <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
          ))}
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('retry-screen')).toBeTruthy();
    act(() => go('/list'));
    expect(await screen.findByText('list screen')).toBeTruthy();
    act(() => go('/zbbox'));
    expect(await screen.findByText('treasure box')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('a failed chunk shows the retry screen with the page’s title; going elsewhere shows that screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(app('/repair'));
    expect(await screen.findByTestId('retry-screen')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('报修'));
    act(() => go('/list'));
    expect(await screen.findByText('list screen')).toBeTruthy();
    expect(screen.queryByTestId('retry-screen')).toBeNull();
  });
});
