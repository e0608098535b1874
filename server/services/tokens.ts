import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

export type Tokens = { sign(userId: number): string; verify(token: string): number | null };

/** Real JWTs (HS256) carrying the user id, with an expiry. */
export function createTokens(secret: string, ttl: string): Tokens {
  const expiresIn = (/^\d+$/.test(ttl) ? Number(ttl) : ttl) as jwt.SignOptions['expiresIn'];
  // Given a string, jsonwebtoken builds a key object on every call (about 0.4 ms); built once,
  // signing and checking take microseconds.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (userId) => jwt.sign({}, key, { subject: String(userId), expiresIn, algorithm: 'HS256' }),
    verify(token) {
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        const id = typeof payload === 'object' ? Number(payload.sub) : NaN;
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
