// Pictures users upload (detail uploads, works, certificates, seals), kept under UPLOAD_DIR.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadKind } from '../../contract/calls/upload.ts';
import { IMAGE_MAX_BYTES, SEAL_IMAGE_MAX_BYTES } from '../../contract/limits.ts';

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: IMAGE_MAX_BYTES,
  certificate: IMAGE_MAX_BYTES,
  seal: SEAL_IMAGE_MAX_BYTES,
};

/** The picture type from its first bytes (never from the name or the declared type). */
export function pictureType(head: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export function storeUpload(dir: string, content: Buffer, type: string): string {
  mkdirSync(dir, { recursive: true });
  const name = `${randomUUID()}.${type}`;
  writeFileSync(join(dir, name), content);
  return `/uploads/${name}`;
}
