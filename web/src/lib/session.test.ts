// The login flow of product §7: nt's answers, the popups they open, and the network failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, type FakeRequest, fakeApi, ok, refusal } from '../test/fake-answers.ts';
import { fakeFeedback } from '../test/fake-feedback.ts';
import { fakeFunctions } from '../test/fake-functions.ts';
import { MASTER } from '../test/personas.ts';
import { exchangeCode } from './login-exchange.ts';
import * as realNavigation from './navigation.ts';
import * as session from './session.ts';
import { bootstrapSession } from './session-start.ts';
import { STORAGE_KEYS } from './storage.ts';

fakeFeedback();
const navigation = fakeFunctions(realNavigation, { navigateTo: vi.fn(), leaveTo: vi.fn() });

const { logout, requireLogin, sessionStore, startLogin } = session;

const ME = MASTER;

/** nt answers `ntAnswer`; me answers the master above. Answers the addresses asked, in order. */
function serve(ntAnswer: { code: number; msg: string; data: unknown } | 'network-failure') {
  const api = fakeApi(
    answers({
      nt: () => {
        if (ntAnswer === 'network-failure') throw new TypeError('Failed to fetch');
        return ntAnswer;
      },
      me: () => ok(ME),
    }),
  );
  return {
    at: (index: number) => asked(api.calls)[index],
    all: () => asked(api.calls),
  };
}
const asked = (calls: FakeRequest[]) =>
  calls.map((call) => `/api${call.path}${call.query.size ? `?${call.query}` : ''}`);

const tokenAnswer = (msg: string) => ({
  code: 0,
  msg,
  data: {
    token: 'jwt-token',
    user: { id: 2, nickname: '李明远', artist_id: 101, collector_id: null },
    web_tk_code: null,
  },
});

beforeEach(() => {
  logout();
  sessionStore.update({ popup: null, pendingCode: null, exchanging: false });
  navigation.leaveTo.mockClear();
  navigation.navigateTo.mockClear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('exchangeCode (nt)', () => {
  it("'success': stores the token, marks a master (isMaster 1) and loads the user", async () => {
    const calls = serve(tokenAnswer('success'));
    const { result } = await exchangeCode('demo-master');
    expect(result).toBe('logged-in');
    expect(calls.at(0)).toBe('/api/auth/nt?code=demo-master');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-token');
    expect(localStorage.getItem(STORAGE_KEYS.isMaster)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.artId)).toBe('101');
    expect(localStorage.getItem(STORAGE_KEYS.isAcc)).toBe('0');
    expect(sessionStore.get()).toMatchObject({ token: 'jwt-token', isMaster: true, popup: null, exchanging: false });
    expect(sessionStore.get().me?.nickname).toBe('李明远');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sqInfo)!)).toMatchObject({ code: 'demo-master' });
  });

  it('the not-authorised text: logged in, but marked as not a master', async () => {
    serve(tokenAnswer('您还不是认证大师'));
    const { result, message } = await exchangeCode('demo-visitor');
    expect(result).toBe('not-master');
    expect(message).toBe('您还不是认证大师');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-token');
    expect(localStorage.getItem(STORAGE_KEYS.isMaster)).toBe('0');
    expect(sessionStore.get().isMaster).toBe(false);
  });

  it('code -1 (a phone number is needed): opens the phone popup and keeps the code for it', async () => {
    serve({ code: -1, msg: '请先绑定手机号', data: null });
    const { result } = await exchangeCode('demo-newphone');
    expect(result).toBe('needs-phone');
    expect(sessionStore.get()).toMatchObject({ popup: 'phone', pendingCode: 'demo-newphone', token: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a -1 whose message does not ask for a phone (an expired code): no popup, the message is passed on', async () => {
    serve({ code: -1, msg: 'The login code has expired', data: null });
    const { result, message } = await exchangeCode('old-code');
    expect({ result, message }).toEqual({ result: 'failed', message: 'The login code has expired' });
    expect(sessionStore.get()).toMatchObject({ popup: null, token: null });
  });

  it('sends the phone and its code when the popup repeats nt', async () => {
    const calls = serve(tokenAnswer('您还不是认证大师'));
    await exchangeCode('demo-newphone', { phone: '13812345678', phone_code: '123456' });
    expect(calls.at(0)).toBe('/api/auth/nt?code=demo-newphone&phone=13812345678&phone_code=123456');
    expect(sessionStore.get().popup).toBeNull();
  });

  it("the message 'Please authorise login' (code -1): shows the authorisation mask", async () => {
    serve({ code: -1, msg: 'Please authorise login', data: null });
    const { result } = await exchangeCode('refused-by-user');
    expect(result).toBe('authorise');
    expect(sessionStore.get().popup).toBe('authorise');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a network failure: clears sq_info and goes to /api/auth/login?url={origin}/home', async () => {
    serve('network-failure');
    const { result } = await exchangeCode('demo-master');
    expect(result).toBe('failed');
    expect(localStorage.getItem(STORAGE_KEYS.sqInfo)).toBeNull();
    expect(navigation.leaveTo).toHaveBeenCalledWith(
      `/api/auth/login?url=${encodeURIComponent(`${window.location.origin}/home`)}`,
    );
    expect(sessionStore.get().exchanging).toBe(false);
  });

  it('another refusal is answered as failed, without leaving the page', async () => {
    serve({ code: 400, msg: 'Invalid field: code', data: null });
    expect(await exchangeCode('x')).toMatchObject({ result: 'failed', message: 'Invalid field: code' });
    expect(navigation.leaveTo).not.toHaveBeenCalled();
  });
});

describe('bootstrapSession', () => {
  it('a token-less visit with a code exchanges it, then takes the code out of the address', async () => {
    const calls = serve(tokenAnswer('success'));
    window.history.replaceState(null, '', '/home_index?code=demo-master&x=1');
    await bootstrapSession();
    expect(calls.at(0)).toBe('/api/auth/nt?code=demo-master');
    expect(window.location.pathname + window.location.search).toBe('/home_index?x=1');
    expect(sessionStore.get().token).toBe('jwt-token');
  });

  it('keeps the code while the phone popup waits for a number', async () => {
    serve({ code: -1, msg: '请先绑定手机号', data: null });
    window.history.replaceState(null, '', '/home?code=demo-newphone');
    await bootstrapSession();
    expect(window.location.search).toBe('?code=demo-newphone');
    expect(sessionStore.get().popup).toBe('phone');
  });

  it('leaves the code to the login landing and the phone page', async () => {
    for (const path of ['/xcx_jump?code=demo-master', '/phone?code=demo-newphone']) {
      const calls = serve(tokenAnswer('success'));
      window.history.replaceState(null, '', path);
      await bootstrapSession();
      expect(calls.all().filter((url) => url.startsWith('/api/auth/nt'))).toEqual([]);
      expect(window.location.search).toContain('code=');
    }
  });

  it('with a token, loads the user', async () => {
    const calls = serve(tokenAnswer('success'));
    localStorage.setItem(STORAGE_KEYS.token, 't');
    sessionStore.update({ token: 't' });
    await bootstrapSession();
    expect(calls.all()).toEqual(['/api/auth/me']);
    expect(sessionStore.get().me?.artist_id).toBe(101);
  });
});

describe('requireLogin and startLogin', () => {
  it('without a token: opens the privacy/login popup and answers false', () => {
    expect(requireLogin()).toBe(false);
    expect(sessionStore.get().popup).toBe('privacy');
  });

  it('with a token: answers true and opens nothing', () => {
    sessionStore.update({ token: 't' });
    expect(requireLogin()).toBe(true);
    expect(sessionStore.get().popup).toBeNull();
  });

  it('starts the messaging app’s authorisation inside it, and /pt_login in an ordinary browser', () => {
    startLogin(`${window.location.origin}/detail/1?x=1`);
    expect(navigation.navigateTo).toHaveBeenCalledWith(`/pt_login?redirect=${encodeURIComponent('/detail/1?x=1')}`);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    startLogin(`${window.location.origin}/detail/1?x=1`);
    expect(navigation.leaveTo).toHaveBeenCalledWith(
      `/api/auth/login?url=${encodeURIComponent(`${window.location.origin}/detail/1?x=1`)}`,
    );
  });

  it('logout forgets the token, the master mark and the user', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.isMaster, '1');
    logout();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isMaster)).toBeNull();
    expect(sessionStore.get()).toMatchObject({ token: null, me: null, isMaster: null });
  });
});

describe('the status of the user (auth/me)', () => {
  const status = () => ({ status: sessionStore.get().meStatus, error: sessionStore.get().meError });

  it('goes idle → loading → loaded, and back to idle on logout', async () => {
    serve(tokenAnswer('success'));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-token');
    sessionStore.update({ token: 'jwt-token' });
    expect(status().status).toBe('idle');
    const loading = session.loadMe();
    expect(status().status).toBe('loading');
    await loading;
    expect(status()).toEqual({ status: 'loaded', error: null });
    logout();
    expect(status().status).toBe('idle');
  });

  it('a failed load is `failed` with its message; ensureMe leaves it for the screen to retry', async () => {
    const { fetchMock: fetch } = fakeApi(answers({ me: () => refusal(500, 500, 'down for a moment') }));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-token');
    sessionStore.update({ token: 'jwt-token' });
    session.ensureMe();
    await vi.waitFor(() => expect(status().status).toBe('failed'));
    expect(status().error).toBeTruthy();
    const calls = fetch.mock.calls.length;
    session.ensureMe();
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
