// The messages the web shell and the first screen show (the error catalogue, the not-found
// popup of the search, the login phone popup).
// Kept apart from messages.ts so that the first visit of `/` carries only these; messages.ts
// includes them, so the server says the same words.
import type { Lang } from './limits.ts';

export const shellMessages = {
  // the first screen's not-found popup (product §8)
  treasureNotFound: {
    zn: '抱歉，查不到该珍宝，请重新输入',
    en: 'Sorry, if you can not check this treasure, please re-enter',
  },
  maintenance: { zn: '商城正在维护中，请稍后再来', en: 'The store is under maintenance, please come back later' },
  tooFrequent: { zn: '操作太频繁，请稍后再试', en: 'Operating too frequently. Please try again later' },
  // a stored login the server no longer takes (401): the client says so as it routes the user to log in again
  unauthorized: { zn: '登录已失效，请重新登录', en: 'Your login has expired, please log in again' },
  phoneEmpty: { zn: '手机号不能为空', en: 'Phone cannot be empty' },
  phoneWrong: { zn: '手机号格式错误', en: 'Phone number wrong' },
  // the login flow's two steps (product §7): nt answers both with code -1 and these words
  needPhone: { zn: '请先绑定手机号', en: 'Please bind your mobile phone number' },
  authoriseLogin: { zn: '请授权登录', en: 'Please authorise login' },
} as const satisfies Record<string, Record<Lang, string>>;
