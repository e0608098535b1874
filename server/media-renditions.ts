// The seed's pictures as the real backend's reach a phone: drawn, not described. A picture of
// /media asked at a width (`?w=`, as every page asks for its pictures) by a browser that takes WebP
// is answered with its WebP rendition at the nearest width drawn (seeds/make-renditions.ts says
// why); asked without a width, or by a browser without WebP, it is the SVG, as before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTH_LARGE, IMAGE_WIDTH_MEDIUM } from '../contract/limits.ts';

/** The widths drawn: the pages ask for 750 (a whole-width picture) and 216 or 200 (thumbnails). */
export const RENDITION_WIDTHS = [IMAGE_WIDTH_MEDIUM, IMAGE_WIDTH_LARGE] as const;
export const RENDITION_QUALITY = 0.8;
export const MEDIA_CACHE_SECONDS = 3600;

/** Where the rendition of seeds/media's `path` (`treasures/t001-1.svg`) at `width` is kept. */
export const renditionFile = (path: string, width: number) => `${path.replace(/\.svg$/, '')}.${width}.webp`;

/** What the manifest records of each SVG, so that a rendition older than its picture is caught. */
export const svgDigest = (svg: string | Buffer) => createHash('sha256').update(svg).digest('hex').slice(0, 16);

/** The smallest width drawn that covers the one asked, else the largest. */
export const renditionWidth = (asked: number): number =>
  RENDITION_WIDTHS.find((width) => width >= asked) ?? IMAGE_WIDTH_LARGE;

/** The manifest of `root` (path → the SVG's digest), or null when there are no renditions. */
export function readManifest(root: string): Record<string, string> | null {
  const file = join(root, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}

/** Answers /media's pictures asked at a width with their renditions in `root`; a no-op without any. */
export function serveRenditions(app: FastifyInstance, root: string) {
  const manifest = readManifest(root);
  if (!manifest) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/media/')) return;
    const query = req.url.indexOf('?');
    if (query < 0) return;
    const width = Number(new URLSearchParams(req.url.slice(query + 1)).get('w'));
    if (!Number.isInteger(width) || width <= 0) return;
    if (!/\bimage\/webp\b/.test(req.headers.accept ?? '')) return;
    let path: string;
    try {
      path = decodeURIComponent(req.url.slice('/media/'.length, query));
    } catch {
      return;
    }
    // only a picture the manifest names: nothing else of the disk can be reached from here
    const digest = Object.hasOwn(manifest, path) ? manifest[path] : undefined;
    if (!digest) return;
    const drawnWidth = renditionWidth(width);
    const etag = `"${digest}-${drawnWidth}"`;
    reply
      .header('cache-control', `public, max-age=${MEDIA_CACHE_SECONDS}`)
      .header('vary', 'accept')
      .header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(await readFile(join(root, renditionFile(path, drawnWidth))));
  });
}
