// Writes a brotli (.br) and a gzip (.gz) sibling of every text file of the build over 1 KB, once
// at build time, so the server sends them as they are (@fastify/static's preCompressed) instead
// of compressing on each request. Run by the Vite build (vite.config.ts), so `npm run build` and
// `npm run build:real` both get it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
export const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Compresses the build in `dir`; answers the totals, raw and brotli. */
export function compressAssets(dir: string): { files: number; raw: number; brotli: number } {
  const totals = { files: 0, raw: 0, brotli: 0 };
  for (const path of filesUnder(dir)) {
    const sizes = compressFile(path);
    if (!sizes) continue;
    totals.files++;
    totals.raw += sizes.raw;
    totals.brotli += sizes.brotli;
  }
  return totals;
}

/** Writes the .br and .gz siblings of one file of the build, when it is text over 1 KB. */
export function compressFile(path: string): { raw: number; brotli: number } | undefined {
  if (!COMPRESSIBLE.test(path)) return undefined;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) return undefined;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  return { raw: bytes.length, brotli: brotli.length };
}
