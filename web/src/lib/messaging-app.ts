// The messaging app's browser: detection, its JS-SDK (configured through auth/wechatConfig),
// and the actions that only work there (scan, share, payment). Outside it they answer
// 'Please open in the messaging app browser'. On a laptop the demo can emulate it: the demo
// panel sets a flag, and the emulator (loaded only then) plays the app's part.
import type wxType from 'weixin-js-sdk';
import { apiData } from './api/client.ts';
import { IS_MOCK_BACKEND } from './env.ts';
import { alertMessage, sayUnavailable } from './feedback.ts';
import { i18n } from './i18n.ts';
import { isEmulatingMessagingApp, isMessagingApp, isRealMessagingApp } from './messaging-app-detect.ts';
import type { ShareContent } from './share-content.ts';
import { whileWaiting } from './waiting.ts';

type Wx = typeof wxType;

/** Says that the app's tools did not answer (in a demo build: how to emulate them instead). */
const sdkUnavailable = () =>
  alertMessage(i18n.t(IS_MOCK_BACKEND ? 'errors.sdkUnavailableDemo' : 'errors.sdkUnavailable'));

/** Alerts and answers false outside the messaging app. */
export async function requireMessagingApp(): Promise<boolean> {
  if (isMessagingApp()) return true;
  await alertMessage(i18n.t('errors.openInApp'));
  return false;
}

export const JS_API_LIST = [
  'scanQRCode',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'chooseWXPay',
] as const;

/** How long the JS-SDK may take to say it is ready (it never does in a desktop browser that only borrows the app's user agent). */
export const SDK_READY_TIMEOUT_MS = 5000;

let sdk: Promise<Wx | null> | null = null;

/** Loads and configures the JS-SDK once (only inside the real app). */
export function messagingSdk(): Promise<Wx | null> {
  if (!isRealMessagingApp()) return Promise.resolve(null);
  sdk ??= (async () => {
    const { default: wx } = await import('weixin-js-sdk');
    if (!wx) return null;
    const [pageUrl = ''] = window.location.href.split('#');
    const { data } = await apiData('wechatConfig', {
      body: { url: pageUrl, jsApiList: [...JS_API_LIST] },
    });
    const config = JSON.parse(data) as Parameters<Wx['config']>[0];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the JS-SDK did not get ready')), SDK_READY_TIMEOUT_MS);
      wx.config(config);
      wx.ready(() => {
        clearTimeout(timer);
        resolve();
      });
      wx.error((err) => {
        clearTimeout(timer);
        reject(new Error(err.errMsg));
      });
    });
    return wx;
  })().catch(() => {
    sdk = null;
    return null;
  });
  return sdk;
}

/** The emulation's code, or null (and the user told it is not available) when it does not come. */
const emulator = () =>
  whileWaiting(
    import('./messaging-app-emulator.tsx').catch(() => {
      sayUnavailable();
      return null;
    }),
  );

/** The JS-SDK, ready (it may take up to SDK_READY_TIMEOUT_MS), with the sign of waiting meanwhile. */
const readySdk = () => whileWaiting(messagingSdk());

/** Opens the scanner; answers what it read, or null (outside the app, or cancelled). */
export async function scanCode(purpose: 'treasure' | 'master' = 'treasure'): Promise<string | null> {
  if (!(await requireMessagingApp())) return null;
  if (isEmulatingMessagingApp()) return (await emulator())?.emulateScan(purpose) ?? null;
  const wx = await readySdk();
  if (!wx) {
    await sdkUnavailable();
    return null;
  }
  return new Promise((resolve) => {
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      success: (res) => resolve(res.resultStr ?? null),
      cancel: () => resolve(null),
      fail: () => resolve(null),
    } as Parameters<Wx['scanQRCode']>[0]);
  });
}

/**
 * Prepares the share card; the user then shares from the app's menu, and `onShared` runs when
 * a share succeeds (never for a cancelled one). Answers false outside the app.
 */
export async function prepareShare(content: ShareContent, onShared: () => void = () => undefined): Promise<boolean> {
  if (!(await requireMessagingApp())) return false;
  if (isEmulatingMessagingApp()) {
    const emulation = await emulator();
    if (!emulation) return false;
    if (await emulation.emulateShare(content)) onShared();
    return true;
  }
  const wx = await readySdk();
  if (!wx) {
    await sdkUnavailable();
    return false;
  }
  wx.updateAppMessageShareData({ ...content, success: onShared });
  wx.updateTimelineShareData({ title: content.title, link: content.link, imgUrl: content.imgUrl, success: onShared });
  return true;
}

export type InAppPayment = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};

/** The in-app payment; answers whether it was paid. */
export async function payInApp(payment: InAppPayment, order: { orderNo: string; money: number }): Promise<boolean> {
  if (!(await requireMessagingApp())) return false;
  if (isEmulatingMessagingApp()) return (await emulator())?.emulatePayment(order) ?? false;
  const wx = await readySdk();
  if (!wx) {
    await sdkUnavailable();
    return false;
  }
  return new Promise((resolve) => {
    wx.chooseWXPay({
      timestamp: Number(payment.timeStamp),
      nonceStr: payment.nonceStr,
      package: payment.package,
      signType: payment.signType,
      paySign: payment.paySign,
      success: () => resolve(true),
      cancel: () => resolve(false),
      fail: () => resolve(false),
    } as Parameters<Wx['chooseWXPay']>[0]);
  });
}

/** Hands over to a page of the mini-program (login landing); false when not inside it. */
export async function miniProgramRedirect(url: string): Promise<boolean> {
  if (isEmulatingMessagingApp()) return (await emulator())?.emulateMiniProgram(url) ?? false;
  const wx = await readySdk();
  if (!wx?.miniProgram) return false;
  wx.miniProgram.redirectTo({ url } as Parameters<Wx['miniProgram']['redirectTo']>[0]);
  return true;
}
