// The documentation's links and the files it names lead somewhere: every markdown link to a file
// of the repository (and its #anchor), and every path of the repository written in backticks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(join(import.meta.dirname, '../..'));
const docs = [
  'README.md',
  'CHANGELOG.md',
  'seeds/README.md',
  'docker/contract-input/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(root, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
const anchorsOf = (file: string) =>
  new Set(
    [...readFileSync(join(root, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      anchorOf(heading ?? ''),
    ),
  );

// top-level folders of the repository: a backticked path starting with one names a file of it
const FOLDERS = [
  'contract',
  'server',
  'web',
  'tests',
  'scripts',
  'docs',
  'db',
  'seeds',
  'deploy',
  'docker',
  'packages',
  'openapi',
  'tools',
];
// paths the build, a run or an install make, which a checkout does not hold
const MADE =
  /^(dist|data|test-results|node_modules)\/|^packages\/[^/]+\/(dist|openapi\.json|CHANGELOG\.md)|^packages\/msw\/src\/answers\.json$/;

function problemsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const problems: string[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const resolved = path ? normalize(join(dirname(file), path)) : file;
    if (!existsSync(join(root, resolved))) problems.push(`${file}: link to ${target}: no such file`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
      problems.push(`${file}: link to ${target}: no heading with that anchor`);
  }
  for (const [, quoted = ''] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = quoted.replace(/[:,.]+$/, '').replace(/\/$/, '');
    if (!FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`)) || MADE.test(path)) continue;
    if (/[<>*{}$]|\.\.\./.test(path)) continue; // a pattern or a placeholder, not one file
    if (!existsSync(join(root, path))) problems.push(`${file}: names \`${path}\`, which does not exist`);
  }
  return problems;
}

describe('the documentation', () => {
  it.each(docs)('%s: every link and every file it names exists', (file) => {
    expect(problemsOf(file)).toEqual([]);
  });
});
