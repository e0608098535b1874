// The homes as a user meets them: each gate of a tile in the spec's order (product §5), the
// prompts with cancel and confirm, the publish action sheet, the assistant's hidden tiles and
// master switcher, the statistics buttons, the QR card, the public notice, and the role rules
// of the collector and institution homes (product §6).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Me } from '#contract/entities/user.ts';
import { i18n } from '../../lib/i18n.ts';
import { logout, sessionStore } from '../../lib/session.ts';
import { answers, fakeApi, ok, seedData } from '../../test/fake-answers.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { salesmanBasic, USERS } from '../../test/personas.ts';
import { HomePage } from './home-page.tsx';

const feedback = fakeFeedback();

const NOTICE = {
  title: '征集公告',
  title_intl: 'Call for works',
  content: '<p>征集<strong>开启</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  content_intl: '<p>Open</p>',
  user_range: 0,
};

let notice: object = {};
let me: Me = USERS.master;
let api: ReturnType<typeof fakeApi>;
const calls = () => api.calls.map((call) => `${call.method} /api${call.path}`);

/** The collector identity of 王芳 (seeds/README.md), as owner/profile answers it for artist_type 2. */
const COLLECTOR_PROFILE = {
  artist_type: 2,
  id: 201,
  type: 2,
  name: '王芳',
  name_intl: 'Wang Fang',
  pic: '/media/artists/a201.svg',
} as const;

const homeAnswers = answers({
  publicNotice: () => ok(notice),
  me: () => ok(me),
  ownerProfile: () => ok(seedData('ownerProfile', COLLECTOR_PROFILE)),
  masterPage: ({ path }) => {
    const page = seedData('masterPage');
    return ok({ ...page, artist: { ...page.artist, id: Number(path.split('/').at(-1)) } });
  },
  artistList: () => ok(seedData('artistList')),
  chooseArtist: () => {
    me = {
      ...me,
      artist_id: 104,
      artist_user_id: 12,
      artist: { ...me.artist, id: 104, name: '陈雨', name_intl: 'Chen Yu' },
    };
    return ok({ artist_id: 104 }, '切换成功');
  },
});

beforeEach(() => {
  logout();
  notice = {};
  for (const fn of Object.values(feedback)) fn.mockClear();
  feedback.confirmMessage.mockImplementation(async () => true);
  api = fakeApi(homeAnswers);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.update({ popup: null });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Logs `user` in (or no one), in the messaging app or not, and shows a home. */
function open(kind: 'master' | 'collector' | 'institution', user: Me | null, inApp = true) {
  if (user) {
    me = user;
    localStorage.setItem('user_token', 'jwt');
    sessionStore.update({ token: 'jwt', me: user });
  }
  if (inApp) localStorage.setItem('demo_messaging_app', '1');
  const path = { master: '/home', collector: '/home_col', institution: '/home_inst' }[kind];
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<HomePage kind={kind} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const tap = async (key: string) => userEvent.click(screen.getByTestId(`tile-${key}`));
const where = () => screen.getByTestId('where').textContent;

describe('the master home’s tiles, checked in order', () => {
  it('1. no token: the privacy/login popup opens, nothing else', async () => {
    open('master', null, false);
    await tap('publish');
    expect(sessionStore.get().popup).toBe('privacy');
    expect(feedback.alertMessage).not.toHaveBeenCalled();
  });

  it('2. not in the messaging app: "Please open in the messaging app browser"', async () => {
    open('master', USERS.master, false);
    await tap('publish');
    expect(feedback.alertMessage).toHaveBeenCalledWith('请在消息应用浏览器中打开');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('3. neither master nor assistant: the not-a-master alert', async () => {
    open('master', USERS.visitor);
    await tap('info');
    expect(feedback.alertMessage).toHaveBeenCalledWith('您还不是作者，请先申请成为大师');
  });

  it('4. status 4 (as -1): every tile but 1 and 5 asks to complete the information', async () => {
    open('master', USERS.pending);
    for (const key of ['publish', 'news', 'manage', 'sign', 'voice', 'threeD']) {
      feedback.alertMessage.mockClear();
      await tap(key);
      expect(feedback.alertMessage).toHaveBeenCalledWith('请先完善您的信息，认证通过后即可使用');
    }
    expect(screen.getByTestId('tile-publish').className).toContain('is-blocked');
    await tap('info');
    expect(where()).toBe('/masterinfo');
  });

  it('4. tile 5 (authorisation) also opens before certification', async () => {
    open('master', { ...USERS.master, artist_id: null });
    await tap('authorise');
    expect(where()).toBe('/shouquan');
  });

  it('5. no signature password: the prompt to /sign, cancel stays', async () => {
    feedback.confirmMessage.mockImplementation(async () => false);
    open('master', USERS.nosign);
    await tap('news');
    expect(feedback.confirmMessage).toHaveBeenCalledWith(
      '您还未设置签名或签名密码，是否前往设置？',
      expect.objectContaining({ confirmText: '去设置' }),
    );
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('5. no signature password: confirm goes to /sign', async () => {
    open('master', USERS.nosign);
    await tap('news');
    await waitFor(() => expect(where()).toBe('/sign'));
  });

  it('6. no birthday or gender: the prompt to /masterinfo', async () => {
    open('master', USERS.noinfo);
    await tap('manage');
    expect(feedback.confirmMessage).toHaveBeenCalledWith(
      '您的生日或性别尚未填写，是否前往完善信息？',
      expect.anything(),
    );
    await waitFor(() => expect(where()).toBe('/masterinfo'));
  });

  it('6. unless infoStatus is set', async () => {
    open('master', { ...USERS.noinfo, infoStatus: 1 });
    await tap('manage');
    expect(where()).toBe('/guanli');
  });

  it('a complete master opens each tile’s screen', async () => {
    const { unmount } = open('master', USERS.master);
    await tap('voice');
    expect(where()).toBe('/aiyuyin/101?artistType=1');
    unmount();
    open('master', USERS.master);
    await tap('threeD');
    expect(where()).toBe('/apply3D?artistType=1');
  });
});

describe('tile 2 with compete_status 2', () => {
  it('asks which kind of work; both go to /renzhen', async () => {
    open('master', USERS.master);
    await tap('publish');
    // the sheet is still sliding in: its buttons do not take pointer events yet
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByText('文创大赛作品'));
    await waitFor(() => expect(where()).toBe('/renzhen?kind=competition'));
  });

  it('without it, publishes directly', async () => {
    open('master', { ...USERS.master, compete_status: 0 });
    await tap('publish');
    expect(where()).toBe('/renzhen');
  });
});

describe('who sees what on the master home', () => {
  it('the assistant: no authorisation or signature tile, and the master switcher', async () => {
    open('master', USERS.assistant);
    expect(screen.queryByTestId('tile-authorise')).toBeNull();
    expect(screen.queryByTestId('tile-sign')).toBeNull();
    expect(screen.getByTestId('assisting').textContent).toContain('李明远');
    await userEvent.click(screen.getByTestId('switch-master'));
    // antd-mobile's picker (still sliding in), as a screen reader turns its wheel: to the next option
    const picker = await screen.findByTestId('master-switcher');
    const tap = userEvent.setup({ pointerEventsCheck: 0 });
    await tap.click(await within(picker).findByRole('button', { name: '选择下一项：陈雨' }));
    await tap.click(within(picker).getByText('确定'));
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('切换成功'));
    expect(calls()).toContain('POST /api/auth/chooseArtist');
    await waitFor(() => expect(screen.getByTestId('assisting').textContent).toContain('陈雨'));
  });

  it('a master acting for another master is an assistant there: no authorisation or signature tile', () => {
    open('master', { ...USERS.assistant, is_artist: 1 });
    expect(screen.getByTestId('tile-publish')).toBeTruthy();
    expect(screen.queryByTestId('tile-authorise')).toBeNull();
    expect(screen.queryByTestId('tile-sign')).toBeNull();
    expect(screen.getByTestId('assisting').textContent).toContain('李明远');
  });

  it('the welcome banner names the master; the become-a-master banner is for others', () => {
    const { unmount } = open('master', USERS.master);
    expect(screen.getByTestId('welcome-name').textContent).toContain('李明远');
    expect(screen.queryByTestId('become-banner')).toBeNull();
    unmount();
    open('master', USERS.visitor);
    expect(screen.getByTestId('become-banner')).toBeTruthy();
  });

  it("shows the master's photo, as his public page does; an assistant keeps his own avatar", async () => {
    const avatar = () => screen.getByTestId('welcome').querySelector('img.home-avatar')?.getAttribute('src');
    const { unmount } = open('master', USERS.master);
    await waitFor(() => expect(avatar()).toBe(seedData('masterPage').artist.pic));
    expect(avatar()).not.toBe(USERS.master.avatar);
    unmount();
    const asked = api.called('/artist/info/101').length;
    open('master', USERS.assistant);
    await waitFor(() => expect(screen.getByTestId('welcome-name').textContent).toContain('林小雅'));
    expect(avatar()).toBe(USERS.assistant.avatar);
    expect(api.called('/artist/info/101')).toHaveLength(asked);
  });

  it('greets by the name in the current language: English names where the data has them, the assistant marked', async () => {
    const { unmount } = open('master', USERS.assistant);
    expect(screen.getByTestId('welcome-name').textContent).toContain('林小雅（助理）');
    unmount();
    await i18n.changeLanguage('en');
    try {
      const collector = open('master', USERS.collector);
      expect(screen.getByTestId('welcome-name').textContent).toBe('Welcome, Wang Fang');
      collector.unmount();
      open('master', USERS.assistant);
      expect(screen.getByTestId('welcome-name').textContent).toBe('Welcome, Lin Xiaoya (assistant)');
    } finally {
      await i18n.changeLanguage('zn');
    }
  });

  it('the statistics buttons: /data for a salesman-bound user, /data_all when auth is 1', async () => {
    const { unmount } = open('master', USERS.salesman);
    expect(screen.getByTestId('statistics-button')).toBeTruthy();
    await userEvent.click(screen.getByTestId('statistics-all-button'));
    expect(where()).toBe('/data_all');
    unmount();
    open('master', salesmanBasic);
    expect(screen.getByTestId('statistics-button')).toBeTruthy();
    expect(screen.queryByTestId('statistics-all-button')).toBeNull();
  });

  it('the QR card encodes {origin}/tcdetail/{artist_id}?status=1', async () => {
    open('master', USERS.master);
    await userEvent.click(screen.getByTestId('qr-button'));
    const card = await screen.findByTestId('artist-qr');
    expect(card.getAttribute('data-url')).toBe(`${window.location.origin}/tcdetail/101?status=1`);
  });

  it('reminds a master what is missing', () => {
    open('master', USERS.nosign);
    expect(screen.getByTestId('reminder-sign')).toBeTruthy();
  });
});

describe('the public notice', () => {
  it('shows sanitised HTML, never runs it, and confirm stores it', async () => {
    notice = NOTICE;
    open('master', USERS.master);
    const body = await screen.findByTestId('notice-body');
    expect(body.textContent).toContain('征集开启');
    expect(body.querySelector('img')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|script/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    await userEvent.click(screen.getByText('我知道了'));
    expect(localStorage.getItem('notice_content')).toBe(NOTICE.content);
    await waitFor(() => expect(screen.queryByTestId('notice-body')).toBeNull());
  });

  /**
   * Shows the notice once (nothing stored, no popup): its chunk is then loaded and React's lazy
   * screen resolved, so that only the rule under test can keep it closed afterwards.
   */
  async function showNoticeOnce(user: Me | null) {
    notice = NOTICE;
    const first = open('master', user);
    expect(await screen.findByTestId('notice-body')).toBeTruthy();
    first.unmount();
  }

  /** Waits until the home has had the notice and compared it with the stored one. */
  async function noticeConsidered(read: MockInstance<Storage['getItem']>) {
    await waitFor(() => expect(read).toHaveBeenCalledWith('notice_content'));
    read.mockRestore();
    await act(async () => undefined);
  }

  it('waits while a login popup is open: one dialog at a time, the login first', async () => {
    await showNoticeOnce(null);
    sessionStore.update({ popup: 'phone' });
    const read = vi.spyOn(Storage.prototype, 'getItem');
    open('master', null);
    await noticeConsidered(read);
    expect(screen.queryByTestId('notice-body')).toBeNull();
    act(() => sessionStore.update({ popup: null }));
    expect(await screen.findByTestId('notice-body')).toBeTruthy();
  });

  it('stays closed when its content is the one stored', async () => {
    await showNoticeOnce(USERS.master);
    localStorage.setItem('notice_content', NOTICE.content);
    const read = vi.spyOn(Storage.prototype, 'getItem');
    open('master', USERS.master);
    await noticeConsidered(read);
    expect(screen.queryByTestId('notice-body')).toBeNull();
  });
});

describe('collector and institution homes', () => {
  it('tell a non-collector so, and invite them', async () => {
    open('collector', USERS.master);
    expect(screen.getByTestId('become-banner')).toBeTruthy();
    await tap('info');
    expect(feedback.alertMessage).toHaveBeenCalledWith('您还不是藏家，请先申请成为藏家');
  });

  it('open the _col screens to a collector', async () => {
    open('collector', USERS.collector);
    await tap('info');
    expect(where()).toBe('/masterinfo_col');
  });

  it('send an institution on the collector home to its own home', async () => {
    open('collector', USERS.institution);
    await tap('news');
    await waitFor(() => expect(where()).toBe('/home_inst'));
  });

  it('tell a collector the institution home is not theirs', async () => {
    open('institution', USERS.collector);
    await tap('info');
    expect(feedback.alertMessage).toHaveBeenCalledWith('您还不是收藏机构，请先申请入驻');
  });

  it('open the institution’s tiles, with /banding_inst', async () => {
    open('institution', USERS.institution);
    await tap('salesman');
    expect(where()).toBe('/banding_inst');
  });
});
