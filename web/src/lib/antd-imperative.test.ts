import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPERATIVE = ['ActionSheet', 'Dialog', 'ImageViewer', 'Modal', 'Toast'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('antd-mobile imperative calls', () => {
  it('are imported from lib/antd-imperative.ts only (elsewhere they would render nothing)', () => {
    const offenders = sources('web/src').flatMap((file) => {
      if (file.endsWith('antd-imperative.ts')) return [];
      const imports = readFileSync(file, 'utf8').matchAll(
        /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd-mobile'/g,
      );
      return [...imports].flatMap(([, names]) =>
        names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0])
          .filter((name) => IMPERATIVE.includes(name))
          .map((name) => `${file}: ${name}`),
      );
    });
    expect(offenders).toEqual([]);
  });
});
