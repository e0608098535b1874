import { describe, expect, it } from 'vitest';
import { CALL_PATHS, callOf, callPath, ENCRYPTION, everything, forwardingOf, LOGIN, move, nothing } from './calls.ts';

const sorted = (set: Set<string>) => [...set].sort();

describe('which calls go to the backend together', () => {
  it('reads a call however it is written, and knows only the contract’s', () => {
    expect(callPath('/api/goods/info')).toBe('goods/info');
    expect(callPath('news/list/{artist_id}')).toBe('news/list/:artist_id');
    expect(callPath('goods/info/')).toBe('goods/info');
    expect(callPath('goods/nothing')).toBeNull();
    expect(CALL_PATHS).toContain('auth/me');
  });

  it('moves common/encrypt and every lookup that reads its data as one, both ways', () => {
    expect(ENCRYPTION).toEqual(
      expect.arrayContaining(['common/encrypt', 'goods/info', 'goods/recommend', 'goods/getAudioStatus', 'goods/like']),
    );
    const result = forwardingOf(['goods/recommend']);
    if (!('forwarding' in result)) throw new Error('refused');
    for (const path of ENCRYPTION) expect(result.forwarding.calls.has(path), path).toBe(true);
    expect(result.moved).toContainEqual({ call: 'common/encrypt', with: 'goods/recommend', because: 'encryption' });
    const back = move(result.forwarding, { 'common/encrypt': 'mock' });
    if (!('forwarding' in back)) throw new Error('refused');
    for (const path of ENCRYPTION) expect(back.forwarding.calls.has(path), path).toBe(false);
  });

  it('takes the login along with a call that always needs one, and brings those calls back with it', () => {
    const result = forwardingOf(['auth/me']);
    if (!('forwarding' in result)) throw new Error('refused');
    expect(sorted(result.forwarding.calls)).toEqual(['auth/login', 'auth/me', 'auth/nt']);
    expect(result.moved).toContainEqual({ call: 'auth/nt', with: 'auth/me', because: 'login' });
    // a call that works without a login goes alone
    const alone = forwardingOf(['auth/getPublicNotice']);
    expect('forwarding' in alone && sorted(alone.forwarding.calls)).toEqual(['auth/getPublicNotice']);
    // the login back to the mock: what needs it comes back too, the rest stays
    const back = move(everything(), { 'auth/nt': 'mock' });
    if (!('forwarding' in back)) throw new Error('refused');
    for (const path of [...LOGIN, 'auth/me', 'goods/like', 'collection/applyBuy'])
      expect(back.forwarding.calls.has(path), path).toBe(false);
    expect(back.forwarding.calls.has('auth/getPublicNotice')).toBe(true);
    expect(back.forwarding.others).toBe(true);
  });

  it('refuses two asks that pull one call both ways, saying which and why', () => {
    expect(move(nothing(), { 'goods/info': 'upstream', 'common/encrypt': 'mock' })).toEqual({
      conflict: { call: 'common/encrypt', asked: 'mock', with: 'goods/info', because: 'encryption' },
    });
    expect(move(nothing(), { 'auth/nt': 'mock', 'auth/me': 'upstream' })).toMatchObject({
      conflict: { because: 'login' },
    });
  });

  it('tells the two calls on goods/info apart by their query', () => {
    expect(callOf('GET', 'goods/info', ['data'])?.id).toBe('goods.info');
    expect(callOf('GET', 'goods/info', ['goods_id'])?.id).toBe('goods.applyBuyId');
    expect(callOf('GET', 'goods/info', ['data', 'goods_id'])?.id).toBe('goods.info');
    expect(callOf('POST', 'goods/info', ['data'])).toBeUndefined();
    expect(callOf('GET', 'auth/me', [])?.id).toBe('auth.me');
  });
});
