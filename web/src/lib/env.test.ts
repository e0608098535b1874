import { describe, expect, it } from 'vitest';
import { apiBase } from './env.ts';

describe('the API base (VITE_API_BASE)', () => {
  it('is /api on this site unless the build names another', () => {
    expect(apiBase(undefined)).toBe('/api');
    expect(apiBase('  ')).toBe('/api');
    expect(apiBase('https://mock.example.com/api/')).toBe('https://mock.example.com/api');
  });
});
