// server/plugins/ is the server's plumbing, server/plugins/mock/ the mock's own behaviour
// (docs/development.md): no plumbing plugin imports the mock's, so that a reader, or a server
// without the mock, can take the one without the other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const plumbing = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** The module specifiers a file imports, statically or not (types included). */
const importsOf = (file: string) =>
  [...readFileSync(join(here, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    ([, specifier]) => specifier ?? '',
  );

describe('the plugins', () => {
  it('are split between the plumbing and the mock (the folder exists and holds the scenarios)', () => {
    expect(plumbing).toContain('envelope.ts');
    expect(readdirSync(join(here, 'mock'))).toContain('scenarios.ts');
  });

  it.each(plumbing)('%s imports nothing of the mock’s plugins', (file) => {
    expect(importsOf(file).filter((specifier) => /(^|\/)mock\//.test(specifier))).toEqual([]);
  });
});
