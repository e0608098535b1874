import { describe, expect, it } from 'vitest';
import { gate, inCI } from './tools.ts';

const nginx = { name: 'nginx', install: 'apt-get install nginx' };

describe('a test whose program is missing', () => {
  it('runs where the program is', () => {
    expect(gate({ ...nginx, present: true }, true)).toEqual({ run: true });
    expect(gate({ ...nginx, present: true }, false)).toEqual({ run: true });
  });

  it("is skipped on a developer's machine, saying which program and how to install it", () => {
    expect(gate({ ...nginx, present: false }, false)).toEqual({
      skip: 'skipped, nginx is not installed here (apt-get install nginx)',
    });
  });

  it('fails in CI, saying so', () => {
    expect(gate({ ...nginx, present: false }, true)).toEqual({
      fail: 'nginx is not installed here (apt-get install nginx): CI installs it (.ci/run), so its tests must run there',
    });
  });

  it('knows CI by CI=true (or 1)', () => {
    expect(inCI({ CI: 'true' })).toBe(true);
    expect(inCI({ CI: '1' })).toBe(true);
    expect(inCI({ CI: 'false' })).toBe(false);
    expect(inCI({})).toBe(false);
  });
});
