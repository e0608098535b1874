import { describe, expect, it } from 'vitest';
import { isMockMessage } from './mock-messages.ts';

describe('the mock’s own refusal messages', () => {
  it('are recognised in both languages, their placeholders filled', () => {
    expect(isMockMessage('您已点过赞')).toBe(true);
    expect(isMockMessage('Not for public sale')).toBe(true);
    expect(isMockMessage('参数错误：goods_id')).toBe(true);
    expect(isMockMessage('The submitted information contains sensitive words：赌博, scam')).toBe(true);
  });

  it('and another server’s wording is not one of them', () => {
    expect(isMockMessage('already liked')).toBe(false);
    expect(isMockMessage('参数错误')).toBe(false);
    expect(isMockMessage('')).toBe(false);
  });
});
