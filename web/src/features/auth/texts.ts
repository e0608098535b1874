// The login's texts (the popups, the browser login, the phone binding): part of the common
// namespace, keys login.*, registered when an auth screen or the login popups load.
import { shellMessages as messages } from '#contract/shell-messages.ts';
import { addTexts } from '../../lib/i18n.ts';
import type { Texts } from '../../locales/zn.ts';

export const zn = {
  login: {
    privacyTitle: '用户隐私保护提示',
    privacyBody:
      '为了向您提供关注、点赞、收藏、求购和 AI 语音等服务，我们需要您授权登录。请阅读并同意《用户隐私协议》后继续。',
    privacyLink: '《用户隐私协议》',
    agreePrefix: '我已阅读并同意',
    agreeFirst: '请先阅读并同意《用户隐私协议》',
    agreeAndLogin: '同意并登录',
    disagree: '暂不登录',
    phoneTitle: '绑定手机号',
    phoneHint: '首次登录请绑定您的手机号',
    nickname: '昵称',
    phone: '手机号',
    phonePlaceholder: '请输入 11 位手机号',
    phoneCode: '验证码',
    phoneCodePlaceholder: '请输入验证码',
    sendCode: '获取验证码',
    codeSent: '验证码已发送',
    demoCode: '演示环境验证码：{{code}}',
    phoneEmpty: messages.phoneEmpty.zn,
    phoneWrong: messages.phoneWrong.zn,
    authoriseTitle: '请授权登录',
    authoriseBody: '您尚未完成授权，请点击下方按钮重新授权登录。',
    authoriseAgain: '去授权',
    notMaster: '您还不是认证大师',
    loggingIn: '正在登录…',
    loginSuccess: '登录成功',
    ptTitle: '欢迎来到珍宝中心',
    ptBody: '您正在使用普通浏览器。请在消息应用中打开本页面以完成授权登录，或使用下方演示登录。',
    ptOpenInApp: '在消息应用中打开',
    ptDemoLogin: '演示登录',
    ptCopyLink: '复制链接',
    linkCopied: '链接已复制，请在消息应用中打开',
    xcxHandOver: '正在返回小程序…',
    xcxFailed: '登录失败，请重试',
    phonePageTitle: '绑定手机号',
    phoneBound: '手机号绑定成功',
  },
};

export const en: Texts<typeof zn> = {
  login: {
    privacyTitle: 'Your privacy',
    privacyBody:
      'To follow, like, save, send purchase requests and use AI voice, you need to log in. Please read and agree to the User Privacy Agreement to continue.',
    privacyLink: 'User Privacy Agreement',
    agreePrefix: 'I have read and agree to the ',
    agreeFirst: 'Please read and agree to the User Privacy Agreement first',
    agreeAndLogin: 'Agree and log in',
    disagree: 'Not now',
    phoneTitle: 'Bind your phone number',
    phoneHint: 'Please bind your mobile phone number for your first login',
    nickname: 'Nickname',
    phone: 'Phone',
    phonePlaceholder: '11-digit mobile number',
    phoneCode: 'Code',
    phoneCodePlaceholder: 'Verification code',
    sendCode: 'Get code',
    codeSent: 'Code sent',
    demoCode: 'Demo verification code: {{code}}',
    phoneEmpty: messages.phoneEmpty.en,
    phoneWrong: messages.phoneWrong.en,
    authoriseTitle: 'Please authorise login',
    authoriseBody: 'The login was not authorised. Tap below to authorise again.',
    authoriseAgain: 'Authorise',
    notMaster: 'You are not an authorised master',
    loggingIn: 'Logging in…',
    loginSuccess: 'Logged in',
    ptTitle: 'Welcome to the Treasure Center',
    ptBody:
      'You are using an ordinary browser. Open this page in the messaging app to log in, or use the demo login below.',
    ptOpenInApp: 'Open in the messaging app',
    ptDemoLogin: 'Demo login',
    ptCopyLink: 'Copy link',
    linkCopied: 'Link copied: open it in the messaging app',
    xcxHandOver: 'Returning to the mini-program…',
    xcxFailed: 'Login failed, please try again',
    phonePageTitle: 'Bind your phone number',
    phoneBound: 'Phone number bound',
  },
};

addTexts('common', { zn, en });
