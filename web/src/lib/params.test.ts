import { describe, expect, it } from 'vitest';
import { packsParams, readQuery, screenUrl } from './params.ts';

describe('__params packing (product §2)', () => {
  it('packs the query of detail, detail_unit, grap, record, adtiViolation, tcdetail and report into one value', () => {
    for (const path of [
      '/detail/1',
      '/detail_unit/785',
      '/grap/1',
      '/record/1',
      '/adtiViolation/1',
      '/tcdetail/101',
      '/report/1',
    ]) {
      expect(packsParams(path)).toBe(true);
      const url = screenUrl(path, { status: 1, is_link: 1 });
      const search = new URL(url, 'http://x').searchParams;
      expect([...search.keys()]).toEqual(['__params']);
      expect(JSON.parse(search.get('__params')!)).toEqual({ status: '1', is_link: '1' });
    }
  });

  it('leaves other screens with a plain query', () => {
    expect(packsParams('/detail_pr/3')).toBe(false);
    expect(screenUrl('/detailTeacher', { tcName: '李明远' })).toBe('/detailTeacher?tcName=%E6%9D%8E%E6%98%8E%E8%BF%9C');
    expect(screenUrl('/home')).toBe('/home');
  });

  it('reads packed and plain parameters, packed ones winning, and ignores a broken __params', () => {
    expect(readQuery('?__params=%7B%22status%22%3A%221%22%7D&x=2')).toEqual({ status: '1', x: '2' });
    expect(readQuery('?status=2&__params=%7B%22status%22%3A%221%22%7D')).toEqual({ status: '1' });
    expect(readQuery('?__params=%7Bbroken')).toEqual({});
    expect(readQuery('?status=1')).toEqual({ status: '1' });
  });

  it('drops empty values', () => {
    expect(screenUrl('/report/1', { accuse_pattern: 0, empty: '', none: undefined })).toBe(
      '/report/1?__params=%7B%22accuse_pattern%22%3A%220%22%7D',
    );
  });
});
