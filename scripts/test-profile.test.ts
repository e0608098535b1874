import { describe, expect, it } from 'vitest';
import { costliestFiles } from './test-profile.ts';

const line = (file: string, seconds: number) => `${JSON.stringify({ file, seconds })}\n`;

describe("npm test's summary of where a step's CPU went", () => {
  it('names the costliest files first, with the total of all of them', () => {
    const lines = line('a.test.ts', 1.25) + line('b.test.ts', 30) + line('c.test.ts', 4);
    expect(costliestFiles('unit', lines).split('\n')).toEqual([
      '  unit: 3 files, 35 CPU s; the costliest:',
      '      30.0 s  85 %  b.test.ts',
      '       4.0 s  11 %  c.test.ts',
      '       1.3 s   4 %  a.test.ts',
    ]);
  });

  it('shows eight files at most, but counts them all', () => {
    const lines = Array.from({ length: 12 }, (_, at) => line(`f${at}.e2e.ts`, at + 1)).join('');
    const shown = costliestFiles('e2e', lines).split('\n');
    expect(shown[0]).toBe('  e2e: 12 files, 78 CPU s; the costliest:');
    expect(shown.slice(1).map((row) => row.trim().split(/\s+/)[4])).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5].map((n) => `f${n - 1}.e2e.ts`),
    );
  });

  it("gives each file's share of what the whole step cost, where the runner counted it", () => {
    const lines = line('a.e2e.ts', 30) + line('b.e2e.ts', 10);
    expect(costliestFiles('e2e', lines, 200).split('\n').slice(1)).toEqual([
      '      30.0 s  15 %  a.e2e.ts',
      '      10.0 s   5 %  b.e2e.ts',
    ]);
  });

  it('says so when no file noted anything (a step that failed before its first file ended)', () => {
    expect(costliestFiles('unit', '')).toBe('  unit: no file noted its CPU');
  });
});
