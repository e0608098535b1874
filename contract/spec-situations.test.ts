import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { createSituations, type SeenExchange, saysTheSpecWords } from './spec-situations.ts';

const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'ok', data } });
const no = (code: unknown, msg: string) => ({ status: 200, body: { code, msg } });
const exchange = (call: { id: string }, more: Partial<SeenExchange>): SeenExchange => ({
  call,
  english: true,
  answer: no('10004', 'no'),
  ...more,
});

describe('the spec’s situations, as a live check recognises them', () => {
  it('a call that needs a login, sent without one; a treasure not found by its words, in either language', () => {
    const seen = createSituations();
    expect(seen.see(exchange(calls.like, {}))).toBe('loginNeeded');
    expect(seen.see(exchange(calls.audioStatus, {}))).toBeUndefined();
    const lookUp = (msg: string) => exchange(calls.goodsInfo, { answer: no('404', msg) });
    expect(seen.see(lookUp('抱歉，查不到该珍宝，请重新输入'))).toBe('notFound');
    expect(seen.see(lookUp('Sorry, if you can not check this treasure, please re-enter'))).toBe('notFound');
    expect(seen.see(lookUp('Bad request'))).toBeUndefined();
  });

  it('a like of a treasure the same caller liked, found through what common/encrypt was asked', () => {
    const seen = createSituations();
    const sealed = (data: string, payload: unknown) =>
      seen.see(exchange(calls.encrypt, { token: 't1', body: payload, answer: ok({ data_encrypted: data }) }));
    const like = (data: string, token = 't1', answer = no('10004', 'Already liked')) =>
      seen.see(exchange(calls.like, { token, body: { data }, answer }));
    sealed('first', { goods_id: '50021', type: 1 });
    expect(like('first', 't1', ok({ like_num: 1 }))).toBeUndefined();
    sealed('second', { goods_id: 50021, type: 1 });
    expect(like('second')).toBe('likedAgain');
    // another caller, or a payload it never saw encrypted
    expect(like('second', 't2')).toBeUndefined();
    expect(like('garbage')).toBeUndefined();
    // goods/info's is_like tells it too
    seen.see(exchange(calls.goodsInfo, { token: 't3', answer: ok({ id: '50021', is_like: 1, is_can_buy: 1 }) }));
    expect(like('second', 't3')).toBe('likedAgain');
  });

  it('a follow of its own identity (from auth/me); a purchase request: its first missing field, not for sale', () => {
    const seen = createSituations();
    seen.see(exchange(calls.me, { token: 'm', answer: ok({ artist_id: '7001', collector_id: null }) }));
    expect(seen.see(exchange(calls.editFollow, { token: 'm', body: { artist_id: 7001 } }))).toBe('followSelf');
    expect(seen.see(exchange(calls.editFollow, { token: 'm', body: { artist_id: 7004 } }))).toBeUndefined();
    const buy = (body: Record<string, unknown>, msg = 'no') =>
      seen.see(exchange(calls.applyBuy, { token: 'm', body, answer: no('10002', msg) }));
    const full = { goods_id: '50002', name: '张三', phone: '13812345678', price: '5000', content: '想要' };
    expect(buy({ ...full, name: '' })).toBe('nameMissing');
    expect(buy({ ...full, phone: ' ' })).toBe('phoneMissing');
    // a field before the missing one is wrong: which check the backend made first is not known
    expect(buy({ ...full, name: '张三李四王', phone: '' })).toBeUndefined();
    expect(buy(full, 'The submitted information contains sensitive words：赌博')).toBe('sensitiveWords');
    expect(buy(full)).toBeUndefined();
    seen.see(exchange(calls.goodsInfo, { answer: ok({ id: 50002, is_can_buy: 0, is_like: 0 }) }));
    expect(buy(full)).toBe('notForSale');
  });

  it('reads the spec’s words as it gives them; remembers at most what it is told to', () => {
    expect(saysTheSpecWords('likedAgain', 'You have liked')).toBe(true);
    expect(saysTheSpecWords('likedAgain', 'Already liked')).toBe(false);
    expect(saysTheSpecWords('sensitiveWords', 'The submitted information contains sensitive words：赌博')).toBe(true);
    expect(saysTheSpecWords('sensitiveWords', 'The submitted information contains sensitive words：')).toBe(false);
    const seen = createSituations(2);
    for (const id of ['1', '2', '3'])
      seen.see(exchange(calls.goodsInfo, { answer: ok({ id, is_can_buy: 0, is_like: 0 }) }));
    const buy = (goods_id: string) =>
      seen.see(
        exchange(calls.applyBuy, {
          token: 'm',
          body: { goods_id, name: '张三', phone: '13812345678', price: '5', content: '要' },
        }),
      );
    expect([buy('1'), buy('2'), buy('3')]).toEqual([undefined, 'notForSale', 'notForSale']);
  });
});
