import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupDigits, grouped, monthName } from './digits.ts';

describe('numbers without Intl', () => {
  it('groups digits by three, as the en-US format does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 99_999, 100_000, 1_280_000, 123_456_789, -4_321, 1234.5, 0.125, 2.3456])
      expect(grouped(n), String(n)).toBe(n.toLocaleString('en-US'));
    expect(grouped(-0.0001)).toBe('0'); // not Intl's "-0"
    expect(groupDigits('1280000')).toBe('1,280,000');
    expect(groupDigits('')).toBe('0');
    expect(grouped(1234.567, 2)).toBe('1,234.57');
    expect(grouped(Number.NaN)).toBe('NaN');
  });

  it('names the months as the en-GB format does', () => {
    for (let m = 1; m <= 12; m++)
      expect(monthName(m)).toBe(
        new Date(Date.UTC(2000, m - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
      );
    expect(monthName(0)).toBeUndefined();
    expect(monthName(13)).toBeUndefined();
  });
});

describe('the front end formats without Intl', () => {
  it('has no toLocaleString or Intl formatter outside tests (use lib/digits.ts)', () => {
    const offenders = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
      .map((file) => join('web/src', file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\.toLocale(Date|Time)?String\(|\bIntl\.[A-Z]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
