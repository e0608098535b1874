// /pt_login: the ordinary browser's login page; once logged in it goes on to the page it keeps.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import BrowserLoginScreen from './browser-login-screen.tsx';

const openAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/pt_login" element={<BrowserLoginScreen />} />
        <Route path="/home" element={<p>master home</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => sessionStore.update({ token: null }));

describe('/pt_login', () => {
  it('without a login offers the ways to log in', async () => {
    openAt('/pt_login?redirect=%2Fhome');
    expect(await screen.findByTestId('demo-login')).toBeTruthy();
    expect(screen.queryByText('master home')).toBeNull();
  });

  it('logged in (the demo panel’s persona switch comes back here) goes on to the page it keeps', async () => {
    sessionStore.update({ token: 'jwt' });
    openAt('/pt_login?redirect=%2Fhome');
    expect(await screen.findByText('master home')).toBeTruthy();
  });
});
