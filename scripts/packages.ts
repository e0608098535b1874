// npm run packages [-- --out DIR]: the installable packages, packed by `npm pack` into DIR
// (dist/packages by default): @treasure-center/contract (the contract compiled, its
// declarations, the OpenAPI document), @treasure-center/mock (the compiled server of
// dist/node with its seed and media, startMock and the command) and @treasure-center/msw
// (MSW handlers answering what the seeded mock answered, recorded now). Prints the tarballs.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { itemAt } from '../contract/present.ts';
import { buildServer, SERVER_OUT } from './build-server.ts';
import { writeMiniModules } from './packages/mini-schemas.ts';
import { ANSWERS_FILE, recordAnswers } from './packages/record-answers.ts';

export const PACKAGES = ['contract', 'mock', 'msw'] as const;

const tsc = (...args: string[]) =>
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', ...args], { stdio: 'inherit' });

function buildContract() {
  tsc('-p', 'packages/contract/tsconfig.json');
  copyFileSync('openapi/openapi.json', 'packages/contract/openapi.json');
  // each call's answer schema alone, in zod/mini (@treasure-center/contract/mini/<call>)
  writeMiniModules('packages/contract/dist/mini');
}

function buildMock() {
  buildServer();
  cpSync(SERVER_OUT, 'packages/mock/dist', { recursive: true });
  // startMock's declarations: its types stand alone (server/start-mock.ts), so that file alone is
  // read and emitted (--noResolve), in a fifth of a second where the whole server took twelve
  const types = mkdtempSync(join(tmpdir(), 'treasure-mock-types-'));
  try {
    tsc(
      ...['--ignoreConfig', 'server/start-mock.ts', '--declaration', '--emitDeclarationOnly', '--noCheck'],
      ...['--noResolve', '--target', 'es2022', '--module', 'nodenext', '--outDir', types],
    );
    copyFileSync(join(types, 'start-mock.d.ts'), 'packages/mock/dist/server/start-mock.d.ts');
  } finally {
    rmSync(types, { recursive: true, force: true });
  }
}

async function buildMsw() {
  writeFileSync(ANSWERS_FILE, JSON.stringify(await recordAnswers()));
  tsc('-p', 'packages/msw/tsconfig.json');
}

export async function buildPackages(out: string): Promise<string[]> {
  for (const name of PACKAGES) rmSync(`packages/${name}/dist`, { recursive: true, force: true });
  buildContract();
  buildMock();
  await buildMsw();
  mkdirSync(out, { recursive: true });
  return PACKAGES.map((name) => {
    copyFileSync('CHANGELOG.md', `packages/${name}/CHANGELOG.md`);
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', resolve(out)], {
        cwd: `packages/${name}`,
        encoding: 'utf8',
      }),
    ) as { filename: string }[];
    return resolve(out, itemAt(packed, 0).filename);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist/packages' } } });
  for (const tarball of await buildPackages(values.out)) console.log(tarball);
}
