// npm run build: builds the front end into dist/web when web/ exists and something changed
// since the last build (so that `npm start` stays quick on the second run).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist/web/index.html';
const SOURCES = ['web', 'contract', 'package-lock.json', 'vite.config.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

if (!existsSync('web/index.html')) {
  console.log('build: no web/ yet, nothing to build');
} else if (existsSync(OUT) && newest(OUT) >= Math.max(...SOURCES.map(newest)) && !process.argv.includes('--force')) {
  console.log('build: dist/web is up to date');
} else {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
}
