// A Node release of one major version, from the npm registry (the `node` package carries the
// official binary), kept in ~/.cache/treasure-center/node<major> as .ci/run keeps Node 24: so that
// a test can run something on Node 22, 24 and 26 whatever Node runs the test.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export type NodeRelease = { major: number; version: string; bin: string };

export function nodeRelease(major: number): NodeRelease {
  if (Number(process.versions.node.split('.')[0]) === major)
    return { major, version: process.versions.node, bin: dirname(process.execPath) };
  const prefix = join(homedir(), '.cache', 'treasure-center', `node${major}`);
  const bin = join(prefix, 'bin');
  if (!existsSync(join(bin, 'node')))
    execFileSync('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', `node@${major}`], {
      stdio: 'ignore',
    });
  const version = execFileSync(join(bin, 'node'), ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  return { major, version, bin };
}

/** The environment of a child that runs on `release`: its node first on PATH, npm included. */
export const envOn = (release: NodeRelease, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  PATH: `${release.bin}:${env.PATH ?? ''}`,
});
