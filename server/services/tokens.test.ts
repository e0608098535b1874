import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from './tokens.ts';

const SECRET = 'a-test-secret-of-some-length';

afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('verifies its own tokens', () => {
    const tokens = createTokens(SECRET, '1h');
    const token = tokens.sign(7);
    expect(tokens.verify(token)).toBe(7);
    expect(tokens.verify(token)).toBe(7);
  });

  it('refuses a token signed with another secret, garbage, and another algorithm', () => {
    const tokens = createTokens(SECRET, '1h');
    expect(tokens.verify(jwt.sign({}, 'another-secret-entirely', { subject: '7' }))).toBeNull();
    expect(tokens.verify('garbage')).toBeNull();
    expect(tokens.verify(jwt.sign({ sub: '7' }, '', { algorithm: 'none' }))).toBeNull();
  });

  it('stops accepting a token once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokens(SECRET, '60');
    const token = tokens.sign(7);
    expect(tokens.verify(token)).toBe(7);
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token that never expires, or expires later than its lifetime allows (signed with a known secret)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokens(SECRET, '7d');
    expect(tokens.verify(jwt.sign({ sub: '7' }, SECRET, { algorithm: 'HS256' }))).toBeNull();
    expect(tokens.verify(jwt.sign({ sub: '7' }, SECRET, { algorithm: 'HS256', expiresIn: '3650d' }))).toBeNull();
    expect(tokens.verify(jwt.sign({ sub: '7' }, SECRET, { algorithm: 'HS256', expiresIn: '7d' }))).toBe(7);
    expect(createTokens(SECRET, '3600').verify(jwt.sign({ sub: '7' }, SECRET, { expiresIn: '2h' }))).toBeNull();
  });

  it("tells a token signed with its key, whatever it holds, from any other (the pass-through drops the mock's own)", () => {
    const tokens = createTokens(SECRET, '1h');
    expect(tokens.signedHere(tokens.sign(7))).toBe(true);
    expect(tokens.signedHere(jwt.sign({ sub: '7' }, SECRET, { algorithm: 'HS256', expiresIn: -60 }))).toBe(true);
    expect(tokens.signedHere(jwt.sign({}, SECRET, { algorithm: 'HS256' }))).toBe(true);
    expect(tokens.signedHere(jwt.sign({ sub: '7' }, 'another-secret-entirely', { expiresIn: 60 }))).toBe(false);
    expect(tokens.signedHere(jwt.sign({ sub: '7' }, '', { algorithm: 'none' }))).toBe(false);
    expect(tokens.signedHere('garbage')).toBe(false);
  });
});
