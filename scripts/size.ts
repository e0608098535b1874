// npm run size: the gzipped JS and CSS that a first visit to / loads before it is interactive
// (the entry, its static imports, and the / screen's chunk with its own), and each screen's
// own chunk. Budget for /: 130 KB.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenRoutes } from '../web/src/app/routes.ts';

const DIST = 'dist/web';
const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 130);
type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const manifestFile = join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}
const filesOf = (keys: Set<string>) => {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
};
const total = (files: Iterable<string>) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gz(file);
    else js += gz(file);
  }
  return { js, css };
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const entryKeys = closure(entryKey);
const screenKey = (load: () => unknown) => {
  const match = /import\(["'`]\.\.\/(features\/[^"'`]+)["'`]\)/.exec(load.toString());
  return match ? `src/${match[1]}` : undefined;
};

const home = screenRoutes.find((route) => route.path === '/')!;
const homeKeys = closure(screenKey(home.load)!, new Set(entryKeys));
const first = total(filesOf(homeKeys));
const firstTotal = first.js + first.css;
console.log(
  `First visit to /: ${kb(first.js)} KB JS + ${kb(first.css)} KB CSS = ${kb(firstTotal)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
console.log(`  of which the shell (entry and its imports): ${kb(total(filesOf(entryKeys)).js)} KB JS\n`);

const rows = screenRoutes.map((route) => {
  const key = screenKey(route.load);
  if (!key || !manifest[key]) return { path: route.path, own: 0, extra: 0 };
  const own = total(filesOf(new Set([key])));
  const needed = total([...filesOf(closure(key, new Set(entryKeys)))].filter((file) => !filesOf(entryKeys).has(file)));
  return { path: route.path, own: own.js + own.css, extra: needed.js + needed.css };
});
console.log('| screen | own chunk KB | with what it loads beyond the shell KB |');
console.log('|---|---:|---:|');
for (const row of rows.sort((a, b) => b.extra - a.extra))
  console.log(`| ${row.path} | ${kb(row.own)} | ${kb(row.extra)} |`);

if (process.argv.includes('--check') && firstTotal / 1024 > BUDGET_KB) {
  console.error(`\n/ loads ${kb(firstTotal)} KB, over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
