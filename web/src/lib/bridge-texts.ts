// The messaging-app emulator's texts: part of the common namespace, keys bridge.*, registered
// when the emulator loads (ordinary browsers in the mock-backed build only).
import type { Texts } from '../locales/zn.ts';
import { addTexts } from './i18n.ts';

export const zn = {
  bridge: {
    scanPrompt: '模拟扫码：输入二维码内容或选择示例',
    scanPlaceholder: '珍宝编码、区块链哈希或大师名',
    shareConfirmTitle: '模拟分享',
    shareConfirmBody: '将“{{title}}”分享给朋友？',
    shareNow: '分享',
    shareDone: '已分享（模拟）',
    payConfirmTitle: '模拟支付',
    payConfirmBody: '确认支付 ¥{{money}}？',
    payNow: '确认支付',
    payCancel: '取消支付',
  },
};

export const en: Texts<typeof zn> = {
  bridge: {
    scanPrompt: 'Emulated scan: type what the code holds, or pick an example',
    scanPlaceholder: 'Treasure code, blockchain hash or master name',
    shareConfirmTitle: 'Emulated share',
    shareConfirmBody: 'Share “{{title}}” with a friend?',
    shareNow: 'Share',
    shareDone: 'Shared (emulated)',
    payConfirmTitle: 'Emulated payment',
    payConfirmBody: 'Pay ¥{{money}}?',
    payNow: 'Pay',
    payCancel: 'Cancel payment',
  },
};

addTexts('common', { zn, en });
