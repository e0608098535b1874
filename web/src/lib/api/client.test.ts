// The API client and the error catalogue of product §8, against a mocked fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '#contract/envelope.ts';
import { itemAt } from '#contract/present.ts';
import { fakeApi, type Handler, ok, seedData } from '../../test/fake-answers.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { fakeFunctions } from '../../test/fake-functions.ts';
import { i18n } from '../i18n.ts';
import * as realNavigation from '../navigation.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { ApiError, api, apiData, encrypt, NETWORK_FAILURE, showError } from './client.ts';
import { takeViolations } from './contract-violations.ts';

const feedback = fakeFeedback();
const navigation = fakeFunctions(realNavigation, { navigateTo: vi.fn(), leaveTo: vi.fn() });

const MESSAGING_APP_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI';

type Answer = { status?: number; body?: Envelope<unknown>; text?: string };
/** What the fake API answers next; once they are used up, each call answers what the seeded server did. */
let answers: Answer[] = [];
const queued: Handler = ({ names }) => {
  const answer = answers.shift();
  if (!answer) return ok(seedData(names[0]!));
  const status = answer.status ?? 200;
  return answer.text === undefined ? { status, body: answer.body! } : { status, text: answer.text };
};
let fetchMock: ReturnType<typeof fakeApi>['fetchMock'];
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};
const at = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  answers = [];
  feedback.alertMessage.mockClear();
  feedback.toast.mockClear();
  navigation.navigateTo.mockClear();
  navigation.leaveTo.mockClear();
  fetchMock = fakeApi(queued).fetchMock;
  at('/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers held to the contract (tests and development builds)', () => {
  it('reports an answer its call could never send, and goes on as a production build would', async () => {
    answers.push({ body: { code: 0, msg: 'success', data: { id: 4 } } });
    expect(await api('goodsderInfo', { query: { serial_number: 'DV0001' } })).toMatchObject({ data: { id: 4 } });
    const [violation, ...more] = takeViolations();
    expect(more).toEqual([]);
    expect(violation).toContain('goodsder.info (goodsderInfo) answered what the contract forbids');
    expect(violation).toContain('data.goods_id');
  });

  it('reports a refusal the call does not document, and lets the catalogue’s through', async () => {
    answers.push(
      { body: { code: 409, msg: '冲突', data: null } },
      { body: { code: -1, msg: '找不到该内容', data: null } },
      { status: 500, body: { code: 500, msg: '服务器错误', data: null } },
    );
    await api('helpConfig');
    expect(takeViolations()).toEqual([expect.stringContaining('code 409 is not documented for this call')]);
    await api('goodsInfo', { query: { data: 'x' } });
    await api('helpConfig');
    expect(takeViolations()).toEqual([]);
  });

  it('finds nothing to say about what the seeded server answered', async () => {
    await api('goodsInfo', { query: { data: 'x' } });
    await api('ownerProfile', { query: { artist_type: 1 } });
    expect(takeViolations()).toEqual([]);
  });
});

describe('requests', () => {
  it('calls /api with the path parameters and the query filled in', async () => {
    answers.push({ body: { code: 0, msg: 'success', data: { list: [] } } });
    await api('newsList', { params: { artist_id: 101 } });
    expect(lastCall().url).toBe('/api/news/list/101');
    await api('goodsderInfo', { query: { serial_number: 'DV0001' } });
    expect(lastCall().url).toBe('/api/goodsder/info?serial_number=DV0001');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().init.body).toBeUndefined();
  });

  it('sends the bearer token from local storage, and none without one', async () => {
    await api('helpConfig');
    expect(lastCall().headers.authorization).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.token, 'token-123');
    await api('helpConfig');
    expect(lastCall().headers.authorization).toBe('Bearer token-123');
  });

  it('sends the current language in the lang header', async () => {
    await api('helpConfig');
    expect(lastCall().headers.lang).toBe('zn');
    await i18n.changeLanguage('en');
    try {
      await api('helpConfig');
      expect(lastCall().headers.lang).toBe('en');
    } finally {
      await i18n.changeLanguage('zn');
    }
  });

  it('sends POST bodies as JSON by default', async () => {
    await api('applyBuy', {
      body: { name: '张三', phone: '13812345678', price: 5000, goods_id: 1, content: '想收藏' },
    });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      name: '张三',
      phone: '13812345678',
      price: 5000,
      goods_id: 1,
      content: '想收藏',
    });
  });

  it('sends POST bodies form-encoded when asked, leaving out empty values and joining lists', async () => {
    await api('wechatConfig', {
      body: { url: 'https://x.example/a?b=1', jsApiList: ['scanQRCode', 'chooseWXPay'] },
      form: true,
    });
    const { init, headers } = lastCall();
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(init.body as string);
    expect(form.get('url')).toBe('https://x.example/a?b=1');
    expect(form.get('jsApiList')).toBe('scanQRCode,chooseWXPay');
    await api('urlScheme', { body: { path: '/home', query: undefined }, form: true });
    expect(lastCall().init.body).toBe('path=%2Fhome');
  });

  it('answers the envelope, and apiData its data or an ApiError with the server’s message', async () => {
    answers.push({ body: { code: 0, msg: 'success', data: { data_encrypted: 'abc' } } });
    expect(await encrypt({ goods_id: 1 })).toBe('abc');
    answers.push({ body: { code: -1, msg: '找不到该内容', data: null } });
    expect(await api('goodsInfo', { query: { data: 'x' } })).toEqual({ code: -1, msg: '找不到该内容', data: null });
    answers.push(
      { body: { code: 403, msg: '不能关注自己', data: null } },
      { status: 403, body: { code: 403, msg: '不能关注自己', data: null } },
    );
    await expect(apiData('editFollow', { body: { artist_id: 101 } })).rejects.toMatchObject({
      code: 403,
      message: '不能关注自己',
      handled: false,
    });
    await expect(apiData('editFollow', { body: { artist_id: 101 } })).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a network failure or an answer that is not JSON into a network ApiError', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: NETWORK_FAILURE, message: '网络不给力，请稍后再试' });
    answers.push({ status: 502, text: '<html>Bad gateway</html>' });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: NETWORK_FAILURE, status: 502 });
  });

  it('lets an aborted call end as an AbortError', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api('helpConfig')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the error catalogue (product §8)', () => {
  it('code -100: shows the maintenance message, then goes to /maintenance', async () => {
    answers.push({ body: { code: -100, msg: '商城正在维护中，请稍后再来', data: null } });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: -100, handled: true });
    expect(feedback.toast).toHaveBeenCalledWith('商城正在维护中，请稍后再来');
    expect(navigation.navigateTo).toHaveBeenCalledWith('/maintenance', { replace: true });
    expect(feedback.toast.mock.invocationCallOrder[0]).toBeLessThan(
      itemAt(navigation.navigateTo.mock.invocationCallOrder, 0),
    );
  });

  it('code -100 elsewhere than the home: /maintenance remembers the page to try again', async () => {
    at('/list?level=1');
    answers.push({ body: { code: -100, msg: '商城正在维护中，请稍后再来', data: null } });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: -100 });
    expect(navigation.navigateTo).toHaveBeenCalledWith(`/maintenance?from=${encodeURIComponent('/list?level=1')}`, {
      replace: true,
    });
    // A call that ends once the maintenance page is up keeps the page it remembers.
    at('/maintenance?from=%2Flist');
    answers.push({ body: { code: -100, msg: '商城正在维护中，请稍后再来', data: null } });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: -100 });
    expect(navigation.navigateTo).toHaveBeenLastCalledWith('/maintenance?from=%2Flist', { replace: true });
  });

  it('code -100 without a message (the contract forbids it; a real server may): the client’s own maintenance text', async () => {
    answers.push({ body: { code: -100, msg: '', data: null } });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: -100 });
    expect(feedback.toast).toHaveBeenCalledWith('商城正在维护中，请稍后再来');
    expect(takeViolations()).toEqual([expect.stringContaining('msg')]);
  });

  it("HTTP 429: the 'Operating too frequently' alert, once for calls that fail together", async () => {
    await i18n.changeLanguage('en');
    try {
      answers.push(...[1, 2, 3].map(() => ({ status: 429, body: { code: 429, msg: 'x', data: null } })));
      const results = await Promise.allSettled([api('helpConfig'), api('helpConfig'), api('helpConfig')]);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 429, status: 429, handled: true });
      }
      expect(feedback.alertMessage).toHaveBeenCalledOnce();
      expect(feedback.alertMessage).toHaveBeenCalledWith('Operating too frequently. Please try again later');
    } finally {
      await i18n.changeLanguage('zn');
    }
    // Once closed, the next 429 alerts again.
    await Promise.resolve();
    answers.push({ status: 429, body: { code: 429, msg: 'x', data: null } });
    await expect(api('helpConfig')).rejects.toMatchObject({ code: 429 });
    expect(feedback.alertMessage).toHaveBeenCalledTimes(2);
  });

  describe('401: the token is removed and the user routed by path', () => {
    const unauthorized = () =>
      answers.push({ status: 401, body: { code: 401, msg: '登录已失效，请重新登录', data: null } });
    const inMessagingApp = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MESSAGING_APP_UA);
    /** The next alert stays open until the returned function closes it. */
    const holdAlert = () => {
      let close: () => void = () => undefined;
      feedback.alertMessage.mockImplementationOnce(
        () => new Promise<undefined>((resolve) => (close = () => resolve(undefined))),
      );
      return () => close();
    };

    beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'expired'));

    it('removes the token and tells the session', async () => {
      const expired = vi.fn();
      window.addEventListener('session:expired', expired);
      unauthorized();
      await expect(api('me')).rejects.toMatchObject({ code: 401, handled: true });
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(expired).toHaveBeenCalledOnce();
      window.removeEventListener('session:expired', expired);
    });

    it('in an ordinary browser: /pt_login, remembering the page', async () => {
      at('/detail/1?__params=%7B%22status%22%3A%221%22%7D');
      unauthorized();
      await expect(api('me')).rejects.toMatchObject({ code: 401 });
      expect(navigation.navigateTo).toHaveBeenCalledWith(
        `/pt_login?redirect=${encodeURIComponent('/detail/1?__params=%7B%22status%22%3A%221%22%7D')}`,
        { replace: true },
      );
      expect(navigation.leaveTo).not.toHaveBeenCalled();
    });

    it('in the messaging app, a detail page: says the login expired, then the login redirect with the page as return url', async () => {
      inMessagingApp();
      at('/detail/1?__params=%7B%22status%22%3A%221%22%7D');
      const closeAlert = holdAlert();
      unauthorized();
      await expect(api('me')).rejects.toMatchObject({ code: 401 });
      expect(feedback.alertMessage).toHaveBeenCalledWith('登录已失效，请重新登录');
      // the page is left once the user has read why
      expect(navigation.leaveTo).not.toHaveBeenCalled();
      closeAlert();
      await vi.waitFor(() =>
        expect(navigation.leaveTo).toHaveBeenCalledWith(
          `/api/auth/login?url=${encodeURIComponent(window.location.href)}`,
        ),
      );
    });

    it('an expired login routed within the app says so as it goes', async () => {
      at('/detail/1');
      unauthorized();
      await expect(api('me')).rejects.toMatchObject({ code: 401 });
      expect(navigation.navigateTo).toHaveBeenCalledOnce();
      expect(feedback.toast).toHaveBeenCalledWith('登录已失效，请重新登录');
      expect(feedback.alertMessage).not.toHaveBeenCalled();
    });

    it('the calls an expired login made together: one message, one way to the login', async () => {
      inMessagingApp();
      at('/detail/1');
      const closeAlert = holdAlert();
      unauthorized();
      unauthorized();
      unauthorized();
      await Promise.all([
        expect(api('me')).rejects.toMatchObject({ code: 401 }),
        expect(api('me')).rejects.toMatchObject({ code: 401 }),
        expect(api('me')).rejects.toMatchObject({ code: 401 }),
      ]);
      closeAlert();
      await vi.waitFor(() => expect(navigation.leaveTo).toHaveBeenCalledOnce());
      expect(feedback.alertMessage).toHaveBeenCalledOnce();
    });

    it('a call that needed a login and had none is routed to it without a word of expiry', async () => {
      localStorage.removeItem(STORAGE_KEYS.token);
      inMessagingApp();
      at('/detail/1');
      unauthorized();
      await expect(api('me')).rejects.toMatchObject({ code: 401 });
      expect(navigation.leaveTo).toHaveBeenCalledOnce();
      expect(feedback.alertMessage).not.toHaveBeenCalled();
      expect(feedback.toast).not.toHaveBeenCalled();
    });

    it('in the messaging app: a _col path to /home_col, _inst to /home_inst, artistType=2 to /home_col, others to /home', async () => {
      inMessagingApp();
      for (const [path, home] of [
        ['/guanli_col', '/home_col'],
        ['/banding_inst', '/home_inst'],
        ['/aiyuyin/201?artistType=2', '/home_col'],
        ['/masterinfo', '/home'],
      ] as const) {
        localStorage.setItem(STORAGE_KEYS.token, 'expired');
        navigation.navigateTo.mockClear();
        at(path);
        unauthorized();
        await expect(api('me')).rejects.toMatchObject({ code: 401 });
        expect(navigation.navigateTo).toHaveBeenCalledWith(home, { replace: true });
      }
    });

    it('the demo’s emulation of the messaging app counts as the messaging app', async () => {
      localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
      at('/sign');
      unauthorized();
      await expect(api('me')).rejects.toMatchObject({ code: 401 });
      expect(navigation.navigateTo).toHaveBeenCalledWith('/home', { replace: true });
    });

    it('code 401 in a 200 answer is handled the same way', async () => {
      answers.push({ body: { code: 401, msg: 'expired', data: null } });
      await expect(api('me')).rejects.toMatchObject({ code: 401, handled: true });
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
  });
});

describe('showError', () => {
  it('toasts what the client has not shown yet, and nothing for handled errors or aborts', () => {
    showError(new ApiError(403, 403, "Can't follow yourself"));
    expect(feedback.toast).toHaveBeenLastCalledWith("Can't follow yourself");
    feedback.toast.mockClear();
    showError(new ApiError(429, 429, 'x', true));
    showError(new DOMException('aborted', 'AbortError'));
    expect(feedback.toast).not.toHaveBeenCalled();
    showError(new Error('boom'));
    expect(feedback.toast).toHaveBeenCalledWith('网络不给力，请稍后再试');
  });
});

describe('encrypt', () => {
  it('encrypts a payload once for the calls that send it: together, one request; later, its answer', async () => {
    const encryptCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/common/encrypt')).length;
    const [first, second] = await Promise.all([encrypt({ goods_id: 1 }), encrypt({ goods_id: 1 })]);
    expect(second).toBe(first);
    expect(await encrypt({ goods_id: 1 })).toBe(first);
    expect(encryptCalls()).toBe(1);
    // another payload is its own
    await encrypt({ goods_id: 2 });
    expect(encryptCalls()).toBe(2);
  });

  it('keeps no failure, and no encryption for more than a few minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answers.push({ status: 500, body: { code: 500, msg: 'x', data: null } });
      await expect(encrypt({ goods_id: 3 })).rejects.toMatchObject({ code: 500 });
      const value = await encrypt({ goods_id: 3 });
      vi.setSystemTime(Date.now() + 5 * 60_000);
      answers.push({ body: { code: 0, msg: 'success', data: { data_encrypted: 'later' } } });
      expect(await encrypt({ goods_id: 3 })).not.toBe(value);
    } finally {
      vi.useRealTimers();
    }
  });
});
