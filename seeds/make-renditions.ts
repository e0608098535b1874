// Regenerates seeds/renditions from seeds/media: `npx tsx seeds/make-renditions.ts` (after
// make-media.ts; needs Chromium, and a Chinese font such as fonts-wqy-microhei for the words drawn
// in certificates, seals and news covers). The output is committed.
//
// Every seed picture is an SVG, and a browser draws an SVG on the page's main thread: it parses it as
// a document of its own, lays out its text with the page's fonts and paints it, about a tenth of a
// second of a phone's time on the treasure page's dozen pictures. The real backend's pictures are
// photographs, decoded off the main thread. So the mock answers a picture asked at a width (`?w=`,
// as the pages ask) with a WebP drawn from the SVG at that width (server/media-renditions.ts), and
// the pages cost a phone what the real ones will.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { RENDITION_QUALITY, RENDITION_WIDTHS, renditionFile, svgDigest } from '../server/media-renditions.ts';
import { CHROMIUM_PATH } from '../tests/e2e/support/paths.ts';

const MEDIA = fileURLToPath(new URL('./media/', import.meta.url));
const OUT = fileURLToPath(new URL('./renditions/', import.meta.url));

const svgs = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgs(path);
    return name.endsWith('.svg') ? [path] : [];
  });

rmSync(OUT, { recursive: true, force: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const manifest: Record<string, string> = {};
let bytes = 0;
for (const file of svgs(MEDIA).sort()) {
  const path = relative(MEDIA, file).split('\\').join('/');
  const svg = readFileSync(file, 'utf8');
  manifest[path] = svgDigest(svg);
  for (const width of RENDITION_WIDTHS) {
    const base64 = await page.evaluate(
      async ({ svg, width, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((image.naturalHeight / image.naturalWidth) * width);
        canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
        if (!blob) throw new Error('no WebP encoder');
        const data = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (const byte of data) text += String.fromCharCode(byte);
        return btoa(text);
      },
      { svg, width, quality: RENDITION_QUALITY },
    );
    const out = join(OUT, renditionFile(path, width));
    mkdirSync(dirname(out), { recursive: true });
    const webp = Buffer.from(base64, 'base64');
    writeFileSync(out, webp);
    bytes += webp.length;
  }
}
await browser.close();
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
const count = Object.keys(manifest).length;
console.log(
  `renditions: ${count} pictures × ${RENDITION_WIDTHS.join(', ')} px, ${Math.round(bytes / 1024)} KB of WebP`,
);
