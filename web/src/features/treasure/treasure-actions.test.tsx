// The page's actions with the rules of product §4-6: like once, favorite toggles, share
// needs the messaging app, follow toggles (never oneself), login-only actions open the
// privacy/login popup without a token.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVE_TOAST_MS } from '#contract/limits.ts';
import { itemAt } from '#contract/present.ts';
import { sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeEmulator } from '../../test/fake-emulator.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import {
  eachTestFresh,
  loginAs,
  ME_COLLECTOR,
  ME_MASTER,
  ME_VISITOR,
  makeTreasure,
  ok,
  openTreasure,
  refusal,
} from './test-support.tsx';

const feedback = fakeFeedback();
const emulator = fakeEmulator();

const popup = () => sessionStore.get().popup;

eachTestFresh();

describe('without a token every login-only action opens the privacy/login popup', () => {
  it.each(['like-button', 'save-button', 'follow-button'])('%s', async (testId) => {
    const api = openTreasure();
    fireEvent.click(await screen.findByTestId(testId));
    expect(popup()).toBe('privacy');
    expect(api.calls.filter((c) => ['/goods/like', '/goods/editSave', '/artist/editFollow'].includes(c.path))).toEqual(
      [],
    );
  });

  it('the purchase request', async () => {
    const api = openTreasure();
    fireEvent.click(await screen.findByTestId('buy-button'));
    expect(popup()).toBe('privacy');
    expect(api.called('/collection/getApplyBuyStatus')).toEqual([]);
  });
});

describe('like', () => {
  it("counts once, then only says 'You have liked'", async () => {
    loginAs(ME_VISITOR);
    const api = openTreasure(makeTreasure(), ({ path }) =>
      path === '/goods/like' ? ok({ is_like: 1, total_like_num: 3877 }, '点赞成功') : undefined,
    );
    fireEvent.click(await screen.findByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('like-button').textContent).toContain('3,877'));
    expect(itemAt(api.called('/goods/like'), 0).payload).toEqual({ goods_id: 1, type: 1 });
    expect(feedback.toastSuccess).toHaveBeenCalledWith('点赞成功');
    fireEvent.click(screen.getByTestId('like-button'));
    expect(feedback.toast).toHaveBeenLastCalledWith('您已点过赞');
    expect(api.called('/goods/like')).toHaveLength(1);
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
  });

  it('does not call the server for a treasure already liked', async () => {
    loginAs(ME_VISITOR);
    const api = openTreasure(makeTreasure({ is_like: 1 }));
    fireEvent.click(await screen.findByTestId('like-button'));
    expect(feedback.toast).toHaveBeenCalledWith('您已点过赞');
    expect(api.called('/goods/like')).toEqual([]);
  });

  it("shows the server's 'You have liked' (409) and marks it liked", async () => {
    loginAs(ME_VISITOR);
    openTreasure(makeTreasure(), ({ path }) => (path === '/goods/like' ? refusal(409, 409, '您已点过赞') : undefined));
    fireEvent.click(await screen.findByTestId('like-button'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('您已点过赞'));
    expect(screen.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('like-button').textContent).toContain('3,876');
  });
});

describe('favorite', () => {
  it('toggles, moving the counter up and down, with a 2000 ms toast', async () => {
    loginAs(ME_VISITOR);
    let saved = false;
    openTreasure(makeTreasure(), ({ path }) => {
      if (path !== '/goods/editSave') return undefined;
      saved = !saved;
      return ok({ save_status: saved ? 1 : 0, total_save_num: saved ? 913 : 912 }, saved ? '收藏成功' : '取消成功');
    });
    const button = await screen.findByTestId('save-button');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('913'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(feedback.toast).toHaveBeenLastCalledWith('收藏成功', SAVE_TOAST_MS);
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('912'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(feedback.toast).toHaveBeenLastCalledWith('取消成功', SAVE_TOAST_MS);
  });
});

describe('share', () => {
  it('outside the messaging app asks to open it there, counting nothing', async () => {
    const api = openTreasure();
    fireEvent.click(await screen.findByTestId('share-button'));
    await waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledWith('请在消息应用浏览器中打开'));
    expect(api.called('/goods/share/1')).toEqual([]);
    expect(screen.queryByTestId('share-hint')).toBeNull();
  });

  it('in the emulated messaging app counts the share once it is shared, and adds no share hint over it', async () => {
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    let confirmShare: (shared: boolean) => void = () => undefined;
    emulator.emulateShare.mockImplementationOnce(() => new Promise((resolve) => (confirmShare = resolve)));
    const api = openTreasure(makeTreasure(), ({ path }) =>
      path === '/goods/share/1' ? ok({ total_share_num: 1343 }) : undefined,
    );
    fireEvent.click(await screen.findByTestId('share-button'));
    await waitFor(() =>
      expect(emulator.emulateShare).toHaveBeenCalledWith(expect.objectContaining({ title: '青花缠枝莲纹梅瓶' })),
    );
    // the app's share menu is open: nothing is shared yet
    expect(api.called('/goods/share/1')).toEqual([]);
    confirmShare(true);
    await waitFor(() => expect(screen.getByTestId('share-button').textContent).toContain('1,343'));
    expect(api.called('/goods/share/1')).toHaveLength(1);
    // the emulated share dialog was the app's menu: no second popup pointing at it
    expect(screen.queryByTestId('share-hint')).toBeNull();
  });

  it('a cancelled share counts nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    emulator.emulateShare.mockResolvedValueOnce(false);
    const api = openTreasure();
    fireEvent.click(await screen.findByTestId('share-button'));
    await waitFor(() => expect(emulator.emulateShare).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('share-hint')).toBeNull();
    expect(api.called('/goods/share/1')).toEqual([]);
    expect(screen.getByTestId('share-button').textContent).toContain('1,342');
  });
});

describe('follow', () => {
  it('shows the status and toggles it', async () => {
    loginAs(ME_VISITOR);
    let following = 1;
    const api = openTreasure(makeTreasure(), ({ path }) => {
      if (path === '/artist/getFollowStatus') return ok({ follow_status: following });
      if (path !== '/artist/editFollow') return undefined;
      following = following ? 0 : 1;
      return ok({ follow_status: following }, following ? '关注成功' : '取消成功');
    });
    const button = await screen.findByTestId('follow-button');
    await waitFor(() => expect(button.textContent).toBe('已关注'));
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('关注'));
    expect(feedback.toastSuccess).toHaveBeenLastCalledWith('取消成功');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('已关注'));
    expect(feedback.toastSuccess).toHaveBeenLastCalledWith('关注成功');
    expect(itemAt(api.called('/artist/editFollow'), 0).body).toEqual({ artist_id: 101 });
  });

  it("refuses to follow one's own identity with 'Can't follow yourself'", async () => {
    loginAs(ME_MASTER);
    const api = openTreasure();
    fireEvent.click(await screen.findByTestId('follow-button'));
    expect(feedback.toast).toHaveBeenCalledWith('不能关注自己');
    expect(api.called('/artist/editFollow')).toEqual([]);
  });

  it('refuses a collector following her own collector identity', async () => {
    loginAs(ME_COLLECTOR);
    const collector = { ...makeTreasure().artist, id: 201, type: 2, name: '王芳' };
    openTreasure(makeTreasure({ id: 3, artist_id: 201, artist: collector }));
    fireEvent.click(await screen.findByTestId('follow-button'));
    expect(feedback.toast).toHaveBeenCalledWith('不能关注自己');
  });

  it("shows the server's refusal", async () => {
    loginAs(ME_VISITOR);
    openTreasure(makeTreasure(), ({ path }) =>
      path === '/artist/editFollow' ? refusal(403, 403, '不能关注自己') : undefined,
    );
    fireEvent.click(await screen.findByTestId('follow-button'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('不能关注自己'));
  });
});

describe('official-account QR', () => {
  it('opens a popup with a QR code drawn as SVG', async () => {
    openTreasure();
    fireEvent.click(await screen.findByTestId('qr-button'));
    const qr = await screen.findByTestId('qr-popup');
    expect(qr.querySelector('svg path')).toBeTruthy();
    expect(qr.textContent).toContain('关注官方公众号');
  });
});
