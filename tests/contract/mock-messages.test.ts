import { describe, expect, it } from 'vitest';
import { isMockMessage } from './mock-messages.ts';

describe('the mock’s own refusal messages', () => {
  it('are recognised in both languages, their placeholders filled', () => {
    const mine = [
      '您已点过赞',
      'Not for public sale',
      '参数错误：goods_id',
      'The submitted information contains sensitive words：赌博, scam',
    ];
    expect(mine.filter((msg) => !isMockMessage(msg))).toEqual([]);
  });

  it('and another server’s wording is not one of them', () => {
    expect(['already liked', '参数错误', ''].filter(isMockMessage)).toEqual([]);
  });
});
