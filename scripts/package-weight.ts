// npm run size:packages: what the packages weigh in a browser app, bundled by Vite for the browser
// (minified, tree-shaken) from tiny apps that use them as a team would:
// - the MSW handlers (@treasure-center/msw) started in a worker: the handlers with msw itself, and
//   the handlers alone (msw left out: what the package adds to an app that has msw), budget
//   300 KB raw;
// - one call's schema from the contract package (@treasure-center/contract), parsing an answer,
//   budget 15 KB gzipped; and, for information, the same parse with `calls`' full schemas.
// Prints each figure raw and gzipped, against its budget; exits 1 over one (`--check`).
// The handlers answer from answers.json, which only `npm run packages` writes (CI runs both at
// once, and a file half-written by one would be read by the other): here the answers are
// recorded from the seeded mock into memory and given to the bundle as that file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import type { Records } from '../packages/msw/src/records.ts';
import { writeMiniModules } from './packages/mini-schemas.ts';
import { ANSWERS_FILE, recordAnswers } from './packages/record-answers.ts';

const KB = 1024;
/** What the MSW handlers may add to a browser app that has msw, minified, in KB. */
export const MSW_HANDLERS_BUDGET_KB = 300;

type App = {
  name: string;
  /** the app's source, importing from the repository's files */
  source: string;
  /** modules left out of the bundle */
  external?: string[];
  /** raw budget in KB, gzipped budget in KB */
  budget: { raw?: number; gzip?: number };
};

const root = resolve('.');
const CACHE = join(root, 'node_modules/.cache');
export const HANDLERS_ALONE: App = {
  name: 'MSW handlers alone (msw left out)',
  source: `import { handlers } from '${root}/packages/msw/src/index.ts';
console.log(handlers.length);`,
  external: ['msw', 'msw/browser'],
  budget: { raw: MSW_HANDLERS_BUDGET_KB },
};
const APPS: App[] = [
  {
    name: 'MSW handlers with msw itself (setupWorker; msw’s own weight, for information)',
    source: `import { setupWorker } from 'msw/browser';
import { handlers } from '${root}/packages/msw/src/index.ts';
await setupWorker(...handlers).start();`,
    budget: {},
  },
  HANDLERS_ALONE,
  {
    name: 'one call’s schema from the contract (goods/info)',
    // as @treasure-center/contract/mini/goodsInfo: the module the package ships (mini-schemas.ts)
    source: `import { data } from './mini/goodsInfo.js';
console.log(data.safeParse(JSON.parse(document.body.dataset.answer ?? '{}')).success);`,
    budget: { gzip: 15 },
  },
  {
    name: 'the same call’s schema from `calls`, with zod’s full API (for information)',
    source: `import { calls } from '${root}/contract/calls.ts';
console.log(calls.goodsInfo.data.safeParse(JSON.parse(document.body.dataset.answer ?? '{}')).success);`,
    budget: {},
  },
];

/** answers.json as the handlers import it, served from `records` (the file is never read). */
function answersFrom(records: Records): Plugin {
  const file = resolve(ANSWERS_FILE);
  return {
    name: 'answers-in-memory',
    enforce: 'pre',
    resolveId: (source, importer) => (importer && resolve(dirname(importer), source) === file ? file : undefined),
    load: (id) => (id === file ? JSON.stringify(records) : undefined),
  };
}

/** The app bundled for the browser, with the handlers' answers `records`: its chunks' total size, raw and gzipped. */
export async function weigh(app: App, records: Records): Promise<{ raw: number; gzip: number }> {
  // inside the repository, so that the app finds msw and zod in its node_modules
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, 'package-weight-'));
  try {
    const entry = join(dir, 'app.ts');
    writeFileSync(entry, app.source);
    writeMiniModules(join(dir, 'mini'));
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [answersFrom(records)],
      resolve: { conditions: ['browser'] },
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'app' },
        rolldownOptions: { external: app.external ?? [] },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const code = outputs.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []));
    return {
      raw: code.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
      gzip: code.reduce((sum, text) => sum + gzipSync(text).length, 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function packageWeights(): Promise<{ app: App; raw: number; gzip: number }[]> {
  const records = await recordAnswers();
  const weights = [];
  for (const app of APPS) weights.push({ app, ...(await weigh(app, records)) });
  return weights;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  let over = false;
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  for (const { app, raw, gzip } of await packageWeights()) {
    const limits = [
      app.budget.raw ? `raw budget ${app.budget.raw} KB` : '',
      app.budget.gzip ? `gzipped budget ${app.budget.gzip} KB` : '',
    ].filter(Boolean);
    console.log(`${app.name}: ${kb(raw)} raw, ${kb(gzip)} gzipped${limits.length ? ` (${limits.join(', ')})` : ''}`);
    if ((app.budget.raw && raw > app.budget.raw * KB) || (app.budget.gzip && gzip > app.budget.gzip * KB)) over = true;
  }
  if (over && process.argv.includes('--check')) {
    console.error('Over budget.');
    process.exit(1);
  }
}
