import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALLOC_ARENAS, onGlibc } from './malloc-arenas.ts';

// A process that prints its id and MALLOC_ARENA_MAX, calls the helper, and prints them again.
const PROBE = `import { startWithFewMallocArenas } from './server/malloc-arenas.ts';
console.log(JSON.stringify({ pid: process.pid, arenas: process.env.MALLOC_ARENA_MAX ?? null }));
startWithFewMallocArenas();
console.log(JSON.stringify({ pid: process.pid, arenas: process.env.MALLOC_ARENA_MAX ?? null }));`;

function probe(env: Record<string, string>) {
  const { MALLOC_ARENA_MAX: _, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
    encoding: 'utf8',
    env: { ...inherited, ...env },
  });
  expect(run.stderr).toBe('');
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { pid: number; arenas: string | null });
}

const glibc = onGlibc();

describe('two malloc arenas for the server (server/malloc-arenas.ts)', () => {
  it.runIf(glibc)('start the process again in place, with MALLOC_ARENA_MAX set, where it was not', () => {
    const lines = probe({});
    // the first line twice: once before the process started itself again, once after
    expect(lines).toHaveLength(3);
    const [first, again, after] = lines;
    expect(first?.arenas).toBeNull();
    expect(again).toEqual({ pid: first?.pid, arenas: MALLOC_ARENAS });
    expect(after).toEqual({ pid: first?.pid, arenas: MALLOC_ARENAS });
  });

  it('keep a value of your own, and start nothing again', () => {
    const lines = probe({ MALLOC_ARENA_MAX: '4' });
    expect(lines).toEqual([
      { pid: lines[0]?.pid, arenas: '4' },
      { pid: lines[0]?.pid, arenas: '4' },
    ]);
  });

  it.each(['server/server.ts', 'server/mock-cli.ts'])('are asked for by %s before it loads the server', (entry) => {
    const source = readFileSync(new URL(`../${entry}`, import.meta.url), 'utf8');
    const asked = source.indexOf('startWithFewMallocArenas();');
    expect(asked).toBeGreaterThan(0);
    // nothing that loads the server runs before it: the server's modules come after, dynamically
    for (const later of ['loadDrizzleAsCommonJs();', "await import('./start-server.ts')", 'startMock('])
      if (source.includes(later)) expect(source.indexOf(later)).toBeGreaterThan(asked);
  });
});
