import { describe, expect, it } from 'vitest';
import { isoDay, pickerDate } from './day.ts';

describe('the tools’ days', () => {
  it('writes a picked date as YYYY-MM-DD of the phone’s own day, and reads it back', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDay(pickerDate('1968-05-12', new Date()))).toBe('1968-05-12');
  });

  it('falls back when there is no day yet', () => {
    const fallback = new Date(1970, 0, 1);
    expect(pickerDate(null, fallback)).toBe(fallback);
    expect(pickerDate('', fallback)).toBe(fallback);
  });
});
