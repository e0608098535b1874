import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls.ts';
import { fixtureTemplate } from './fixture-needs.ts';
import { rawFixtureLiterals } from './raw-fixtures.ts';

const CASES = 'tests/contract/cases';

describe('every record a case names goes through the fixture map', () => {
  it('no case file writes a seed id, code, hash, seal or persona name as a literal', () => {
    const found = readdirSync(CASES)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => rawFixtureLiterals(readFileSync(join(CASES, name), 'utf8')).map((why) => `${name} ${why}`));
    expect(found).toEqual([]);
  });

  it('finds each kind of raw literal, and lets the map’s own lookups and comments be', () => {
    const source = [
      '// treasure 7 is in 101’s collection; a master’s seal',
      'ok: () => ({ body: { type: 1, artist_user_id: 1, artist_id: a(104) } }),',
      'ok: () => ({ body: { goods_id: g(2), type_id: 1 } }),',
      "noToken(() => ({ body: { sign: '/media/seals/a101.svg' } })),",
      "request: () => ({ body: { role: 'institution', name: '李明远', phone: '13907980101' } }),",
      "request: data({ serial_number: 'WC202600001' }),",
      "request: () => ({ path: '/api/goods/share/7' }),",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a case's source, as the check reads it
      "request: () => ({ query: { serial_number: code('DV0001') }, path: `/api/goods/share/${g(1)}` }),",
      "request: () => ({ path: '/api/goods/transferRecords/0', body: { goods_id: UNKNOWN_ID, id: 'x' } }),",
    ].join('\n');
    const found = rawFixtureLiterals(source);
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'line 4',
      'line 5',
      'line 5',
      'line 6',
      'line 7',
      'line 2',
      'line 3',
    ]);
    expect(found.join('\n')).toMatch(/artist_user_id: 1 names a record/);
    expect(found.join('\n')).toMatch(/'李明远' is in the fixtures' codes/);
  });

  it('`npm run contract:fixtures` lists the records of the write-only cases too', async () => {
    const template = JSON.parse(await fixtureTemplate(allCalls));
    expect(template.users['12']).toMatch(/artist_user\.id/);
    expect(template.audioRules['1']).toMatch(/rule_id/);
    for (const value of ['/media/seals/a101.svg', '李明远', '13907980101', 'NOPE01', '赌博'])
      expect(template.codes[value], value).toEqual(expect.any(String));
  });
});
