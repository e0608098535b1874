// /concern with a login: the list waits for the user (whose own identities it leaves out) and
// asks each candidate's follow status once, instead of asking everything, dropping it when the
// user arrives, and asking again.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { answers, fakeApi, ok, seedData } from '../../test/fake-answers.ts';
import { MASTER } from '../../test/personas.ts';
import { CANDIDATE_IDENTITY_IDS } from './identity-directory.ts';

const { default: FollowingScreen } = await import('./following-screen.tsx');
const { logout, sessionStore } = await import('../../lib/session.ts');

/** The artists whose follow status the screen asked, in order. */
function watch() {
  const asked: number[] = [];
  fakeApi(
    answers({
      masterPage: ({ path }) => {
        const page = seedData('masterPage');
        return ok({ ...page, artist: { ...page.artist, id: Number(path.split('/').at(-1)) } });
      },
      followStatus: ({ body }) => {
        asked.push(Number(body.artist_id));
        return ok({ follow_status: Number(body.artist_id) === 104 ? 1 : 0 });
      },
    }),
  );
  return asked;
}

beforeEach(() => {
  logout();
  localStorage.setItem(STORAGE_KEYS.token, 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe('/concern, logged in', () => {
  it('waits for the user, then asks each candidate but its own identity once', async () => {
    const asked = watch();
    // the token is there, the user still on its way (a visit that starts on /concern)
    sessionStore.update({ token: 't', me: null, meStatus: 'loading' });
    render(
      <MemoryRouter>
        <FollowingScreen />
      </MemoryRouter>,
    );
    sessionStore.update({ me: MASTER, meStatus: 'loaded' });
    await waitFor(() => expect(screen.getByTestId('followed-list').textContent).toBeTruthy());
    const followed = within(screen.getByTestId('followed-list')).getAllByTestId('master-row');
    expect(followed.map((row) => row.dataset.artist)).toEqual(['104']);
    expect([...asked].sort((a, b) => a - b)).toEqual(CANDIDATE_IDENTITY_IDS.filter((id) => id !== 101));
  });
});
