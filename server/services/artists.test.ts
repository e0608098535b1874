import { describe, expect, it } from 'vitest';
import { ageOn } from './artists.ts';

const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years: a year is added on the birthday, not before', () => {
    expect(ageOn('1968-05-12', on('2026-04-30'))).toBe(57);
    expect(ageOn('1968-05-12', on('2026-05-11'))).toBe(57);
    expect(ageOn('1968-05-12', on('2026-05-12'))).toBe(58);
    expect(ageOn('1968-05-12', on('2026-06-01'))).toBe(58);
  });

  it('answers null without a birthday, and never less than 0', () => {
    expect(ageOn(null, on('2026-05-11'))).toBeNull();
    expect(ageOn('2030-01-01', on('2026-05-11'))).toBe(0);
  });

  it('answers null for a birthday without month or day rather than guessing', () => {
    expect(ageOn('1968', on('2026-05-11'))).toBeNull();
    expect(ageOn('1968-05', on('2026-05-11'))).toBeNull();
  });
});
