// npm run size: the gzipped JS and CSS that a first visit to / loads before it is interactive
// (the page's own scripts from web/public, the entry and the app it starts, with their static
// imports, and the / screen's chunk with its own), in Chinese; an English visitor's also loads the
// shell's English texts, printed beside it; and each screen's own chunk. Budget for /: 127 KB,
// which `npm run test:all` holds it to (`--check`, scripts/test-steps.ts), as it holds the parts
// every page fetches once idle to adding no stylesheet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { IDLE_PARTS } from './idle-parts.ts';
import { closure, filesOf, readManifest, screenKey, screenRoutes, shellKeysOf, WEB_DIST } from './web-manifest.ts';

const BUDGET_KB = 127;
const ENGLISH_TEXTS = 'src/locales/en.ts';

const found = readManifest();
if (!found) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = found;
const gz = (file: string) => gzipSync(readFileSync(join(WEB_DIST, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (files: Iterable<string>) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gz(file);
    else js += gz(file);
  }
  return { js, css };
};

const entryKeys = shellKeysOf(manifest);

/** The classic scripts the page names besides the entry (web/public's page-start.js), as files of the build. */
const pageScripts = [
  ...readFileSync(join(WEB_DIST, 'index.html'), 'utf8').matchAll(
    /<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g,
  ),
].map(([, file]) => file as string);

const home = screenRoutes.find((route) => route.path === '/')!;
const homeKeys = closure(manifest, screenKey(home)!, new Set(entryKeys));
const first = total([...pageScripts, ...filesOf(manifest, homeKeys)]);
const firstTotal = first.js + first.css;
console.log(
  `First visit to /: ${kb(first.js)} KB JS + ${kb(first.css)} KB CSS = ${kb(firstTotal)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
console.log(
  `  of which the shell (entry, the app it starts, their imports): ${kb(total(filesOf(manifest, entryKeys)).js)} KB JS`,
);
console.log(`  and the page's own scripts (${pageScripts.join(', ')}): ${kb(total(pageScripts).js)} KB JS`);
// web/src/lib/i18n.ts loads them for an English page only
const english = manifest[ENGLISH_TEXTS] ? total(filesOf(manifest, [ENGLISH_TEXTS])).js : 0;
console.log(`  an English visitor's also loads the shell's English texts: ${kb(english)} KB JS\n`);

const rows = screenRoutes.map((route) => {
  const key = screenKey(route);
  if (!key || !manifest[key]) return { path: route.path, own: 0, extra: 0 };
  const own = total(filesOf(manifest, [key]));
  const shell = filesOf(manifest, entryKeys);
  const needed = total(
    [...filesOf(manifest, closure(manifest, key, new Set(entryKeys)))].filter((file) => !shell.has(file)),
  );
  return { path: route.path, own: own.js + own.css, extra: needed.js + needed.css };
});
console.log('| screen | own chunk KB | with what it loads beyond the shell KB |');
console.log('|---|---:|---:|');
for (const row of rows.sort((a, b) => b.extra - a.extra))
  console.log(`| ${row.path} | ${kb(row.own)} | ${kb(row.extra)} |`);

// What every page fetches once it is idle brings no stylesheet of its own (idle-parts.ts).
const pageStyles = filesOf(manifest, entryKeys);
const everyPageIdle = IDLE_PARTS.filter((part) => part.everyPage && manifest[part.source]).map((part) => part.source);
const idleStyles = everyPageIdle.flatMap((key) =>
  [...filesOf(manifest, closure(manifest, key))]
    .filter((file) => file.endsWith('.css') && !pageStyles.has(file))
    .map((file) => `${key}: ${file}`),
);
console.log(
  `\nStylesheets added once the page is idle: ${idleStyles.length ? idleStyles.join(', ') : 'none (they come with the page)'}`,
);

if (process.argv.includes('--check') && firstTotal / 1024 > BUDGET_KB) {
  console.error(`\n/ loads ${kb(firstTotal)} KB, over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
if (process.argv.includes('--check') && idleStyles.length) {
  console.error(
    `\nIdle parts bring stylesheets of their own (${idleStyles.join(', ')}): import them in web/src/main.tsx`,
  );
  process.exit(1);
}
