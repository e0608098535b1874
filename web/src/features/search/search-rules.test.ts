// The validation rules of the visitor search (product §5) and what a scan means.
import { describe, expect, it } from 'vitest';
import { BLOCKCHAIN_HASH_LENGTH, MASTER_NAME_MAX, TREASURE_CODE_LENGTH } from '#contract/limits.ts';
import {
  checkMasterName,
  clampTo,
  counterText,
  interpretScan,
  isBlockchainHash,
  planTreasureSearch,
} from './search-rules.ts';

const HASH = '89641f5460a42031d02c0a995c107f96';
const ORIGIN = 'https://treasure.example';

describe('treasure search: what the search button does', () => {
  it('asks for a code or a hash when both are empty (or only spaces)', () => {
    expect(planTreasureSearch('', '')).toEqual({ kind: 'empty' });
    expect(planTreasureSearch('   ', ' \t')).toEqual({ kind: 'empty' });
  });

  it('looks up an 11-character code as a treasure code', () => {
    expect('WC202600001').toHaveLength(TREASURE_CODE_LENGTH);
    expect(planTreasureSearch('WC202600001', '')).toEqual({ kind: 'code', code: 'WC202600001' });
    // phone keyboards change case: codes are searched in capitals
    expect(planTreasureSearch('wc202600001', '')).toEqual({ kind: 'code', code: 'WC202600001' });
    expect(planTreasureSearch('dv0001', '')).toEqual({ kind: 'derivative', code: 'DV0001' });
    expect(planTreasureSearch('  WC202600001 ', '')).toEqual({ kind: 'code', code: 'WC202600001' });
  });

  it('treats a code that is not 11 characters as a derivative-item code', () => {
    expect(planTreasureSearch('DV0001', '')).toEqual({ kind: 'derivative', code: 'DV0001' });
    expect(planTreasureSearch('WC20260000', '')).toEqual({ kind: 'derivative', code: 'WC20260000' });
    expect(planTreasureSearch('WC2026000011', '')).toEqual({ kind: 'derivative', code: 'WC2026000011' });
  });

  it('looks up a 32-character hash by its uuid, in lower case', () => {
    expect(HASH).toHaveLength(BLOCKCHAIN_HASH_LENGTH);
    expect(planTreasureSearch('', HASH)).toEqual({ kind: 'hash', hash: HASH });
    expect(planTreasureSearch('', HASH.toUpperCase())).toEqual({ kind: 'hash', hash: HASH });
  });

  it('refuses a hash of the wrong length or with other characters than 0-9 and a-f', () => {
    expect(planTreasureSearch('', HASH.slice(1))).toEqual({ kind: 'badHash' });
    expect(planTreasureSearch('', `${HASH.slice(1)}g`)).toEqual({ kind: 'badHash' });
    expect(isBlockchainHash(HASH)).toBe(true);
    expect(isBlockchainHash(`${HASH}0`)).toBe(false);
  });

  it('searches the code when both are filled', () => {
    expect(planTreasureSearch('WC202600001', HASH)).toEqual({ kind: 'code', code: 'WC202600001' });
  });
});

describe('master search: the name rules', () => {
  it("empty: 'Please enter the name of the master you want to view'", () => {
    expect(checkMasterName('')).toBe('empty');
    expect(checkMasterName('   ')).toBe('empty');
  });

  it("under 2 characters: 'Please enter the full master name'", () => {
    expect(checkMasterName('李')).toBe('tooShort');
    expect(checkMasterName(' L ')).toBe('tooShort');
  });

  it('accepts 2 characters and more, in either language', () => {
    expect(checkMasterName('李明')).toBeNull();
    expect(checkMasterName('Li Ming')).toBeNull();
    expect(checkMasterName('一二三四五六七八九十一二三四五')).toBeNull();
  });
});

describe('inputs', () => {
  it('shows the live counter n/max', () => {
    expect(counterText('', TREASURE_CODE_LENGTH)).toBe('0/11');
    expect(counterText('WC2026', TREASURE_CODE_LENGTH)).toBe('6/11');
    expect(counterText(HASH, BLOCKCHAIN_HASH_LENGTH)).toBe('32/32');
    expect(counterText('李明远', MASTER_NAME_MAX)).toBe('3/15');
  });

  it('cuts a paste to the limit, counting characters (not UTF-16 units)', () => {
    expect(clampTo('WC2026000011234', TREASURE_CODE_LENGTH)).toBe('WC202600001');
    expect(clampTo('一二三四五六七八九十一二三四五六七', MASTER_NAME_MAX)).toHaveLength(MASTER_NAME_MAX);
    expect(clampTo('𠀀𠀁', 1)).toBe('𠀀');
  });
});

describe('what a scan means', () => {
  it('nothing read (cancelled) does nothing', () => {
    expect(interpretScan(null, 'treasure', ORIGIN)).toEqual({ kind: 'nothing' });
    expect(interpretScan('  ', 'master', ORIGIN)).toEqual({ kind: 'nothing' });
  });

  it('treasure tab: a code or a hash is searched', () => {
    expect(interpretScan('WC202600001', 'treasure', ORIGIN)).toEqual({
      kind: 'treasure',
      search: { kind: 'code', code: 'WC202600001' },
    });
    expect(interpretScan('DV0001', 'treasure', ORIGIN)).toEqual({
      kind: 'treasure',
      search: { kind: 'derivative', code: 'DV0001' },
    });
    expect(interpretScan(HASH, 'treasure', ORIGIN)).toEqual({ kind: 'treasure', search: { kind: 'hash', hash: HASH } });
  });

  it('a link to one of our pages opens it (the artist QR card: /tcdetail/{id}?status=1)', () => {
    expect(interpretScan(`${ORIGIN}/tcdetail/101?status=1`, 'master', ORIGIN)).toEqual({
      kind: 'page',
      path: '/tcdetail/101?status=1',
    });
    expect(interpretScan(`${ORIGIN}/detail/1?status=1`, 'treasure', ORIGIN)).toEqual({
      kind: 'page',
      path: '/detail/1?status=1',
    });
  });

  it('a link carrying a code or a hash searches it; any other link is unknown', () => {
    expect(interpretScan('https://elsewhere.example/q?serial_number=WC202600002', 'treasure', ORIGIN)).toEqual({
      kind: 'treasure',
      search: { kind: 'code', code: 'WC202600002' },
    });
    expect(interpretScan(`https://elsewhere.example/q?uuid=${HASH}`, 'treasure', ORIGIN)).toEqual({
      kind: 'treasure',
      search: { kind: 'hash', hash: HASH },
    });
    expect(interpretScan('https://elsewhere.example/tcdetail/101', 'master', ORIGIN)).toEqual({ kind: 'unknown' });
    expect(interpretScan(`${ORIGIN}/home`, 'treasure', ORIGIN)).toEqual({ kind: 'unknown' });
  });

  it('master tab: text is a name, cut to 15 characters', () => {
    expect(interpretScan('李明远', 'master', ORIGIN)).toEqual({ kind: 'master', name: '李明远' });
    expect(interpretScan('Li Mingyuan the Great Potter', 'master', ORIGIN)).toEqual({
      kind: 'master',
      name: 'Li Mingyuan the',
    });
  });
});
