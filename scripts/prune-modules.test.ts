import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prebuildOf, prunable, pruneModules } from './prune-modules.ts';

describe("what the image's node_modules sheds", () => {
  it('source maps, TypeScript sources and declarations, @types, wherever they are', () => {
    expect(prunable('fastify/fastify.js.map', 'linux-x64.node')).toBe(true);
    expect(prunable('zod/src/v4/classic/schemas.ts', 'linux-x64.node')).toBe(true);
    expect(prunable('zod/v4/index.d.cts', 'linux-x64.node')).toBe(true);
    expect(prunable('@types/node', 'linux-x64.node', true)).toBe(true);
    expect(prunable('fastify/fastify.js', 'linux-x64.node')).toBe(false);
    expect(prunable('zod/v4/index.cjs', 'linux-x64.node')).toBe(false);
    expect(prunable('source-map-support/source.map', 'linux-x64.node', true)).toBe(false);
  });

  it("better-sqlite3's C sources and build files, and the prebuilt binaries of other platforms", () => {
    for (const leftover of ['deps', 'src', 'build', 'binding.gyp'])
      expect(prunable(`better-sqlite3/${leftover}`, 'linux-x64.node', leftover !== 'binding.gyp')).toBe(true);
    expect(prunable('better-sqlite3/prebuilds/darwin-arm64.node', 'linux-x64.node')).toBe(true);
    expect(prunable('better-sqlite3/prebuilds/linux-x64.node', 'linux-x64.node')).toBe(false);
    expect(prunable('better-sqlite3/lib/binding.js', 'linux-x64.node')).toBe(false);
    expect(prunable('node-addon-api', 'linux-x64.node', true)).toBe(true);
    // another package's src is its code
    expect(prunable('some-package/src', 'linux-x64.node', true)).toBe(false);
  });

  it('keeps the binary better-sqlite3 loads on the platform', () => {
    expect(prebuildOf('linux', 'x64', false)).toBe('linux-x64.node');
    expect(prebuildOf('linux', 'arm64', true)).toBe('linuxmusl-arm64.node');
    expect(prebuildOf('darwin', 'arm64', false)).toBe('darwin-arm64.node');
  });
});

describe('pruneModules', () => {
  let modules = '';
  afterEach(() => rmSync(modules, { recursive: true, force: true }));

  it('removes what may go from a tree and says how much it held', () => {
    modules = mkdtempSync(join(tmpdir(), 'prune-'));
    const files = {
      'fastify/fastify.js': 'x'.repeat(10),
      'fastify/fastify.js.map': 'x'.repeat(100),
      'better-sqlite3/lib/index.js': 'x',
      'better-sqlite3/deps/sqlite3.c': 'x'.repeat(1000),
      'better-sqlite3/prebuilds/linux-x64.node': 'x',
      'better-sqlite3/prebuilds/win32-x64.node': 'x'.repeat(10),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(modules, path)), { recursive: true });
      writeFileSync(join(modules, path), text);
    }
    const { removed, bytes } = pruneModules(modules, 'linux-x64.node');
    expect(removed.sort()).toEqual([
      'better-sqlite3/deps',
      'better-sqlite3/prebuilds/win32-x64.node',
      'fastify/fastify.js.map',
    ]);
    expect(bytes).toBe(1110);
    expect(readdirSync(join(modules, 'better-sqlite3/prebuilds'))).toEqual(['linux-x64.node']);
    expect(readdirSync(join(modules, 'fastify'))).toEqual(['fastify.js']);
  });
});
