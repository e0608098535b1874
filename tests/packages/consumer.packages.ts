// The packages as another team gets them: `npm run packages` packs them, an empty folder outside
// the repository (no workspace links) installs the tarballs with its dependencies from the npm
// registry (or npm's cache), and there tsc compiles a file using their types and vitest runs
// consumer/lookup.consumer.ts against them. Prints how long each step took.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackages } from '../../scripts/packages.ts';

const root = resolve('.');
const rootManifest = JSON.parse(readFileSync('package.json', 'utf8'));
const pinned = (name: string) => `${name}@${rootManifest.devDependencies[name]}`;
const work = mkdtempSync(join(tmpdir(), 'treasure-consumer-'));
const consumer = join(work, 'consumer');
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

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: consumer, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dir, file)).isFile());
}

beforeAll(async () => {
  const start = performance.now();
  tarballs = await buildPackages(join(work, 'packs'));
  timings.push(`npm run packages: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  execFileSync('mkdir', ['-p', consumer, unpacked]);
  for (const tarball of tarballs) execFileSync('tar', ['xzf', tarball, '-C', unpacked, '--one-top-level']);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'a-front-end',
      private: true,
      type: 'module',
      // npm 11 runs only the install scripts allowed here: better-sqlite3 builds its SQLite
      allowScripts: { 'better-sqlite3': true, esbuild: true },
    }),
  );
  writeFileSync(
    join(consumer, 'tsconfig.json'),
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
    join(consumer, 'tsconfig.wrong.json'),
    JSON.stringify({ extends: './tsconfig.json', files: ['wrong-types.ts'] }),
  );
  // generous limits: a mock seeding its database on a loaded machine
  writeFileSync(
    join(consumer, 'vitest.config.ts'),
    "export default { test: { include: ['*.consumer.ts'], testTimeout: 180_000, hookTimeout: 180_000 } };\n",
  );
  for (const file of ['types.ts', 'wrong-types.ts', 'lookup.consumer.ts'])
    copyFileSync(join(root, 'tests/packages/consumer', file), join(consumer, file));
  const install = timed('npm install (the tarballs, msw, vitest, typescript)', () =>
    run('npm', [
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
});

afterAll(() => {
  console.log(`consumer test in ${work}\n  ${timings.join('\n  ')}`);
  rmSync(work, { recursive: true, force: true });
});

describe('the packages installed outside the repository', () => {
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

  it('have types that compile, and are not any', () => {
    const good = timed('tsc on a consumer file', () => run('npx', ['tsc', '-p', '.']));
    expect(good.status, good.stdout + good.stderr).toBe(0);
    const wrong = run('npx', ['tsc', '-p', 'tsconfig.wrong.json']);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/wrong-types\.ts\(5,\d+\): error TS2322/);
    expect(wrong.stdout).toMatch(/wrong-types\.ts\(6,\d+\): error TS2322/);
  });

  it('serve a lookup and a refusal from startMock, the command and the MSW handlers', () => {
    const tests = timed('vitest in the consumer folder', () => run('npx', ['vitest', 'run']));
    expect(tests.status, tests.stdout + tests.stderr).toBe(0);
    expect(tests.stdout).toMatch(/3 passed/);
  });
});
