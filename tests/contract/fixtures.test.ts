import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import { ENTRIES } from './cases/index.ts';
import { casesWithKeys, fixtureTemplate } from './fixture-needs.ts';
import { ROLES } from './fixture-roles.ts';
import { a, g, naming, readFixtures } from './fixtures.ts';
import { TOKEN_PERSONA, tokenVariable } from './target.ts';

const file = (content: unknown) => {
  const path = join(mkdtempSync(join(tmpdir(), 'fixtures-')), 'f.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
};

describe('the fixtures a QA engineer fills in', () => {
  it('has a template naming every record another server needs, with the first run that needs it', async () => {
    const template = JSON.parse(await fixtureTemplate(allCalls));
    expect(template.goods['1']).toMatch(/^\[read-only\] the showcase.*certificate and a holder/);
    expect(template.goods['5']).toMatch(/^\[CONTRACT_WRITE=1\] by another master/);
    expect(template.authorisations['1']).toMatch(/^\[CONTRACT_PROVISIONAL=1\] an active authorisation/);
    expect(template.codes['2f411ecfb0588f7fc5749070f8238caf']).toMatch(/hash/);
    // named only by checks that run on the mock alone
    expect(template.artists['106']).toBeUndefined();
  });

  it('marks the records a read-only run needs, and prints only those when asked', async () => {
    const readOnly = JSON.parse(await fixtureTemplate(allCalls, true));
    const keys = Object.entries(readOnly).flatMap(([kind, ids]) =>
      Object.keys(ids as object).map((id) => `${kind}.${id}`),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['goods.1', 'goods.2', 'goods.3', 'artists.101', 'artists.104', 'codes.WC202600001']),
    );
    expect(keys).not.toContain('goods.5');
    expect(Object.values(readOnly).flatMap((ids) => Object.values(ids as object))).toEqual(
      Array(keys.length).fill(expect.stringMatching(/^\[read-only\] /)),
    );
  });

  it('finds the records each case names by a dry run, requests and checks alike', async () => {
    const cases = await casesWithKeys(allCalls);
    expect([...(cases.get('goods.info success')?.keys ?? [])].sort()).toEqual(['codes.WC202600001', 'goods.1']);
    // named only by the spec's check of the answer
    expect(cases.get('auth.me success')?.keys).toEqual(new Set(['artists.101']));
    expect(cases.get('goods.like liked before')?.keys).toEqual(new Set(['goods.21']));
  });

  it('takes ids and codes, and keeps a line still holding the template’s text as not filled in', () => {
    const template = `[read-only] ${ROLES.codes.WC202600002}`;
    expect(
      readFixtures(
        file({ goods: { 1: 5120, 2: ROLES.goods[2] }, codes: { WC202600001: 'TC202400017', WC202600002: template } }),
      ),
    ).toEqual({
      map: { goods: { 1: 5120 }, codes: { WC202600001: 'TC202400017' } },
      unfilled: ['goods.2', 'codes.WC202600002'],
    });
    expect(() => readFixtures(file({ treasures: { 1: 2 } }))).toThrow(/is not a fixture file/);
  });

  it('takes an id written as a numeric string as a mapping, sent as written', async () => {
    const written = readFixtures(file({ goods: { 1: '50001', 2: ' 50002 ', 3: 'the holder’s treasure' } }));
    expect(written).toEqual({ map: { goods: { 1: '50001', 2: '50002' } }, unfilled: ['goods.3'] });
  });

  it('lets a case name only records that have a role, and only while it runs', async () => {
    expect(await naming(new Set(), () => [g(1), a(101)])).toEqual([1, 101]);
    await expect(naming(new Set(), () => g(4))).rejects.toThrow(/goods 4 has no role/);
    expect(() => g(1)).toThrow(/goods\.1 is named outside a case's request or check/);
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
