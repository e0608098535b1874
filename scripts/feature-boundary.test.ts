// The folder boundaries of web/src are lint rules (biome.json's overrides): a feature imports no
// other feature and not the app shell, at any depth of `../`. Each probe below is linted as a file
// of the search feature, in a copy of the configuration outside the repository (so that no step
// running beside this one sees it): a cross-feature import must fail lint, a shared one must not.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REFUSED = [
  "import { x } from '../treasure/rules.ts';",
  "import type { X } from '../treasure/rules.ts';",
  "import { x } from '../../features/treasure/rules.ts';",
  "import { x } from '../../../web/src/features/treasure/rules.ts';",
  "export { x } from '../../features/treasure/rules.ts';",
  "export const later = () => import('../../features/treasure/rules.ts');",
  "import { x } from '../../app/routes.ts';",
];
const ALLOWED = [
  "import { x } from './texts.ts';",
  "import { x } from '../../lib/i18n.ts';",
  "import { x } from '../../components/page.tsx';",
  "import { x } from '../../locales/zn.ts';",
  "import { x } from '#contract/limits.ts';",
];

/** The probes that lint finds crossing the boundary, each linted as a file of the search feature. */
function crossing(probes: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'feature-boundary-'));
  try {
    const config = JSON.parse(readFileSync('biome.json', 'utf8'));
    delete config.$schema;
    writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
    const folder = 'web/src/features/search';
    mkdirSync(join(dir, folder), { recursive: true });
    for (const [i, probe] of probes.entries())
      writeFileSync(join(dir, folder, `probe-${i}.ts`), `${probe}\nexport const p = 1;\n`);
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [resolve('node_modules/@biomejs/biome/bin/biome'), 'lint', '--reporter=json', folder],
        {
          cwd: dir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const { diagnostics } = JSON.parse(output) as { diagnostics: { category: string; location: { path: string } }[] };
    const files = new Set(
      diagnostics
        .filter(({ category }) => category === 'lint/style/noRestrictedImports')
        .map(({ location }) => location.path),
    );
    return probes.filter((_, i) => files.has(`${folder}/probe-${i}.ts`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a feature', () => {
  it('may not import another feature or the app shell, however many ../ it writes; it may import its own files and what web/src shares', () => {
    expect(crossing([...REFUSED, ...ALLOWED])).toEqual(REFUSED);
  });
});
