// Recent master searches: unique, newest first, at most SEARCH_HISTORY_MAX (10), in local storage.
import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_MAX } from '#contract/limits.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { clearHistory, readHistory, rememberName, withName } from './master-history.ts';

describe('the history rules', () => {
  it('puts the newest name first', () => {
    expect(withName(['赵青', '陈雨'], '李明')).toEqual(['李明', '赵青', '陈雨']);
  });

  it('keeps a name once: searching it again moves it to the front', () => {
    expect(withName(['赵青', '李明', '陈雨'], '李明')).toEqual(['李明', '赵青', '陈雨']);
  });

  it('counts names that differ only in case or spacing as the same, keeping the newest spelling', () => {
    expect(withName(['li ming', '赵青'], 'Li  Ming')).toEqual(['Li Ming', '赵青']);
    expect(withName(['Chen Yu'], ' chen yu ')).toEqual(['chen yu']);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX}, dropping the oldest`, () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = withName(history, `大师${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe('大师12');
    expect(history.at(-1)).toBe('大师3');
  });

  it('ignores an empty name', () => {
    expect(withName(['赵青'], '   ')).toEqual(['赵青']);
  });
});

describe('the stored history', () => {
  it('is stored under its key and read back', () => {
    rememberName('李明');
    rememberName('陈雨');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.masterHistory)!)).toEqual(['陈雨', '李明']);
    expect(readHistory()).toEqual(['陈雨', '李明']);
  });

  it('is cleared', () => {
    rememberName('李明');
    expect(clearHistory()).toEqual([]);
    expect(readHistory()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.masterHistory)).toBeNull();
  });

  it('survives broken or foreign storage: not a list, not strings, duplicates, too many', () => {
    localStorage.setItem(STORAGE_KEYS.masterHistory, '{broken');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.masterHistory, JSON.stringify({ a: 1 }));
    expect(readHistory()).toEqual([]);
    const many = ['李明', 42, null, '李明', 'li ming', ...Array.from({ length: 12 }, (_, i) => `名${i}`)];
    localStorage.setItem(STORAGE_KEYS.masterHistory, JSON.stringify(many));
    const history = readHistory();
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history.slice(0, 3)).toEqual(['李明', 'li ming', '名0']);
  });
});
