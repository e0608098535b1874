// The demo panel's texts: part of the common namespace, keys demo.*, registered when the
// panel loads (it is not part of the first visit).
import { addTexts } from '../../lib/i18n.ts';
import type { Texts } from '../../locales/zn.ts';

export const zn = {
  demo: {
    button: '演示',
    title: '演示面板',
    persona: '切换身份',
    goTo: '前往',
    loggedInAs: '当前身份：{{name}}',
    loggedOut: '未登录',
    logout: '退出登录',
    emulateApp: '模拟消息应用浏览器',
    scenarios: '模拟场景',
    maintenance: '维护中 (-100)',
    rateLimited: '操作太频繁 (429)',
    expireTokens: '登录失效 (401)',
    latency: '延迟 {{ms}} 毫秒',
    reset: '重置演示数据',
    resetDone: '演示数据已重置',
    apiDocs: 'API 文档',
    recentCalls: '最近请求',
    callOverrides: '单独模拟的接口',
    controlsLocked: '此设备无权更改演示：请打开服务器启动时显示的带 mock_token 的链接',
    callOverridesHint: '通过 PUT /__mock/scenario { "calls": … } 或请求头 X-Mock-Scenario 设置',
    removeOverride: '移除',
    sandbox: '沙盒：{{name}}（独立数据；带 ?mock_session= 空值打开即退出）',
  },
};

export const en: Texts<typeof zn> = {
  demo: {
    button: 'Demo',
    title: 'Demo panel',
    persona: 'Switch persona',
    goTo: 'Go to',
    loggedInAs: 'Logged in as {{name}}',
    loggedOut: 'Not logged in',
    logout: 'Log out',
    emulateApp: 'Emulate the messaging app browser',
    scenarios: 'Scenarios',
    maintenance: 'Maintenance (-100)',
    rateLimited: 'Too frequent (429)',
    expireTokens: 'Expired login (401)',
    latency: 'Latency {{ms}} ms',
    reset: 'Reset demo data',
    resetDone: 'Demo data reset',
    apiDocs: 'API docs',
    recentCalls: 'Recent calls',
    callOverrides: 'Calls answering otherwise',
    controlsLocked:
      'This device may not change the demo: open the link with mock_token that the server printed when it started',
    callOverridesHint: 'Set with PUT /__mock/scenario { "calls": … } or the X-Mock-Scenario header',
    removeOverride: 'Remove',
    sandbox: 'Sandbox: {{name}} (its own data; open a page with an empty ?mock_session= to leave it)',
  },
};

addTexts('common', { zn, en });
