import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDLE_CHUNKS, IDLE_PARTS } from './idle-parts.ts';

describe('the parts fetched once a page is idle', () => {
  it.each(IDLE_PARTS.map((part) => part.source))('%s is a module of the app, imported on demand', (source) => {
    expect(existsSync(`web/${source}`)).toBe(true);
    const name = source.split('/').pop() ?? '';
    const importers = execFileSync('grep', ['-rl', `import('[./]*[^']*${name}')`, 'web/src'], { encoding: 'utf8' });
    expect(importers.trim()).not.toBe('');
  });

  it("names their built chunks, not the others'", () => {
    expect(IDLE_CHUNKS.test('assets/feedback-ui-B1x_9zQ.js')).toBe(true);
    expect(IDLE_CHUNKS.test('demo-tab-Cq2x.js')).toBe(true);
    expect(IDLE_CHUNKS.test('assets/master-tab-D0-a.js')).toBe(true);
    expect(IDLE_CHUNKS.test('assets/feedback-ui-B1x_9zQ.css')).toBe(false);
    expect(IDLE_CHUNKS.test('assets/plain-feedback-ui-B1x.js')).toBe(false);
    expect(IDLE_CHUNKS.test('assets/start-B1x.js')).toBe(false);
  });

  it('are the ones the size check and the build read', () => {
    expect(readFileSync('vite.config.ts', 'utf8')).toContain("import { IDLE_CHUNKS } from './scripts/idle-parts.ts'");
    expect(readFileSync('scripts/size.ts', 'utf8')).toContain("import { IDLE_PARTS } from './idle-parts.ts'");
  });
});
