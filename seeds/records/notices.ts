// Public notices (auth/getPublicNotice?app_type=1 answers the active one). The active notice
// deliberately carries an <img onerror> payload: the client must show it without running it.
import type { NoticeRow } from './types.ts';

export const XSS_PROBE = '<img src=x onerror="window.__xss=1">';

export const notices: NoticeRow[] = [
  {
    id: 1,
    app_type: 1,
    title: '2026 文创大赛珍宝征集公告',
    title_intl: '2026 Cultural-Creative Competition: Call for Treasures',
    content: [
      '<p>各位作者、藏家：<strong>2026 文创大赛</strong>珍宝征集现已开启，截止日期为 <strong>2026 年 6 月 30 日</strong>。</p>',
      '<ul><li>作品须为原创，并已完成珍宝登记；</li><li>每位作者最多提交 3 件作品；</li><li>入围作品将获得大赛专属证书。</li></ul>',
      `<p>详情请见<a href="https://contest.example.cn/2026/rules" target="_blank">大赛章程</a>。${XSS_PROBE}</p>`,
    ].join(''),
    content_intl: [
      '<p>Dear authors and collectors: the call for treasures of the <strong>2026 Cultural-Creative Competition</strong> is now open until <strong>30 June 2026</strong>.</p>',
      '<ul><li>Works must be original and already registered as treasures;</li><li>Each author may enter up to 3 works;</li><li>Shortlisted works receive a dedicated competition certificate.</li></ul>',
      `<p>See the <a href="https://contest.example.cn/2026/rules" target="_blank">competition rules</a> for details.${XSS_PROBE}</p>`,
    ].join(''),
    user_range: 0,
    active: 1,
  },
  {
    id: 2,
    app_type: 1,
    title: '系统升级维护通知（已结束）',
    title_intl: 'Scheduled maintenance (finished)',
    content: '<p>平台已于 2025 年 12 月 20 日凌晨完成升级，感谢您的耐心等待。</p>',
    content_intl:
      '<p>The platform upgrade was completed in the early hours of 20 December 2025. Thank you for your patience.</p>',
    user_range: 0,
    active: 0,
  },
];
