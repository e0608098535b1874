// "Published" has one home: `isPublished` (treasures.ts), which every query that shows treasures
// asks. Any other file that reads the column writes the rule a second time.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const READS_PUBLISHED = /\bgoods\.published\b|\.published\s*[!=]==?|\bpublished\s*:\s*goods\./;

describe('the published rule', () => {
  it('is read from the treasure rows in treasures.ts alone', () => {
    const files = globSync('server/**/*.ts').filter((file) => !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    const readers = files.filter((file) => READS_PUBLISHED.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual(['server/services/treasures.ts']);
  });
});
