// The shell chunk (vite.config.ts) holds the modules every visit needs. A static import from it
// that leads, through modules of other chunks, to contract/messages.ts makes a chunk cycle:
// messages.ts then spreads a shell-messages.ts that has not run yet, and messages such as
// 'Phone number wrong' come out as their bare keys. This walks the imports as the build does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appModules, SHELL_MODULES } from '../vite.config.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FORBIDDEN = ['contract/messages.ts', 'contract/messages-master-tools.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files a module imports statically (not `import()`), resolved; packages left out. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm)]
    .filter((match) => !/^\s*(?:import|export)\s+type\s/.test(match[0]))
    .flatMap(([, specifier]) => (specifier ? [specifier] : []));
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('#contract/')) return [join(ROOT, 'contract', specifier.slice('#contract/'.length))];
    if (specifier.startsWith('.')) return [resolve(dirname(file), specifier)];
    return [];
  });
}

const shellModules = [...sourceFiles(join(ROOT, 'web/src')), ...sourceFiles(join(ROOT, 'contract'))].filter((file) =>
  SHELL_MODULES.test(file),
);

/** The path from `file` to a forbidden module, or null. */
function pathToForbidden(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const next of staticImports(file)) {
    const name = relative(ROOT, next);
    if (FORBIDDEN.includes(name)) return [name];
    if (SHELL_MODULES.test(next) || next.endsWith('.css')) continue;
    const rest = pathToForbidden(next, seen);
    if (rest) return [name, ...rest];
  }
  return null;
}

describe('the shell chunk', () => {
  it('has its modules (the pattern still matches the code)', () => {
    const names = shellModules.map((file) => relative(ROOT, file));
    expect(names).toContain('web/src/lib/api/client.ts');
    expect(names).toContain('contract/shell-messages.ts');
  });

  it.each(shellModules.map((file) => [relative(ROOT, file), file]))(
    '%s does not lead statically to contract/messages.ts',
    (_name, file) => {
      expect(pathToForbidden(file)).toBeNull();
    },
  );
});

describe("the early start's own copies (vite.config.ts, earlyOwnCopies)", () => {
  it('join none of the app’s chunks, whose modules they are copies of', () => {
    const language = join(ROOT, 'contract/language.ts');
    expect(appModules(SHELL_MODULES)(language)).toBe(true);
    expect(appModules(SHELL_MODULES)(`${language}?early-copy`)).toBe(false);
  });
});
