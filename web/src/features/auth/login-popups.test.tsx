// The login popups: privacy/login (every login-only action), phone (nt code -1), authorisation mask (code -2).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ARTIST } from '#contract/entities/user.ts';
import * as realNavigation from '../../lib/navigation.ts';
import { logout, requireLogin, sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { fakeFunctions } from '../../test/fake-functions.ts';
import LoginPopups from './login-popups.tsx';

const feedback = fakeFeedback();
const navigation = fakeFunctions(realNavigation, { navigateTo: vi.fn(), leaveTo: vi.fn() });

const ME = {
  id: 11,
  nickname: '新用户',
  avatar: '/media/avatars/demo-newphone.svg',
  phone: '13812345678',
  artist_user_id: null,
  bind_salesman_id: null,
  is_artist: 0,
  compete_status: 0,
  artist_id: null,
  collector_id: null,
  is_collector_inst: 0,
  can_more_help: 0,
  infoStatus: 0,
  artist: NO_ARTIST,
  bindsalesman: null,
};

const ntCalls: string[] = [];
beforeEach(() => {
  logout();
  sessionStore.update({ popup: null, pendingCode: null, exchanging: false });
  ntCalls.length = 0;
  for (const fn of [...Object.values(feedback), ...Object.values(navigation)]) fn.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/auth/nt')) {
        ntCalls.push(url);
        const query = new URL(url, 'http://x').searchParams;
        if (query.get('phone_code') !== '123456') return Response.json({ code: -1, msg: '请先绑定手机号', data: null });
        return Response.json({
          code: 0,
          msg: '您还不是认证大师',
          data: {
            token: 'jwt',
            user: { id: 11, nickname: '新用户', artist_id: null, collector_id: null },
            web_tk_code: null,
          },
        });
      }
      if (url.startsWith('/api/auth/me')) return Response.json({ code: 0, msg: 'success', data: ME });
      return Response.json({ code: 0, msg: 'success', data: { list: [] } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <MemoryRouter>
      <LoginPopups />
    </MemoryRouter>,
  );

describe('the privacy/login popup', () => {
  it('opens when a login-only action is tried without a token', async () => {
    show();
    expect(screen.queryByTestId('privacy-popup')).toBeNull();
    act(() => void requireLogin());
    expect(await screen.findByText('用户隐私保护提示')).toBeTruthy();
  });

  it('"Not now" closes it', async () => {
    act(() => void requireLogin());
    show();
    await userEvent.click(screen.getByRole('button', { name: '暂不登录' }));
    expect(sessionStore.get().popup).toBeNull();
  });

  it('asks for the agreement first, then starts the login (ordinary browser: /pt_login)', async () => {
    act(() => void requireLogin());
    show();
    await userEvent.click(screen.getByRole('button', { name: '同意并登录' }));
    expect(feedback.toast).toHaveBeenCalledWith('请先阅读并同意《用户隐私协议》');
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    // The sentence ticks the box (only the agreement's name is a link).
    await userEvent.click(screen.getByText('我已阅读并同意'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '同意并登录' }));
    expect(navigation.navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/pt_login\?redirect=/));
  });

  it('inside the messaging app, agreeing goes to its authorisation with the page as return url', async () => {
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    act(() => void requireLogin());
    show();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '同意并登录' }));
    expect(navigation.leaveTo).toHaveBeenCalledWith(`/api/auth/login?url=${encodeURIComponent(window.location.href)}`);
  });
});

describe('the phone popup', () => {
  const open = () => {
    sessionStore.update({ popup: 'phone', pendingCode: 'demo-newphone' });
    show();
  };
  const phoneInput = () => screen.getByPlaceholderText('请输入 11 位手机号') as HTMLInputElement;
  const codeInput = () => screen.getByPlaceholderText('请输入验证码') as HTMLInputElement;
  const submit = () => userEvent.click(screen.getByRole('button', { name: '提交' }));

  it("empty: 'Phone cannot be empty', and nt is not called", async () => {
    open();
    await submit();
    expect(feedback.toast).toHaveBeenCalledWith('手机号不能为空');
    expect(ntCalls).toEqual([]);
  });

  it("not an 11-digit mainland number: 'Phone number wrong'", async () => {
    open();
    for (const phone of ['12812345678', '1381234567']) {
      await userEvent.clear(phoneInput());
      await userEvent.type(phoneInput(), phone);
      await submit();
      expect(feedback.toast).toHaveBeenLastCalledWith('手机号格式错误');
    }
    expect(ntCalls).toEqual([]);
  });

  it('takes at most 11 characters, as the purchase form does', async () => {
    open();
    await userEvent.type(phoneInput(), '138123456789999');
    expect(phoneInput().value).toBe('13812345678');
  });

  it('a valid number with its code repeats nt, logs in and closes', async () => {
    window.history.replaceState(null, '', '/home_index?code=demo-newphone');
    open();
    await userEvent.type(phoneInput(), '13812345678');
    await userEvent.type(codeInput(), '123456');
    await submit();
    await waitFor(() => expect(sessionStore.get().token).toBe('jwt'));
    expect(ntCalls).toEqual(['/api/auth/nt?code=demo-newphone&phone=13812345678&phone_code=123456']);
    expect(sessionStore.get().popup).toBeNull();
    expect(sessionStore.get().isMaster).toBe(false);
    expect(feedback.toastSuccess).toHaveBeenCalledWith('登录成功');
    expect(window.location.search).toBe('');
  });

  it('a wrong code keeps the popup open', async () => {
    open();
    await userEvent.type(phoneInput(), '13812345678');
    await userEvent.type(codeInput(), '000000');
    await submit();
    await waitFor(() => expect(ntCalls).toHaveLength(1));
    expect(sessionStore.get().popup).toBe('phone');
    expect(sessionStore.get().token).toBeNull();
  });
});

describe('the authorisation mask', () => {
  it("says 'Please authorise login' and starts the authorisation again", async () => {
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    window.history.replaceState(null, '', '/home_index?code=refused-by-user');
    sessionStore.update({ popup: 'authorise' });
    show();
    expect(screen.getByRole('dialog', { name: '请授权登录' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去授权' }));
    expect(navigation.leaveTo).toHaveBeenCalledWith(
      `/api/auth/login?url=${encodeURIComponent(`${window.location.origin}/home_index`)}`,
    );
  });
});
