// What the image's run-time node_modules carries that nothing runs: source maps, TypeScript
// sources and declarations, better-sqlite3's C sources and build files (it loads a prebuilt
// binary), the C++ headers it would compile against (node-addon-api) and its prebuilt binaries
// for other platforms: about half of its 96 MB.
//
// The Dockerfile's deps stage runs it with the image's own Node (`node scripts/prune-modules.ts
// node_modules`: plain type-stripped TypeScript, no packages), so the binary it keeps is the one
// the image loads; it prints what it removed.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** better-sqlite3's prebuilt binary for this process's platform (what its lib/binding.js loads) */
export function prebuildOf(platform: string, arch: string, musl: boolean): string {
  return `${musl && platform === 'linux' ? 'linuxmusl' : platform}-${arch}.node`;
}

const DECLARATION = /\.d\.[cm]?ts$/;
const SOURCE = /\.[cm]?tsx?$/;
const NATIVE_LEFTOVERS = new Set(['deps', 'src', 'build', 'binding.gyp']);

/**
 * Whether `path` (relative to node_modules, `/`-separated) may go. `keepPrebuild` is the one
 * better-sqlite3 binary to keep. Type declarations go too: nothing type-checks in the image.
 */
export function prunable(path: string, keepPrebuild: string, isDirectory = false): boolean {
  const parts = path.split('/');
  const name = parts.at(-1) ?? '';
  // type packages, and the headers a native module compiles against (better-sqlite3 loads a prebuilt binary)
  if (parts[0] === '@types' || parts[0] === 'node-addon-api') return true;
  if (!isDirectory && (name.endsWith('.map') || DECLARATION.test(name) || SOURCE.test(name))) return true;
  if (parts[0] === 'better-sqlite3') {
    if (parts.length === 2 && NATIVE_LEFTOVERS.has(name)) return true;
    if (parts.length === 3 && parts[1] === 'prebuilds' && name !== keepPrebuild) return true;
  }
  return false;
}

/** Removes what may go under `modules`; returns the paths removed and the bytes they held. */
export function pruneModules(modules: string, keepPrebuild: string) {
  const removed: string[] = [];
  let bytes = 0;
  const sizeOf = (path: string): number => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.size;
    return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
  };
  const visit = (relative: string) => {
    for (const entry of readdirSync(join(modules, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (prunable(path, keepPrebuild, entry.isDirectory())) {
        bytes += sizeOf(join(modules, path));
        rmSync(join(modules, path), { recursive: true, force: true });
        removed.push(path);
      } else if (entry.isDirectory()) visit(path);
    }
  };
  visit('');
  return { removed, bytes };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const modules = process.argv[2] ?? 'node_modules';
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  const musl = process.platform === 'linux' && !report?.header?.glibcVersionRuntime;
  const keep = prebuildOf(process.platform, process.arch, musl);
  const { removed, bytes } = pruneModules(modules, keep);
  console.log(
    `pruned ${removed.length} files and folders (${(bytes / 1e6).toFixed(1)} MB) from ${modules}; better-sqlite3 keeps prebuilds/${keep}`,
  );
}
