// The demo panel's section on the real backend (server/upstream/): part of the common
// namespace, keys realBackend.*, registered with the panel.
import { addTexts } from '../../lib/i18n.ts';
import type { Texts } from '../../locales/zn.ts';

export const zn = {
  realBackend: {
    title: '真实后端',
    upstream: '后端：{{url}}',
    noUpstream: '未设置后端（MOCK_UPSTREAM）',
    replay: '正在回放录制：{{count}} 条',
    forwardAll: '所有接口转发到后端',
    forwarded: '转发的接口（{{count}}）',
    noneForwarded: '没有接口转发，全部由模拟服务回答',
    backToMock: '改回模拟',
    callName: '接口，如 goods/info',
    forward: '转发',
    moved: '{{call}} 随 {{with}} 一起转发',
    violations: '与契约不符：{{count}} 处（规范 {{spec}} 处）',
    violation: '{{field}} 应为 {{expected}}，实际为 {{got}}',
    clearViolations: '清空',
    allViolations: '全部记录',
  },
};

export const en: Texts<typeof zn> = {
  realBackend: {
    title: 'Real backend',
    upstream: 'Backend: {{url}}',
    noUpstream: 'No backend set (MOCK_UPSTREAM)',
    replay: 'Replaying a recording: {{count}} exchanges',
    forwardAll: 'Forward every call to the backend',
    forwarded: 'Forwarded calls ({{count}})',
    noneForwarded: 'No call is forwarded: the mock answers all',
    backToMock: 'Back to the mock',
    callName: 'A call, e.g. goods/info',
    forward: 'Forward',
    moved: '{{call}} goes with {{with}}',
    violations: 'Differences from the contract: {{count}} ({{spec}} of the spec)',
    violation: '{{field}} should be {{expected}}, came {{got}}',
    clearViolations: 'Clear',
    allViolations: 'All of them',
  },
};

addTexts('common', { zn, en });
