// An ordinary browser without a login is sent from the homes and the tools to /pt_login
// (product §6); visitor pages, the messaging app and a login under way keep the page.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../lib/navigation.ts';
import { sessionStore } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { fakeFunctions } from '../test/fake-functions.ts';
import { ScreenElement } from './app-routes.tsx';
import { type ScreenRoute, screenRoutes } from './routes.ts';

let leaving = false;
fakeFunctions(navigation, {
  navigateTo: vi.fn(),
  leaveTo: vi.fn(),
  setNavigator: vi.fn(),
  isLeaving: () => leaving,
});

const MESSAGING_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003127) NetType/WIFI Language/zh_CN';

const screenOf = (path: string, title: ScreenRoute['title'], text: string, member?: true): ScreenRoute => ({
  path,
  title,
  load: async () => ({ default: () => <p>{text}</p> }),
  member,
});
const ROUTES = [
  screenOf('/home', 'home', 'master home', true),
  screenOf('/detail/:id', 'detail', 'treasure page'),
  screenOf('/tcdetail/:id', 'tcdetail', 'master page'),
];

function LoginPage() {
  const { pathname, search } = useLocation();
  return <p data-testid="login-page">{`${pathname}${search}`}</p>;
}

/** The app at `url` (the address bar shows it too, as the session reads the code from there). */
function openAt(url: string, addressBar = url) {
  window.history.replaceState(null, '', addressBar);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
        ))}
        <Route path="/pt_login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.update({ token: null, me: null, popup: null, pendingCode: null, exchanging: false });
  leaving = false;
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('an ordinary browser without a login', () => {
  it('goes from the master home to /pt_login, remembering the page', async () => {
    openAt('/home?from=share');
    expect((await screen.findByTestId('login-page')).textContent).toBe(
      `/pt_login?redirect=${encodeURIComponent('/home?from=share')}`,
    );
    expect(screen.queryByText('master home')).toBeNull();
  });

  it('remembers the page as the address bar shows it, without a login code already used', async () => {
    openAt('/home?code=demo-assistant', '/home');
    expect((await screen.findByTestId('login-page')).textContent).toBe(
      `/pt_login?redirect=${encodeURIComponent('/home')}`,
    );
  });

  it.each([
    ['/detail/1', 'treasure page'],
    ['/tcdetail/101', 'master page'],
  ])('keeps the visitor page %s open', async (url, text) => {
    openAt(url);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTestId('login-page')).toBeNull();
  });

  it('stays while a login is under way: a code to exchange, the exchange, its popups, the way to the login page', async () => {
    const withCode = openAt('/home?code=demo-master');
    expect(await screen.findByText('master home')).toBeTruthy();
    withCode.unmount();
    window.history.replaceState(null, '', '/home');
    const underWay = [{ exchanging: true }, { popup: 'phone' as const }, { popup: 'authorise' as const }];
    for (const patch of underWay) {
      sessionStore.update({ exchanging: false, popup: null, ...patch });
      const { unmount } = openAt('/home');
      expect(await screen.findByText('master home')).toBeTruthy();
      unmount();
    }
    sessionStore.update({ popup: null });
    leaving = true;
    openAt('/home');
    expect(await screen.findByText('master home')).toBeTruthy();
  });
});

describe('with a login, or in the messaging app', () => {
  it('a logged-in ordinary browser sees the home', async () => {
    sessionStore.update({ token: 'jwt' });
    openAt('/home');
    expect(await screen.findByText('master home')).toBeTruthy();
  });

  it('the messaging app keeps its logged-out home (its login popup starts the app’s authorisation)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MESSAGING_APP_UA);
    openAt('/home');
    expect(await screen.findByText('master home')).toBeTruthy();
  });

  it('so does the demo’s emulation of the messaging app', async () => {
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    openAt('/home');
    expect(await screen.findByText('master home')).toBeTruthy();
  });
});

describe('the route table', () => {
  const member = (path: string) => screenRoutes.find((route) => route.path === path)?.member === true;

  it('marks the homes and the tools as member pages', () => {
    for (const path of ['/home', '/home_col', '/home_inst', '/masterinfo', '/renzhen', '/sign', '/data_all', '/robot'])
      expect(member(path), path).toBe(true);
  });

  it('leaves search, treasure, master, login and system pages open', () => {
    for (const path of [
      '/',
      '/detailTeacher',
      '/tcdetail/:id',
      '/detail/:id',
      '/detail_unit/:id',
      '/pt_login',
      '/maintenance',
    ])
      expect(member(path), path).toBe(false);
  });
});
