// The messaging app's browser: detection, the demo's emulation, and what only works inside it.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import wx from 'weixin-js-sdk';
import { fakeFeedback } from '../test/fake-feedback.ts';
import { fakeFunctions } from '../test/fake-functions.ts';
import * as client from './api/client.ts';
import * as detect from './messaging-app-detect.ts';
import * as realEmulator from './messaging-app-emulator.tsx';
import { STORAGE_KEYS } from './storage.ts';

const feedback = fakeFeedback();
const emulator = fakeFunctions(realEmulator, {
  emulateScan: vi.fn(async () => 'WC202600001'),
  emulateShare: vi.fn(async (_content: unknown): Promise<boolean> => true),
  emulatePayment: vi.fn(async () => true),
  emulateMiniProgram: vi.fn(async () => true),
});
// A desktop browser that borrows the app's user agent: the JS-SDK is configured but never ready.
const sdk = fakeFunctions(wx, {
  config: vi.fn(),
  ready: vi.fn(),
  error: vi.fn(),
  scanQRCode: vi.fn(),
  updateAppMessageShareData: vi.fn(),
  updateTimelineShareData: vi.fn(),
});
fakeFunctions(client, { apiData: vi.fn(async () => ({ data: '{}' })) });

// a copy of its own (another address is another module): the JS-SDK it configured, or failed
// to, stays with it and not with the next file of the worker
const ownCopy = './messaging-app.ts?copy';
const bridge = { ...((await import(/* @vite-ignore */ ownCopy)) as typeof import('./messaging-app.ts')), ...detect };

const MESSAGING_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003127) NetType/WIFI Language/zh_CN';
const ANDROID_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/8.0.47.2560';
const ORDINARY_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const userAgent = (value: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);
const PAYMENT = { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' };

beforeEach(() => {
  feedback.alertMessage.mockClear();
  for (const fn of Object.values(emulator)) fn.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('detection', () => {
  it('recognises the messaging app’s browser by its user agent', () => {
    expect(bridge.isRealMessagingApp(MESSAGING_APP_UA)).toBe(true);
    expect(bridge.isRealMessagingApp(ANDROID_APP_UA)).toBe(true);
    expect(bridge.isRealMessagingApp(ORDINARY_UA)).toBe(false);
    userAgent(MESSAGING_APP_UA);
    expect(bridge.isMessagingApp()).toBe(true);
    expect(bridge.isEmulatingMessagingApp()).toBe(false);
  });

  it('an ordinary browser is not the messaging app, unless the demo emulates it', () => {
    userAgent(ORDINARY_UA);
    expect(bridge.isMessagingApp()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    expect(bridge.isEmulatingMessagingApp()).toBe(true);
    expect(bridge.isMessagingApp()).toBe(true);
  });
});

describe("outside the messaging app: 'Please open in the messaging app browser'", () => {
  beforeEach(() => userAgent(ORDINARY_UA));

  it('requireMessagingApp alerts and answers false', async () => {
    expect(await bridge.requireMessagingApp()).toBe(false);
    expect(feedback.alertMessage).toHaveBeenCalledWith('请在消息应用浏览器中打开');
  });

  it('scan, share and payment alert and do nothing', async () => {
    expect(await bridge.scanCode()).toBeNull();
    expect(await bridge.prepareShare({ title: 't', desc: 'd', link: '/detail/1', imgUrl: '/x.svg' })).toBe(false);
    expect(await bridge.payInApp(PAYMENT, { orderNo: 'A1', money: 9.9 })).toBe(false);
    expect(feedback.alertMessage).toHaveBeenCalledTimes(3);
    for (const [text] of feedback.alertMessage.mock.calls as unknown as [string][])
      expect(text).toBe('请在消息应用浏览器中打开');
    expect(emulator.emulateScan).not.toHaveBeenCalled();
    expect(emulator.emulatePayment).not.toHaveBeenCalled();
  });
});

describe('the demo’s emulation', () => {
  beforeEach(() => {
    userAgent(ORDINARY_UA);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
  });

  it('plays the app’s part for scan, share and payment', async () => {
    expect(await bridge.requireMessagingApp()).toBe(true);
    expect(await bridge.scanCode('master')).toBe('WC202600001');
    expect(emulator.emulateScan).toHaveBeenCalledWith('master');
    const shared = vi.fn();
    expect(await bridge.prepareShare({ title: 't', desc: 'd', link: '/detail/1', imgUrl: '/x.svg' }, shared)).toBe(
      true,
    );
    expect(emulator.emulateShare).toHaveBeenCalledOnce();
    expect(shared).toHaveBeenCalledOnce();
    expect(await bridge.payInApp(PAYMENT, { orderNo: 'A1', money: 9.9 })).toBe(true);
    expect(emulator.emulatePayment).toHaveBeenCalledWith({ orderNo: 'A1', money: 9.9 });
    expect(feedback.alertMessage).not.toHaveBeenCalled();
  });

  it('a share cancelled in the emulated menu is not reported as shared', async () => {
    emulator.emulateShare.mockResolvedValueOnce(false);
    const shared = vi.fn();
    expect(await bridge.prepareShare({ title: 't', desc: 'd', link: '/detail/1', imgUrl: '/x.svg' }, shared)).toBe(
      true,
    );
    expect(emulator.emulateShare).toHaveBeenCalledOnce();
    expect(shared).not.toHaveBeenCalled();
  });

  it('never loads the real JS-SDK', async () => {
    expect(await bridge.messagingSdk()).toBeNull();
  });
});

describe('the app’s user agent without the app (a laptop borrowing it)', () => {
  it('does not wait for the JS-SDK forever: scan says what happened and how to demo it', async () => {
    vi.useFakeTimers();
    try {
      userAgent(MESSAGING_APP_UA);
      const scanning = bridge.scanCode();
      await vi.advanceTimersByTimeAsync(bridge.SDK_READY_TIMEOUT_MS + 10);
      expect(await scanning).toBeNull();
      expect(sdk.config).toHaveBeenCalled();
      expect(sdk.scanQRCode).not.toHaveBeenCalled();
      // (the tests run in Chinese)
      expect(feedback.alertMessage).toHaveBeenCalledWith(expect.stringContaining('模拟消息应用'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a sign of waiting within 300 ms while the app’s tools are awaited', () => {
  const waiting = () => document.querySelector('[data-testid="waiting"]')?.textContent ?? null;
  const actions = {
    scan: () => bridge.scanCode(),
    share: () => bridge.prepareShare({ title: 't', desc: 'd', link: '/detail/1', imgUrl: '/x.svg' }),
    pay: () => bridge.payInApp(PAYMENT, { orderNo: 'A1', money: 9.9 }),
  };
  it.each([
    ['zn', '请稍候…'],
    ['en', 'Please wait…'],
  ] as const)('%s: scan, share and payment', async (lang, text) => {
    const { i18n } = await import('./i18n.ts');
    await i18n.changeLanguage(lang);
    vi.useFakeTimers();
    try {
      userAgent(MESSAGING_APP_UA);
      for (const act of Object.values(actions)) {
        const acting = act();
        await vi.advanceTimersByTimeAsync(300);
        expect(waiting()).toBe(text);
        await vi.advanceTimersByTimeAsync(bridge.SDK_READY_TIMEOUT_MS);
        await acting;
        expect(waiting()).toBeNull();
      }
    } finally {
      vi.useRealTimers();
      await i18n.changeLanguage('zn');
    }
  });
});

describe('inside the messaging app', () => {
  it('reports a share only from the JS-SDK’s success callback, once per share', async () => {
    userAgent(MESSAGING_APP_UA);
    sdk.ready.mockImplementationOnce((resolve: () => void) => resolve());
    const shared = vi.fn();
    const card = { title: 't', desc: 'd', link: 'https://example.test/detail/1', imgUrl: 'https://example.test/x.svg' };
    expect(await bridge.prepareShare(card, shared)).toBe(true);
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(card));
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: 't', link: card.link, imgUrl: card.imgUrl }),
    );
    // the card is ready, nobody has shared yet
    expect(shared).not.toHaveBeenCalled();
    const [friend] = sdk.updateAppMessageShareData.mock.calls[0] as [{ success: () => void }];
    const [timeline] = sdk.updateTimelineShareData.mock.calls[0] as [{ success: () => void }];
    friend.success();
    timeline.success();
    expect(shared).toHaveBeenCalledTimes(2);
  });
});
