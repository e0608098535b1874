// Numbers written the product's way (digits grouped by THOUSANDS_GROUP, product §9) without Intl:
// the first Intl number or date format a page makes loads the locale's data on the main thread,
// about 50 ms of a desktop's time (far more of a phone's), on the master page's first render.
import { THOUSANDS_GROUP } from '#contract/limits.ts';

/** "1280000" → "1,280,000" (a string of digits). */
export function groupDigits(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= THOUSANDS_GROUP)
    groups.unshift(digits.slice(Math.max(0, end - THOUSANDS_GROUP), end));
  return groups.join(',') || '0';
}

/** A number with its thousands grouped and at most `decimals` decimals, trailing zeros dropped: 1234.5 → "1,234.5". */
export function grouped(value: number, decimals = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(decimals).split('.');
  const kept = fraction.replace(/0+$/, '');
  const negative = value < 0 && (Number(whole) > 0 || kept !== '');
  return `${negative ? '-' : ''}${groupDigits(whole)}${kept ? `.${kept}` : ''}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The English name of month 1-12 (undefined outside). */
export const monthName = (month: number): string | undefined => MONTHS[month - 1];
