// The packages as another team gets them, on each Node release people run (22 maintenance, 24
// LTS, 26 current; each from the npm registry, tests/support/node-release.ts): `npm run
// packages` packs them once, an empty folder outside the repository (no workspace links)
// installs the tarballs with their dependencies from the npm registry (or npm's cache), tsc
// compiles a file using their types, and on each release vitest runs the consumer/*.consumer.ts
// files against them (startMock, the command, the MSW handlers). Prints how long each step took.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir, hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages } from '../../scripts/packages.ts';
import { envOn, type NodeRelease, nodeRelease } from '../support/node-release.ts';
import { checkBrowserBundles } from './browser-bundles.ts';

/** the Node majors the packages are proven on: 22 (maintenance), 24 (LTS), 26 (current) */
const NODE_MAJORS = [22, 24, 26] as const;
const CONSUMER_FILES = readdirSync('tests/packages/consumer');

const root = resolve('.');
const rootManifest = JSON.parse(readFileSync('package.json', 'utf8'));
const pinned = (name: string) => `${name}@${rootManifest.devDependencies[name]}`;
const work = mkdtempSync(join(tmpdir(), 'treasure-consumer-'));
const unpacked = join(work, 'unpacked');
let tarballs: string[] = [];
const timings: string[] = [];

function timed<T>(step: string, run: () => T): T {
  const start = performance.now();
  try {
    return run();
  } finally {
    timings.push(`${step}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dir, file)).isFile());
}

/** An empty front-end project in `folder`, with the consumer's files, tsconfig and vitest config. */
function writeConsumer(folder: string) {
  mkdirSync(folder, { recursive: true });
  // msw's own script (copying its browser worker) is the front end's choice, not the packages'
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'a-front-end', private: true, type: 'module', allowScripts: { msw: false } }),
  );
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        lib: ['ES2023', 'DOM'],
        types: ['node'],
      },
      files: ['types.ts'],
    }),
  );
  // a wrong file of its own, so that tsc reads the same settings
  writeFileSync(
    join(folder, 'tsconfig.wrong.json'),
    JSON.stringify({ extends: './tsconfig.json', files: ['wrong-types.ts'] }),
  );
  // generous limits: a mock seeding its database on a loaded machine
  writeFileSync(
    join(folder, 'vitest.config.ts'),
    "export default { test: { include: ['*.consumer.ts'], testTimeout: 180_000, hookTimeout: 180_000 } };\n",
  );
  for (const file of CONSUMER_FILES) copyFileSync(join(root, 'tests/packages/consumer', file), join(folder, file));
}

beforeAll(async () => {
  const start = performance.now();
  tarballs = await buildPackages(join(work, 'packs'));
  timings.push(`npm run packages: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  mkdirSync(unpacked, { recursive: true });
  for (const tarball of tarballs) execFileSync('tar', ['xzf', tarball, '-C', unpacked, '--one-top-level']);
});

afterAll(() => {
  console.log(`consumer test in ${work}\n  ${timings.join('\n  ')}`);
  rmSync(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('are versioned 0.x and carry nothing of this machine', () => {
    expect(tarballs.map((tarball) => tarball.split('/').pop())).toEqual([
      expect.stringMatching(/^treasure-center-contract-0\.\d+\.\d+\.tgz$/),
      expect.stringMatching(/^treasure-center-mock-0\.\d+\.\d+\.tgz$/),
      expect.stringMatching(/^treasure-center-msw-0\.\d+\.\d+\.tgz$/),
    ]);
    const files = filesUnder(unpacked);
    expect(files.filter((file) => /(^|\/)(\.env|data\/|.*\.db$|.*\.log$|node_modules\/)/.test(file))).toEqual([]);
    const marks = [root, homedir(), ...(hostname().length >= 6 ? [hostname()] : [])];
    const texts = files.filter((file) => /\.(js|ts|json|md)$/.test(file));
    const leaks = texts.filter((file) => {
      const text = readFileSync(join(unpacked, file), 'utf8');
      return marks.some((mark) => text.includes(mark));
    });
    expect(leaks).toEqual([]);
    for (const name of ['contract', 'mock', 'msw'])
      expect(files).toContain(`treasure-center-${name}-${rootManifest.version}/package/CHANGELOG.md`);
  });
});

describe('the packages installed outside the repository', () => {
  // One install, by the Node that runs this test (the LTS in CI), serves every release: the
  // packages hold no native code of their own, and better-sqlite3's one N-API binary loads on
  // 22, 24 and 26. What npm would say on another release (EBADENGINE) is read from the engines
  // each installed package declares.
  const consumer = join(work, 'consumer');
  const releases = new Map<number, NodeRelease>();
  const run = (release: NodeRelease, command: string, args: string[]) =>
    spawnSync(command, args, {
      cwd: consumer,
      encoding: 'utf8',
      env: envOn(release, { ...process.env, NODE_ENV: 'test', NO_COLOR: '1', CONSUMER_NODE: release.version }),
    });
  const installer = () => nodeRelease(Number(process.versions.node.split('.')[0]));

  beforeAll(() => {
    for (const major of NODE_MAJORS)
      releases.set(
        major,
        timed(`Node ${major}`, () => nodeRelease(major)),
      );
    writeConsumer(consumer);
    const release = installer();
    const install = timed(`npm install (the tarballs, msw, vitest, typescript) on Node ${release.version}`, () =>
      run(release, 'npm', [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...tarballs,
        pinned('msw'),
        pinned('vitest'),
        pinned('typescript'),
        pinned('@types/node'),
      ]),
    );
    expect(install.status, install.stderr).toBe(0);
    // nothing to build: npm says nothing of install scripts or node-gyp
    expect(install.stderr).not.toMatch(/EBADENGINE|install-scripts|gyp/);
  });

  it.each(NODE_MAJORS)('ask for nothing Node %i lacks: every installed package takes it', (major) => {
    const { version } = releases.get(major) as NodeRelease;
    const refused = installedManifests(join(consumer, 'node_modules'))
      .filter(({ engines }) => engines?.node && !semver.satisfies(version, engines.node, { includePrerelease: true }))
      .map(({ name, engines }) => `${name} wants node ${engines?.node}`);
    expect(refused).toEqual([]);
  });

  it('have types that compile, and are not any', () => {
    const release = installer();
    const good = timed('tsc on a consumer file', () => run(release, 'npx', ['tsc', '-p', '.']));
    expect(good.status, good.stdout + good.stderr).toBe(0);
    const wrong = run(release, 'npx', ['tsc', '-p', 'tsconfig.wrong.json']);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/wrong-types\.ts\(5,\d+\): error TS2322/);
    expect(wrong.stdout).toMatch(/wrong-types\.ts\(6,\d+\): error TS2322/);
  });

  it.each(NODE_MAJORS)(
    'serve a lookup and a refusal from startMock, the command and the MSW handlers, on Node %i',
    (major) => {
      const release = releases.get(major) as NodeRelease;
      const tests = timed(`vitest in the consumer folder on Node ${release.version}`, () =>
        run(release, 'npx', ['vitest', 'run']),
      );
      expect(tests.status, tests.stdout + tests.stderr).toBe(0);
    },
  );

  // once: the bundles are the same whatever Node runs the bundler (browser-bundles.ts)
  it('bundle the MSW handlers for the browser with esbuild, Rollup and Vite', async () => {
    timings.push(...(await checkBrowserBundles(consumer)));
  });
});

/** name and engines of every package under `modules` (scoped ones and nested node_modules included) */
function installedManifests(modules: string): { name: string; engines?: { node?: string } }[] {
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)package\.json$/.test(file) && !/\/(test|tests|fixtures?)\//.test(file))
    .flatMap((file) => {
      try {
        const manifest = JSON.parse(readFileSync(join(modules, file), 'utf8'));
        // a package's own manifest, not a folder's {"type": "module"}
        return typeof manifest.name === 'string' && typeof manifest.version === 'string' ? [manifest] : [];
      } catch {
        return [];
      }
    });
}
