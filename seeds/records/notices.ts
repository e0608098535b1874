// Public notices (auth/getPublicNotice?app_type=1 answers the active one). The active notice
// deliberately carries an <img onerror> payload: the client must show it without running it.
import type { NoticeRow } from './types.ts';

export const XSS_PROBE = '<img src=x onerror="window.__xss=1">';

/** How long before the day of seeding the call opened, and how long after it closes. */
export const CALL_OPENED_DAYS_AGO = 20;
export const CALL_OPEN_DAYS_LEFT = 70;
/** How long before the day of seeding the finished maintenance was. */
const MAINTENANCE_DAYS_AGO = 45;

const DAY_MS = 86_400_000;
const ENGLISH_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2027 年 2 月 5 日' and '5 February 2027': `days` after (or before) `today`, a YYYY-MM-DD day. */
export function dayFrom(today: string, days: number) {
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    zn: `${date.getUTCFullYear()} 年 ${date.getUTCMonth() + 1} 月 ${date.getUTCDate()} 日`,
    en: ENGLISH_DATE.format(date),
  };
}

/**
 * The notices, their dates counted from the day of seeding (as the statistics' days are), so
 * that the demo's call is open whatever day it is shown: opened some weeks ago, closing in some.
 */
export function noticeRows(today = new Date().toISOString().slice(0, 10)): NoticeRow[] {
  const opened = dayFrom(today, -CALL_OPENED_DAYS_AGO);
  const closes = dayFrom(today, CALL_OPEN_DAYS_LEFT);
  const year = closes.year;
  const maintenance = dayFrom(today, -MAINTENANCE_DAYS_AGO);
  return [
    {
      id: 1,
      app_type: 1,
      title: `${year} 文创大赛珍宝征集公告`,
      title_intl: `${year} Cultural-Creative Competition: Call for Treasures`,
      content: [
        `<p>各位作者、藏家：<strong>${year} 文创大赛</strong>珍宝征集已于 ${opened.zn}开启，截止日期为 <strong>${closes.zn}</strong>。</p>`,
        '<ul><li>作品须为原创，并已完成珍宝登记；</li><li>每位作者最多提交 3 件作品；</li><li>入围作品将获得大赛专属证书。</li></ul>',
        `<p>详情请见<a href="https://contest.example.cn/${year}/rules" target="_blank">大赛章程</a>。${XSS_PROBE}</p>`,
      ].join(''),
      content_intl: [
        `<p>Dear authors and collectors: the call for treasures of the <strong>${year} Cultural-Creative Competition</strong> opened on ${opened.en} and is open until <strong>${closes.en}</strong>.</p>`,
        '<ul><li>Works must be original and already registered as treasures;</li><li>Each author may enter up to 3 works;</li><li>Shortlisted works receive a dedicated competition certificate.</li></ul>',
        `<p>See the <a href="https://contest.example.cn/${year}/rules" target="_blank">competition rules</a> for details.${XSS_PROBE}</p>`,
      ].join(''),
      user_range: 0,
      active: 1,
    },
    {
      id: 2,
      app_type: 1,
      title: '系统升级维护通知（已结束）',
      title_intl: 'Scheduled maintenance (finished)',
      content: `<p>平台已于 ${maintenance.zn}凌晨完成升级，感谢您的耐心等待。</p>`,
      content_intl: `<p>The platform upgrade was completed in the early hours of ${maintenance.en}. Thank you for your patience.</p>`,
      user_range: 0,
      active: 0,
    },
  ];
}
