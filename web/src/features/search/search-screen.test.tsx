// The visitor home: the page, every validation rule of the treasure tab, the search flow of
// product §7 against a fake API, the one-search-at-a-time guard, and scanning in and out of
// the messaging app. (The master tab: master-tab.test.tsx.)
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemAt } from '#contract/present.ts';
import * as messagingApp from '../../lib/messaging-app.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { fakeFunctions } from '../../test/fake-functions.ts';
import { api, apiPaths, DERIVATIVE_HASH, detailOf, HASH, show, stubSearchApi, where } from './search-test-kit.tsx';

const feedback = fakeFeedback();

/** What the emulated scanner reads; null leaves the real bridge (an ordinary browser here). */
const bridge = { read: null as null | string };
const realScan = messagingApp.scanCode;
fakeFunctions(messagingApp, {
  scanCode: async (purpose: 'treasure' | 'master') => (bridge.read === null ? realScan(purpose) : bridge.read),
});

const alerted = () => feedback.alertMessage.mock.calls.map(([text]) => text);

beforeEach(() => {
  api.calls = [];
  api.encryptGate = null;
  bridge.read = null;
  for (const fn of Object.values(feedback)) fn.mockClear();
  stubSearchApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('the page', () => {
  it('shows the product, both tabs, the language switcher, the copyright and the repair entry', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('珍宝中心')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '珍宝查询' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '大师查询' }).getAttribute('aria-selected')).toBe('false');
    // the switcher is a part of its own file (components/lazy-language-switcher.tsx)
    expect((await screen.findByTestId('language-switcher')).textContent).toBe('中文English');
    expect(screen.getByTestId('language-zn').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('language-en').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('© 2026 文创大赛珍宝中心 版权所有')).toBeTruthy();
    expect(screen.getByTestId('repair-entry').getAttribute('href')).toBe('/repair');
  });

  it('the repair entry closes to a handle and opens again', async () => {
    const user = show();
    await user.click(screen.getByTestId('repair-close'));
    expect(screen.queryByTestId('repair-entry')).toBeNull();
    await user.click(screen.getByTestId('repair-reopen'));
    await user.click(screen.getByTestId('repair-entry'));
    expect(where()).toBe('/repair');
  });

  it('keeps the open tab in the address, and opens on it', async () => {
    const user = show();
    await user.click(screen.getByRole('tab', { name: '大师查询' }));
    expect(where()).toBe('/?tab=master');
    expect(await screen.findByTestId('master-name-input')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '珍宝查询' }));
    expect(where()).toBe('/');
  });
});

describe('treasure tab: inputs', () => {
  it('counts the code live, n/11, and takes at most 11 characters without spaces', async () => {
    const user = show();
    const code = screen.getByTestId('treasure-code-input') as HTMLInputElement;
    expect(screen.getByTestId('treasure-code-counter').textContent).toBe('0/11');
    await user.type(code, 'WC 2026');
    expect(code.value).toBe('WC2026');
    expect(screen.getByTestId('treasure-code-counter').textContent).toBe('6/11');
    await user.type(code, '0000123456');
    expect(code.value).toBe('WC202600001');
    expect(screen.getByTestId('treasure-code-counter').textContent).toBe('11/11');
    expect(code.maxLength).toBe(11);
  });

  it('counts the hash live, n/32, and cuts a longer paste to 32', async () => {
    const user = show();
    const hash = screen.getByTestId('treasure-hash-input') as HTMLInputElement;
    expect(screen.getByTestId('treasure-hash-counter').textContent).toBe('0/32');
    await user.click(hash);
    await user.paste(`${HASH}ffff`);
    expect(hash.value).toBe(HASH);
    expect(screen.getByTestId('treasure-hash-counter').textContent).toBe('32/32');
  });

  it('clears an input with its clear button', async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-code-input'), 'DV0001');
    await user.click(screen.getByRole('button', { name: '清除 珍宝编码' }));
    expect((screen.getByTestId('treasure-code-input') as HTMLInputElement).value).toBe('');
  });
});

describe('treasure tab: the search', () => {
  it('both empty: asks for the treasure code or blockchain hash, and calls nothing', async () => {
    const user = show();
    await user.click(screen.getByTestId('treasure-search'));
    expect(alerted()).toEqual(['请输入珍宝编码或区块链哈希']);
    expect(apiPaths()).toEqual([]);
  });

  it('an 11-character code: encrypt, checkGoodsType, goods/info, then /detail/{id}?status=1', async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-code-input'), 'WC202600001');
    await user.click(screen.getByTestId('treasure-search'));
    await waitFor(() => expect(where()).toBe(detailOf(1)));
    expect(apiPaths()).toEqual(['/api/common/encrypt', '/api/goods/checkGoodsType', '/api/goods/info']);
    expect(api.calls.find((c) => c.path === '/api/common/encrypt')!.body).toEqual({ serial_number: 'WC202600001' });
  });

  it('Enter in an input searches too', async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-code-input'), 'WC202600001{Enter}');
    await waitFor(() => expect(where()).toBe(detailOf(1)));
  });

  it.each([
    ['/?serial_number=WC202600001', 1],
    [`/?uuid=${HASH}`, 2],
  ])('a search the form sent before any script ran (%s) is carried out', async (at, id) => {
    show(at);
    await waitFor(() => expect(where()).toBe(detailOf(id)));
  });

  it("a login's code coming back to the page is not a search: nothing is typed, sent or taken away", async () => {
    show('/?code=demo-master');
    // the page has settled (its lazy switcher is in) without a call, the code left for the session
    await screen.findByTestId('language-switcher');
    expect((screen.getByTestId('treasure-code-input') as HTMLInputElement).value).toBe('');
    expect(apiPaths()).toEqual([]);
    expect(alerted()).toEqual([]);
    expect(where()).toBe('/?code=demo-master');
  });

  it("a search sent beside a login's code leaves the code in the address", async () => {
    api.encryptGate = new Promise(() => undefined); // the search stays under way
    show('/?serial_number=WC202600001&code=demo-master');
    await waitFor(() => expect(apiPaths()).toEqual(['/api/common/encrypt']));
    expect(where()).toBe('/?code=demo-master');
  });

  it('a code that is not 11 characters: goodsder/info?serial_number=, then the derivative page', async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-code-input'), 'DV0001');
    await user.click(screen.getByTestId('treasure-search'));
    await waitFor(() => expect(where()).toBe('/detail_pr/3'));
    expect(apiPaths()).toEqual(['/api/goodsder/info']);
    expect(itemAt(api.calls, -1).query).toEqual({ serial_number: 'DV0001' });
  });

  it('a hash: goods/info by uuid, then /detail/{id}?status=1', async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-hash-input'), HASH);
    await user.click(screen.getByTestId('treasure-search'));
    await waitFor(() => expect(where()).toBe(detailOf(2)));
    expect(apiPaths()).toEqual(['/api/common/encrypt', '/api/goods/info']);
    expect(itemAt(api.calls, 0).body).toEqual({ uuid: HASH });
  });

  it("a derivative item's hash: goods/info finds nothing, goodsder/info?uuid= does", async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-hash-input'), DERIVATIVE_HASH);
    await user.click(screen.getByTestId('treasure-search'));
    await waitFor(() => expect(where()).toBe('/detail_pr/4'));
    expect(apiPaths()).toEqual(['/api/common/encrypt', '/api/goods/info', '/api/goodsder/info']);
    expect(itemAt(api.calls, -1).query).toEqual({ uuid: DERIVATIVE_HASH });
  });

  it("not found (code -1): 'Sorry, if you can not check this treasure, please re-enter', and stays", async () => {
    const user = show();
    for (const [field, value] of [
      ['treasure-code-input', 'WC299999999'],
      ['treasure-code-input', 'DV9999'],
      ['treasure-hash-input', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'],
    ] as const) {
      feedback.alertMessage.mockClear();
      await user.clear(screen.getByTestId('treasure-code-input'));
      await user.type(screen.getByTestId(field), value);
      await user.click(screen.getByTestId('treasure-search'));
      await waitFor(() => expect(alerted()).toEqual(['抱歉，查不到该珍宝，请重新输入']));
      await user.clear(screen.getByTestId(field));
    }
    expect(where()).toBe('/');
  });

  it('a hash that cannot be one: says what a hash looks like, and calls nothing', async () => {
    const user = show();
    await user.type(screen.getByTestId('treasure-hash-input'), 'not-a-hash');
    await user.click(screen.getByTestId('treasure-search'));
    expect(alerted()).toEqual(['区块链哈希由32位数字和字母（a–f）组成，请检查后重新输入']);
    expect(apiPaths()).toEqual([]);
  });

  it('a failed network shows the network message and lets the visitor try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = show();
    await user.type(screen.getByTestId('treasure-code-input'), 'WC202600001');
    await user.click(screen.getByTestId('treasure-search'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('网络不给力，请稍后再试'));
    expect((screen.getByTestId('treasure-search') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a second search cannot start while one runs', async () => {
    let release: () => void = () => {};
    api.encryptGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = show();
    await user.type(screen.getByTestId('treasure-code-input'), 'WC202600001');
    const button = screen.getByTestId('treasure-search') as HTMLButtonElement;
    // two taps before React re-renders, then a third on the busy button, then Enter
    act(() => {
      button.click();
      button.click();
    });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('查询中…');
    await user.click(button);
    await user.type(screen.getByTestId('treasure-code-input'), '{Enter}');
    expect(api.calls.filter((c) => c.path === '/api/common/encrypt')).toHaveLength(1);
    release();
    await waitFor(() => expect(where()).toBe(detailOf(1)));
    expect(apiPaths()).toEqual(['/api/common/encrypt', '/api/goods/checkGoodsType', '/api/goods/info']);
  });
});

describe('treasure tab: scan', () => {
  it("outside the messaging app: 'Please open in the messaging app browser'", async () => {
    const user = show();
    await user.click(screen.getByTestId('treasure-scan'));
    await waitFor(() => expect(alerted()).toEqual(['请在消息应用浏览器中打开']));
    expect(apiPaths()).toEqual([]);
  });

  it('inside it: shows what was read and searches it', async () => {
    bridge.read = 'WC202600001';
    const user = show();
    await user.click(screen.getByTestId('treasure-scan'));
    await waitFor(() => expect(where()).toBe(detailOf(1)));
    expect(apiPaths()).toEqual(['/api/common/encrypt', '/api/goods/checkGoodsType', '/api/goods/info']);
  });

  it('a scanned hash fills the hash input; a cancelled scan does nothing', async () => {
    bridge.read = '';
    const user = show();
    await user.click(screen.getByTestId('treasure-scan'));
    expect(apiPaths()).toEqual([]);
    bridge.read = HASH;
    api.encryptGate = new Promise(() => undefined);
    await user.click(screen.getByTestId('treasure-scan'));
    await waitFor(() => expect((screen.getByTestId('treasure-hash-input') as HTMLInputElement).value).toBe(HASH));
  });

  it('a scanned link to one of our pages opens it; an unknown link says so', async () => {
    bridge.read = `${window.location.origin}/detail/5?status=1`;
    const user = show();
    await user.click(screen.getByTestId('treasure-scan'));
    await waitFor(() => expect(where()).toBe('/detail/5?status=1'));
  });

  it('an unknown link is not searched', async () => {
    bridge.read = 'https://elsewhere.example/hello';
    const user = show();
    await user.click(screen.getByTestId('treasure-scan'));
    await waitFor(() => expect(alerted()).toEqual(['无法识别该二维码，请扫描珍宝证书或大师名片上的二维码']));
    expect(apiPaths()).toEqual([]);
  });
});
