import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { CALL_OPEN_DAYS_LEFT, dayFrom, noticeRows } from './records/notices.ts';
import { TABLES_CHILDREN_FIRST } from './seed.ts';

describe('the seed', () => {
  it('clears every table of the schema when it reseeds (a new table must join the list)', () => {
    const all = Object.values(schema)
      .filter((value) => is(value, SQLiteTable))
      .map((table) => getTableName(table));
    const cleared = TABLES_CHILDREN_FIRST.map((table) => getTableName(table));
    expect([...cleared].sort()).toEqual([...all].sort());
  });
});

describe('the public notice', () => {
  it.each(['2026-11-27', '2030-12-20', '2031-02-28'])(
    'seeded on %s, announces a call open that day, of its year',
    (today) => {
      const [active] = noticeRows(today).filter((notice) => notice.active);
      const closes = dayFrom(today, CALL_OPEN_DAYS_LEFT);
      expect(closes.en).not.toBe(dayFrom(today, 0).en);
      expect(active?.content_intl).toContain(`open until <strong>${closes.en}</strong>`);
      expect(active?.content).toContain(`截止日期为 <strong>${closes.zn}</strong>`);
      expect(active?.title_intl).toBe(`${closes.year} Cultural-Creative Competition: Call for Treasures`);
      // no year of its own beside the ones the day gives
      const years = new Set([...`${active?.content}${active?.content_intl}`.matchAll(/\b20\d\d\b/g)].map(([y]) => y));
      for (const year of years) expect([String(closes.year), String(closes.year - 1)]).toContain(year);
    },
  );

  it('writes the days in either language as a reader expects them', () => {
    expect(dayFrom('2026-12-31', 1)).toEqual({ year: 2027, zn: '2027 年 1 月 1 日', en: '1 January 2027' });
    expect(dayFrom('2026-03-01', -1)).toEqual({ year: 2026, zn: '2026 年 2 月 28 日', en: '28 February 2026' });
  });
});
