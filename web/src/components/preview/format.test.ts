import { describe, expect, it } from 'vitest';
import { countdown, dateTime, daysAgo, groupThousands, shortHash, yuan } from './format.ts';

describe('formats of the preview screens', () => {
  it('groups thousands every three digits', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1280000)).toBe('1,280,000');
    expect(groupThousands(-11888)).toBe('-11,888');
    expect(groupThousands(1234.5, 2)).toBe('1,234.50');
  });

  it('shows whole yuan without decimals, and cents with two', () => {
    expect(yuan(11888)).toBe('11,888');
    expect(yuan(9.9)).toBe('9.90');
    expect(yuan(39.9)).toBe('39.90');
  });

  it('counts down as mm:ss, or h:mm:ss from an hour', () => {
    expect(countdown(30 * 60_000)).toBe('30:00');
    expect(countdown(5 * 60_000 - 1)).toBe('05:00');
    expect(countdown(61_000)).toBe('01:01');
    expect(countdown(24 * 3600_000)).toBe('24:00:00');
    expect(countdown(-5)).toBe('00:00');
  });

  it('dates sample rows relative to today', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    expect(dateTime(daysAgo(1, 20, 16, now))).toBe('2026-11-22 20:16');
    expect(dateTime(daysAgo(30, 9, 5, now))).toBe('2026-10-24 09:05');
  });

  it('shortens a hash', () => {
    expect(shortHash('2f411ecfb0588f7fc5749070f8238caf')).toBe('2f411e…8caf');
    expect(shortHash('abc')).toBe('abc');
  });
});
