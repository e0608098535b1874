import { describe, expect, it } from 'vitest';
import { HONOR_LINES_SHOWN } from '#contract/limits.ts';
import { compactCount, firstLine, formatDate, genderKey, honorLines, kindOf, visibleHonors } from './master-labels.ts';

describe('how an identity is presented', () => {
  it('tells masters, collectors (type 2) and institutions (type 2 with is_collector_inst) apart', () => {
    expect(kindOf({ type: 1, is_collector_inst: 0 })).toBe('master');
    expect(kindOf({ type: 2, is_collector_inst: 0 })).toBe('collector');
    expect(kindOf({ type: 2, is_collector_inst: 1 })).toBe('institution');
  });

  it('shows gender 0 and 1, and nothing for any other value', () => {
    expect(genderKey(0)).toBe('male');
    expect(genderKey(1)).toBe('female');
    expect(genderKey(2)).toBeNull();
    expect(genderKey(null)).toBeNull();
  });

  it('writes a birthday the way each language does', () => {
    expect(formatDate('1968-05-12', 'zn')).toBe('1968年5月12日');
    expect(formatDate('1968-05-12', 'en')).toBe('12 May 1968');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it(`splits honors into lines and shows the first ${HONOR_LINES_SHOWN} until expanded`, () => {
    const lines = honorLines('2024 金奖\n\n 2022 大师 \r\n2019 一\n2018 二\n2016 三\n2012 四\n');
    expect(lines).toEqual(['2024 金奖', '2022 大师', '2019 一', '2018 二', '2016 三', '2012 四']);
    expect(visibleHonors(lines, false)).toEqual({ lines: lines.slice(0, HONOR_LINES_SHOWN), hasMore: true });
    expect(visibleHonors(lines, true)).toEqual({ lines, hasMore: true });
    expect(visibleHonors(lines.slice(0, HONOR_LINES_SHOWN), false).hasMore).toBe(false);
  });

  it("takes a profile's first paragraph for a card", () => {
    expect(firstLine('\n  第一段。\n第二段。')).toBe('第一段。');
    expect(firstLine('')).toBe('');
  });

  it('writes counts in full up to 100,000, then shortly', () => {
    expect(compactCount(76940, 'en')).toBe('76,940');
    expect(compactCount(123456, 'en')).toBe('123K');
    expect(compactCount(2_345_678, 'en')).toBe('2.3M');
    expect(compactCount(76940, 'zn')).toBe('76,940');
    expect(compactCount(123456, 'zn')).toBe('12.3万');
    expect(compactCount(2_345_678, 'zn')).toBe('235万');
  });
});
