// The packages' manifests (packages/*/package.json) agree with the repository: one 0.x version,
// the CHANGELOG's latest release; the mock's dependencies are the server's, at the same versions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const root = read('package.json');
const manifests = ['contract', 'mock', 'msw'].map((name) => read(`packages/${name}/package.json`));

describe('package manifests', () => {
  it('share one 0.x version, the latest release of CHANGELOG.md and of the repository', () => {
    const released = /^## \[(\d+\.\d+\.\d+)\]/m.exec(readFileSync('CHANGELOG.md', 'utf8'))?.[1];
    expect(released).toMatch(/^0\./);
    for (const manifest of manifests) expect(manifest.version).toBe(released);
    expect(root.version).toBe(released);
  });

  it('name their packages under one scope', () => {
    expect(manifests.map((manifest) => manifest.name)).toEqual([
      '@treasure-center/contract',
      '@treasure-center/mock',
      '@treasure-center/msw',
    ]);
  });

  it("pin the server's dependencies at the repository's versions", () => {
    const [contract, mock, msw] = manifests;
    expect(mock.dependencies).toEqual(root.dependencies);
    // the contract suite's command runs on vitest, at the repository's version
    expect(contract.dependencies).toEqual({ vitest: root.devDependencies.vitest, zod: root.dependencies.zod });
    expect(msw.dependencies).toEqual({ zod: root.dependencies.zod });
    // msw 2 and 3 alike; the repository tests with the newest, which the range must include
    expect(msw.peerDependencies.msw.split(' || ')).toEqual(['^2.14.7', `^${root.devDependencies.msw}`]);
  });
});
