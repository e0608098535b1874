// The seed's pictures asked at a width come as WebP drawn at that width (server/media-renditions.ts),
// and the committed renditions are those of the SVGs as they are now (seeds/make-renditions.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_LARGE, IMAGE_WIDTH_MEDIUM, IMAGE_WIDTH_SMALL } from '../../contract/limits.ts';
import { RENDITION_WIDTHS, readManifest, renditionFile, svgDigest } from '../../server/media-renditions.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const MEDIA = 'seeds/media';
const RENDITIONS = 'seeds/renditions';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** The width a WebP file says it has (its VP8, VP8L or VP8X header). */
function webpWidth(bytes: Buffer): number {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (bytes.readUInt16LE(21) & 0x3fff) + 1;
  if (chunk === 'VP8X') return bytes.readUIntLE(24, 3) + 1;
  throw new Error(`not a WebP picture chunk: ${chunk}`);
}

const svgsUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgsUnder(path);
    return name.endsWith('.svg') ? [relative(MEDIA, path).split('\\').join('/')] : [];
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const picture = (url: string, headers: Record<string, string> = { accept: CHROME_ACCEPT }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a seed picture asked at a width', () => {
  it.each([
    [IMAGE_WIDTH_LARGE, IMAGE_WIDTH_LARGE],
    [IMAGE_WIDTH_MEDIUM, IMAGE_WIDTH_MEDIUM],
    [IMAGE_WIDTH_SMALL, IMAGE_WIDTH_MEDIUM],
    [1200, IMAGE_WIDTH_LARGE],
    [300, IMAGE_WIDTH_LARGE],
  ])('w=%i comes as a WebP %i pixels wide, cached, varying with Accept', async (asked, drawn) => {
    const res = await picture(`/media/treasures/t001-1.svg?w=${asked}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/\baccept\b/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(webpWidth(res.rawPayload)).toBe(drawn);
  });

  it('is not sent again while the browser holds it (its ETag)', async () => {
    const first = await picture('/media/certificates/wc202600001.svg?w=750');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}-750"$/);
    const again = await picture('/media/certificates/wc202600001.svg?w=750', {
      accept: CHROME_ACCEPT,
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is the SVG for a browser without WebP, and without a width', async () => {
    for (const [url, accept] of [
      ['/media/treasures/t001-1.svg?w=750', 'image/png,image/svg+xml,*/*;q=0.8'],
      ['/media/treasures/t001-1.svg', CHROME_ACCEPT],
      ['/media/treasures/t001-1.svg?w=abc', CHROME_ACCEPT],
      ['/media/treasures/t001-1.svg?w=-5', CHROME_ACCEPT],
    ] as const) {
      const res = await picture(url, { accept });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(res.headers.vary, url).toMatch(/\baccept\b/);
      expect(res.body, url).toContain('<svg');
    }
  });

  it('reaches only the pictures the manifest names', async () => {
    for (const url of [
      '/media/treasures/nope.svg?w=750',
      '/media/..%2Fmanifest.json?w=750',
      '/media/%E0%A4%A?w=750',
      '/media/audio/wc202600001-zh.mp3?w=750',
    ]) {
      const res = await picture(url);
      expect(res.headers['content-type'] ?? '', url).not.toBe('image/webp');
    }
    expect((await picture('/media/treasures/nope.svg?w=750')).statusCode).toBe(404);
  });
});

describe('the committed renditions', () => {
  const manifest = readManifest(RENDITIONS) ?? {};

  it('are those of every SVG of seeds/media as it is now (else: npx tsx seeds/make-renditions.ts)', () => {
    const svgs = svgsUnder(MEDIA).sort();
    expect(Object.keys(manifest).sort()).toEqual(svgs);
    const stale = svgs.filter((path) => manifest[path] !== svgDigest(readFileSync(join(MEDIA, path))));
    expect(stale).toEqual([]);
    const missing = svgs.flatMap((path) =>
      RENDITION_WIDTHS.map((width) => renditionFile(path, width)).filter((file) => !existsSync(join(RENDITIONS, file))),
    );
    expect(missing).toEqual([]);
  });
});
