// Pictures users upload (detail uploads, works, certificates, seals), kept under UPLOAD_DIR.
// A picture is streamed to a temporary file (never held in memory whole), checked, then
// renamed into place and recorded in `uploads` (its owner and size, for the quota).
import { randomUUID } from 'node:crypto';
import { closeSync, createWriteStream, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, sum } from 'drizzle-orm';
import type { UploadKind } from '../../contract/calls/upload.ts';
import { IMAGE_MAX_BYTES, SEAL_IMAGE_MAX_BYTES } from '../../contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: IMAGE_MAX_BYTES,
  certificate: IMAGE_MAX_BYTES,
  seal: SEAL_IMAGE_MAX_BYTES,
};

/** Files being received start with this; the orphan sweep removes any a crash left behind. */
export const INCOMING_PREFIX = '.incoming-';

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

/** A file part written to a temporary file: `discard` it, or `keep` it under its final name. */
export type Incoming = { path: string; bytes: number; head: Buffer; discard(): void; keep(type: string): string };

export async function receiveUpload(dir: string, file: Readable): Promise<Incoming> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${INCOMING_PREFIX}${randomUUID()}`);
  const discard = () => rmSync(path, { force: true });
  let bytes = 0;
  file.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  try {
    await pipeline(file, createWriteStream(path));
  } catch (error) {
    discard();
    throw error;
  }
  return {
    path,
    bytes,
    head: readHead(path),
    discard,
    keep(type) {
      const name = `${randomUUID()}.${type}`;
      renameSync(path, join(dir, name));
      return `/uploads/${name}`;
    },
  };
}

function readHead(path: string): Buffer {
  const head = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, 16, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Bytes of pictures this user keeps in all these databases (the shared one and every sandbox's:
 * their pictures share one folder, so the quota counts them together).
 */
export function uploadedBytesIn(dbs: Db[], userId: number): number {
  return [...new Set(dbs)].reduce((total, db) => total + uploadedBytes(db, userId), 0);
}

/** Bytes of pictures this user keeps. */
export function uploadedBytes(db: Db, userId: number): number {
  const [row] = db
    .select({ total: sum(uploads.bytes) })
    .from(uploads)
    .where(eq(uploads.user_id, userId))
    .all();
  return Number(row?.total ?? 0);
}

export function recordUpload(db: Db, row: { user_id: number; url: string; bytes: number; kind: UploadKind }) {
  db.insert(uploads).values(row).run();
}
