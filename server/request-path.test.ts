import { describe, expect, it } from 'vitest';
import { pathOf } from './request-path.ts';

describe('pathOf', () => {
  it('is the URL up to its query', () => {
    expect(pathOf('/api/goods/info?data=x&lang=en')).toBe('/api/goods/info');
    expect(pathOf('/detail/1?a=1?b=2')).toBe('/detail/1');
    expect(pathOf('/detail/1?')).toBe('/detail/1');
  });

  it('is the whole URL when it has no query, and empty for an empty URL', () => {
    expect(pathOf('/api/goods/info')).toBe('/api/goods/info');
    expect(pathOf('?only=query')).toBe('');
    expect(pathOf('')).toBe('');
  });
});
