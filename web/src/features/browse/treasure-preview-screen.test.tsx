// /preview shows one of the user's own works with the review state it is in: a published
// treasure is never called a draft.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#contract/entities/user.ts';
import { sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { answers, fakeApi, ok, seedData } from '../../test/fake-answers.ts';
import { USERS } from '../../test/personas.ts';
import TreasurePreviewScreen from './treasure-preview-screen.tsx';

/** The seed's works of master 101 (a draft, one under review) and an approved one, newest first. */
function works() {
  const { list, ...rest } = seedData('workSubmissions');
  const [draft, underReview] = list;
  const approved = { ...underReview!, id: 9, status: 2, name: '已发布的珍宝', goods_id: 1 };
  return { ...rest, list: [approved, underReview!, draft!] };
}

function open(me: Me | null, url = '/preview') {
  if (me) localStorage.setItem(STORAGE_KEYS.token, 't');
  sessionStore.update({ token: me ? 't' : null, me, meStatus: me ? 'loaded' : 'idle', popup: null });
  const api = fakeApi(answers({ workSubmissions: () => ok(works()) }));
  render(
    <MemoryRouter initialEntries={[url]}>
      <TreasurePreviewScreen />
    </MemoryRouter>,
  );
  return api;
}

beforeEach(() => sessionStore.update({ token: null, me: null, meStatus: 'idle' }));
afterEach(() => vi.unstubAllGlobals());

describe('/preview', () => {
  it("shows the master's newest draft as a draft, and offers to submit it", async () => {
    const api = open(USERS.master);
    const card = await screen.findByTestId('draft-preview');
    expect(card.dataset.state).toBe('draft');
    expect(card.textContent).toContain('青花缠枝莲纹茶盏');
    expect(card.textContent).toContain('草稿：尚未提交');
    expect(screen.getByText('提交审核', { selector: 'button span, button' })).toBeTruthy();
    expect(api.called('/works/list').map((call) => call.query.get('artist_type'))).toEqual(['1']);
  });

  it('a published work (?id=) says it was approved, never that it is a draft, and offers no submit', async () => {
    open(USERS.master, '/preview?id=9');
    const card = await screen.findByTestId('draft-preview');
    expect(card.dataset.state).toBe('approved');
    expect(card.textContent).toContain('已发布的珍宝');
    expect(card.textContent).not.toContain('草稿');
    expect(screen.queryByText('提交审核', { selector: 'button span, button' })).toBeNull();
  });

  it('a user without a master or collector identity is told whose works show here, asking nothing', async () => {
    const api = open(USERS.visitor);
    expect((await screen.findByTestId('preview-none')).textContent).toContain('作者或藏家');
    expect(api.called('/works/list')).toEqual([]);
  });

  it('without a login: the login card', async () => {
    open(null);
    expect(await screen.findByTestId('login-gate')).toBeTruthy();
  });
});
