import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

export type Tokens = {
  sign(userId: number): string;
  verify(token: string): number | null;
  /** signed with this server's key, whatever it holds (expired, too long-lived, no user): the mock's own */
  signedHere(token: string): boolean;
};

/** How far ahead of this server's clock another's may be when it signed a token. */
const CLOCK_SKEW_S = 60;

/**
 * Real JWTs (HS256) carrying the user id, with an expiry. A token must expire, and within the
 * lifetime (TOKEN_TTL) this server gives: one signed with a known secret (the development value
 * is published) and no `exp`, or an `exp` years away, is refused like a forged one.
 */
export function createTokens(secret: string, ttl: string): Tokens {
  const expiresIn = (/^\d+$/.test(ttl) ? Number(ttl) : ttl) as jwt.SignOptions['expiresIn'];
  // Given a string, jsonwebtoken builds a key object on every call (about 0.4 ms); built once,
  // signing and checking take microseconds.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sign = (userId: number) => jwt.sign({}, key, { subject: String(userId), expiresIn, algorithm: 'HS256' });
  // the lifetime in seconds, as jsonwebtoken reads TOKEN_TTL ("7d", "12h", "3600")
  const probe = jwt.decode(sign(1)) as jwt.JwtPayload;
  const lifetimeS = (probe.exp ?? 0) - (probe.iat ?? 0);
  return {
    sign,
    verify(token) {
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
        if (payload.exp > Date.now() / 1000 + lifetimeS + CLOCK_SKEW_S) return null;
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
    signedHere(token) {
      try {
        jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true });
        return true;
      } catch {
        return false;
      }
    },
  };
}
