// Numbers, money and times as the preview screens show them.
import { THOUSANDS_GROUP } from '#contract/limits.ts';

/** 1280000 → "1,280,000" (groups of THOUSANDS_GROUP digits); decimals kept when asked. */
export function groupThousands(value: number, decimals = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(new RegExp(`\\B(?=(\\d{${THOUSANDS_GROUP}})+(?!\\d))`, 'g'), ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Money in yuan: whole yuan without decimals, otherwise two. */
export const yuan = (value: number) => groupThousands(value, Number.isInteger(value) ? 0 : 2);

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23 14:05" */
export function dateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "2026-11" */
export const month = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** A time `days` before now at hh:mm, so that sample rows always look recent. */
export function daysAgo(days: number, hour = 10, minute = 0, now = new Date()): Date {
  const date = new Date(now);
  date.setDate(date.getDate() - days);
  date.setHours(hour, minute, 0, 0);
  return date;
}

/** A countdown as "mm:ss" (or "h:mm:ss" from an hour). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The first characters and the last of a long hash: "2f411e…8caf". */
export const shortHash = (hash: string, head = 6, tail = 4) =>
  hash.length > head + tail + 1 ? `${hash.slice(0, head)}…${hash.slice(-tail)}` : hash;

/** A time the server sent as text, as dateTime shows it; the text itself when it is no date. */
export function dateTimeText(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : dateTime(date);
}
