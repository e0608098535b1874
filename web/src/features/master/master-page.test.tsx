// /tcdetail/{id} and /tcdetail_pr/{id}: the public page, follow, certificates, treasures, news.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MasterPageData } from '#contract/calls/masters.ts';
import { messages } from '#contract/messages.ts';
import { itemAt } from '#contract/present.ts';
import { logout, sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { answers, fakeApi, ok, refusal } from '../../test/fake-answers.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { fakeFunctions } from '../../test/fake-functions.ts';
import { ImageViewer } from './certificate-viewer.ts';
import { MasterPage } from './master-page.tsx';
import { HONORS, NEWS, page } from './test-fixtures.ts';

const feedback = fakeFeedback();
// like antd-mobile's, the viewer hands back a handler (the page closes it on Escape)
const viewer = fakeFunctions(ImageViewer.Multi, {
  show: vi.fn((_options: { images: string[] }) => ({ close: vi.fn() })),
});

let answer: MasterPageData | 'missing' = page();
let following = 0;
let followRefusal: string | null = null;
let api: ReturnType<typeof fakeApi>;

function show(at = '/tcdetail/101?status=1', preview = false) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/tcdetail/:id" element={<MasterPage />} />
        <Route path="/tcdetail_pr/:id" element={<MasterPage preview={preview} />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const loggedIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  sessionStore.update({ token: 'jwt' });
};

beforeEach(() => {
  logout();
  sessionStore.update({ popup: null });
  answer = page();
  following = 0;
  followRefusal = null;
  for (const fn of [...Object.values(feedback), viewer.show]) fn.mockClear();
  api = fakeApi(
    answers({
      masterPage: () => (answer === 'missing' ? { code: -1, msg: messages.masterNotFound.zn, data: null } : ok(answer)),
      newsList: () => ok({ list: NEWS }),
      followStatus: () => ok({ follow_status: following }),
      editFollow: () => {
        if (followRefusal) return refusal(403, 403, followRefusal);
        following = 1 - following;
        return ok({ follow_status: following }, following ? '关注成功' : '取消成功');
      },
      helpConfig: () => ok({ list: [] }),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const apiPaths = () => api.calls.map((c) => `/api${c.path}`).filter((p) => p !== '/api/goods/getHelpInfoConfig');

describe('the public page', () => {
  it('shows photo, name, title, kind, counts, gender, birthday and age, and the profile', async () => {
    show();
    expect((await screen.findByTestId('master-name')).textContent).toBe('李明远');
    const hero = screen.getByTestId('master-hero');
    expect(hero.querySelector('img')!.getAttribute('src')).toBe('/media/artists/a101.svg?w=200');
    expect(hero.textContent).toContain('中国陶瓷艺术大师');
    expect(hero.textContent).toContain('认证大师');
    expect(screen.getByTestId('stat-works').textContent).toBe('珍宝2');
    expect(screen.getByTestId('stat-followers').textContent).toBe('粉丝4');
    expect(screen.getByTestId('stat-views').textContent).toBe('浏览76,940');
    expect(screen.getByTestId('fact-gender').textContent).toBe('性别男');
    expect(screen.getByTestId('fact-birthday').textContent).toBe('出生日期1968年5月12日（57岁）');
    expect(screen.getByTestId('master-about').textContent).toContain('李明远，1968 年生于江西景德镇。');
    await waitFor(() => expect(document.title).toBe('李明远 · 大师主页'));
    expect(apiPaths().sort()).toEqual(['/api/artist/info/101', '/api/news/list/101']);
  });

  it(`shows the first honors, then all of them when expanded`, async () => {
    const user = show();
    const honors = await screen.findByTestId('master-honors');
    expect(
      within(honors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(HONORS.slice(0, 5));
    await user.click(screen.getByTestId('honors-toggle'));
    expect(within(honors).getAllByRole('listitem')).toHaveLength(HONORS.length);
    expect(screen.getByTestId('honors-toggle').textContent).toBe('收起');
  });

  it('opens a celebrity certificate in the full-screen viewer', async () => {
    const user = show();
    const certificates = await screen.findByTestId('master-certificates');
    await user.click(itemAt(within(certificates).getAllByRole('button'), 1));
    await waitFor(() =>
      expect(viewer.show).toHaveBeenCalledWith(
        expect.objectContaining({
          images: ['/media/certificates/a101-c1.svg', '/media/certificates/a101-c2.svg'],
          defaultIndex: 1,
        }),
      ),
    );
  });

  it("lists the master's treasures, each opening /detail/{id}?status=1", async () => {
    show();
    const works = await screen.findAllByTestId('master-work');
    expect(works.map((w) => w.getAttribute('href'))).toEqual(
      [8, 1].map((id) => `/detail/${id}?__params=${encodeURIComponent(JSON.stringify({ status: '1' }))}`),
    );
    expect(itemAt(works, 0).textContent).toContain('珍品');
    expect(itemAt(works, 0).textContent).toContain('WC202600008');
  });

  it('opens news links outside, in a new tab; a link that is not a web link is not a link', async () => {
    show();
    const news = await screen.findByTestId('master-news');
    const links = within(news).getAllByTestId('master-news-link');
    expect(links).toHaveLength(1);
    expect(itemAt(links, 0).getAttribute('href')).toBe('https://news.example.cn/a');
    expect(itemAt(links, 0).getAttribute('target')).toBe('_blank');
    expect(itemAt(links, 0).getAttribute('rel')).toBe('noopener noreferrer');
    expect(news.textContent).toContain('可疑链接');
  });

  it('says clearly when the master does not exist, with a way back', async () => {
    answer = 'missing';
    show('/tcdetail/105');
    expect(await screen.findByText('找不到该大师')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回查询' }).getAttribute('href')).toBe('/?tab=master');
  });

  it('a collector and an institution get their own labels (no gender or birthday for an institution)', async () => {
    answer = page(201, { type: 2, name: '王芳', name_intl: 'Wang Fang' });
    show('/tcdetail/201');
    expect((await screen.findByTestId('master-hero')).textContent).toContain('收藏家');
    expect(screen.getByTestId('master-about').textContent).toContain('收藏家简介');
    expect(screen.getByTestId('master-works').textContent).toContain('TA的藏品');
    // not called a master's page
    await waitFor(() => expect(document.title).toBe('王芳 · 收藏家主页'));
  });

  it('an institution', async () => {
    answer = page(301, { type: 2, is_collector_inst: 1, name: '杭州艺术馆', birthday: null, gender: null, age: null });
    show('/tcdetail/301');
    expect((await screen.findByTestId('master-hero')).textContent).toContain('收藏机构');
    expect(screen.queryByTestId('fact-gender')).toBeNull();
    expect(screen.getByTestId('master-about').textContent).toContain('机构简介');
    expect(screen.getByTestId('master-certificates').textContent).toContain('资质证书');
    expect(screen.getByTestId('master-works').textContent).toContain('馆藏珍宝');
    await waitFor(() => expect(document.title).toBe('杭州艺术馆 · 收藏机构主页'));
  });

  it('shows the artist QR card, pointing to {origin}/tcdetail/{id}?status=1', async () => {
    const user = show();
    await user.click(await screen.findByTestId('qr-button'));
    const qr = await screen.findByTestId('artist-qr');
    expect(qr.getAttribute('data-url')).toBe(`${window.location.origin}/tcdetail/101?status=1`);
    expect(qr.querySelector('canvas')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('artist-qr')).toBeNull());
  });
});

describe('follow', () => {
  it('without a login: opens the privacy/login popup and calls nothing', async () => {
    const user = show();
    await user.click(await screen.findByTestId('follow-button'));
    expect(sessionStore.get().popup).toBe('privacy');
    expect(apiPaths()).not.toContain('/api/artist/editFollow');
    expect(apiPaths()).not.toContain('/api/artist/getFollowStatus');
  });

  it('logged in: reads the state, then toggles with the server’s messages and the followers count', async () => {
    loggedIn();
    following = 1;
    const user = show();
    const button = await screen.findByTestId('follow-button');
    await waitFor(() => expect(button.textContent).toBe('已关注'));
    expect(api.called('/artist/getFollowStatus')[0]!.body).toEqual({ artist_id: 101 });
    await user.click(button);
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('取消成功'));
    expect(button.textContent).toBe('关注');
    expect(screen.getByTestId('stat-followers').textContent).toBe('粉丝3');
    await user.click(button);
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('关注成功'));
    expect(button.textContent).toBe('已关注');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('stat-followers').textContent).toBe('粉丝4');
  });

  it("one's own page: shows the server's 'Can't follow yourself'", async () => {
    loggedIn();
    followRefusal = messages.followSelf.zn;
    const user = show();
    await user.click(await screen.findByTestId('follow-button'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('不能关注自己'));
    expect(screen.getByTestId('follow-button').textContent).toBe('关注');
  });
});

describe('the preview /tcdetail_pr/{id}', () => {
  it('is the same page, marked as a preview, without follow', async () => {
    loggedIn();
    show('/tcdetail_pr/101', true);
    expect((await screen.findByTestId('master-name')).textContent).toBe('李明远');
    expect(screen.getByTestId('master-preview-note').textContent).toContain('这是访客看到的公开主页');
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.getByTestId('master-works')).toBeTruthy();
    expect(apiPaths()).not.toContain('/api/artist/getFollowStatus');
  });
});
