// The transfer lists (/zhuanran, /zhuanran_cul) are personal: a visitor gets the login card, and
// nothing is asked for what it cannot see; a logged-in user gets the example rows.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#contract/entities/user.ts';
import { sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { answers, fakeApi, ok, seedData } from '../../test/fake-answers.ts';
import { USERS } from '../../test/personas.ts';
import { AssignmentScreen } from './transfer-screens.tsx';

function open(me: Me | null) {
  if (me) localStorage.setItem(STORAGE_KEYS.token, 't');
  sessionStore.update({ token: me ? 't' : null, me, meStatus: me ? 'loaded' : 'idle', popup: null });
  const api = fakeApi(
    answers({ recommend: () => ok(seedData('recommend')), treasureSummary: () => ok(seedData('treasureSummary')) }),
  );
  render(
    <MemoryRouter initialEntries={['/zhuanran']}>
      <AssignmentScreen />
    </MemoryRouter>,
  );
  return api;
}

beforeEach(() => sessionStore.update({ token: null, me: null, meStatus: 'idle' }));
afterEach(() => vi.unstubAllGlobals());

describe('/zhuanran', () => {
  it('a visitor gets the login card, and no call is made', async () => {
    const api = open(null);
    await screen.findByTestId('login-gate');
    expect(api.calls.map((call) => call.path)).toEqual([]);
  });

  it('a logged-in user gets the transfers, with each treasure and its holder asked for', async () => {
    const api = open(USERS.collector);
    await screen.findByTestId('example-data');
    await expect
      .poll(() => api.calls.filter((call) => call.path.startsWith('/goods/summary/')).length)
      .toBeGreaterThan(0);
  });
});
