import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPERATIVE = ['ActionSheet', 'Dialog', 'ImageViewer', 'Modal', 'Toast'];
/** drawn by components/state-view.tsx and components/loading-dots.tsx instead */
const STATE_VIEWS = ['ErrorBlock', 'DotLoading'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `{ Name }` a source file imports from antd-mobile, as 'file: Name'. */
function antdImports(): { file: string; name: string }[] {
  return sources('web/src').flatMap((file) => {
    const imports = readFileSync(file, 'utf8').matchAll(
      /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd-mobile'/g,
    );
    return [...imports].flatMap(([, names = '']) =>
      names
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
        .filter(Boolean)
        .map((name) => ({ file, name })),
    );
  });
}

describe('antd-mobile imports', () => {
  it('take the imperative calls from lib/antd-imperative.ts only (elsewhere they would render nothing)', () => {
    const offenders = antdImports().filter(
      ({ file, name }) => IMPERATIVE.includes(name) && !file.endsWith('antd-imperative.ts'),
    );
    expect(offenders).toEqual([]);
  });

  it('leave loading, failed and empty states to the shared StateView and LoadingDots', () => {
    expect(antdImports().filter(({ name }) => STATE_VIEWS.includes(name))).toEqual([]);
  });
});
