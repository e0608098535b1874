// common/encrypt and every `data=` parameter: AES-256-GCM, so tampering is detected.
// Format: base64url( iv[12] | tag[16] | ciphertext ).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Cipher = { encrypt(value: unknown): string; decrypt(token: string): unknown };

export function createCipher(secret: string): Cipher {
  const key = createHash('sha256').update(secret).digest();
  return {
    encrypt(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** Throws on anything that is not an untouched token made by `encrypt` with the same key. */
    decrypt(token) {
      const raw = Buffer.from(token, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES + 2) throw new Error('too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
      return JSON.parse(text);
    },
  };
}
