// The Node releases the project says it runs on are ones every package of the lock file accepts:
// `npm ci` on them prints no EBADENGINE (and, with engine-strict, does not stop).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const packageEngines = (name: string) =>
  (JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')) as { engines: { node: string } }).engines.node;

/** the packages of the lock file whose engines refuse `node` */
function refusing(node: string, only: (path: string, dev: boolean) => boolean = () => true) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path && only(path, Boolean(entry.dev)))
    .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
    .filter(([, range]) => range && !semver.satisfies(node, range, { includePrerelease: true }))
    .map(([path, range]) => `${path} wants ${range}`);
}

describe('the Node releases the project runs on', () => {
  // the oldest release package.json admits on each line, and the newest majors' first releases
  const releases = ['22.22.2', '24.15.0', '26.0.0'];

  it('are what package.json says: 22.22.2, 24.15 or later, 26 or later; Node 20 refused', () => {
    for (const release of releases) expect(semver.satisfies(release, manifest.engines.node), release).toBe(true);
    for (const old of ['20.20.2', '22.21.0']) expect(semver.satisfies(old, manifest.engines.node), old).toBe(false);
  });

  it.each(releases)('Node %s: every package of the lock file accepts it', (release) => {
    expect(refusing(release)).toEqual([]);
  });

  it('the installable packages ask for 22.12, and their run-time dependencies accept it', () => {
    for (const name of ['contract', 'mock', 'msw']) expect(packageEngines(name), name).toBe('>=22.12');
    expect(refusing('22.12.0', (path, dev) => !dev && !path.startsWith('tools/'))).toEqual([]);
  });
});
