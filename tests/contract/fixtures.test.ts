import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from './cases/index.ts';
import { ROLES } from './fixture-roles.ts';
import { a, fixtureTemplate, g, readFixtures } from './fixtures.ts';
import { TOKEN_PERSONA, tokenVariable } from './target.ts';

const file = (content: unknown) => {
  const path = join(mkdtempSync(join(tmpdir(), 'fixtures-')), 'f.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
};

describe('the fixtures a QA engineer fills in', () => {
  it('has a template naming every record the cases name, with what it must be', () => {
    const template = JSON.parse(fixtureTemplate());
    expect(template.goods['1']).toMatch(/certificate and a holder/);
    expect(template.artists['101']).toMatch(/three or more news/);
    expect(template.codes['2f411ecfb0588f7fc5749070f8238caf']).toMatch(/hash/);
    expect(Object.keys(template)).toEqual(Object.keys(ROLES));
  });

  it('refuses a template entry left unfilled, and takes ids and codes', () => {
    expect(() => readFixtures(file({ goods: { 1: ROLES.goods[1] } }))).toThrow(/still the template’s description/);
    expect(readFixtures(file({ goods: { 1: 5120 }, codes: { WC202600001: 'TC202400017' } }))).toEqual({
      goods: { 1: 5120 },
      codes: { WC202600001: 'TC202400017' },
    });
  });

  it('lets a case name only records that have a role', () => {
    expect(g(1)).toBe(1);
    expect(a(101)).toBe(101);
    expect(() => g(4)).toThrow(/goods 4 has no role/);
  });
});

describe('the contract suite guide (docs/contract-suite.md)', () => {
  it('lists the token variable of every persona the cases run as', () => {
    const personas = new Set([TOKEN_PERSONA]);
    for (const entry of Object.values(ENTRIES)) {
      if (entry.persona) personas.add(entry.persona);
      for (const error of entry.errors) if (error.persona) personas.add(error.persona);
    }
    const readme = readFileSync('docs/contract-suite.md', 'utf8');
    expect([...personas].map(tokenVariable).filter((variable) => !readme.includes(`\`${variable}\``))).toEqual([]);
    // the CONTRACT_TOKENS example names them all, with no "…" standing for the rest
    const example = readme.match(/`(\{ "demo-master": [^`]*\})`/)?.[1] ?? '';
    expect(Object.keys(JSON.parse(example)).sort()).toEqual([...personas].sort());
  });
});
