import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecordings } from './recordings.ts';

function recordingIn(root: string, key: string) {
  const folder = join(root, 'shared', 'goods', 'getHelpInfoConfig');
  mkdirSync(folder, { recursive: true });
  const file = {
    format: 2,
    request: { method: 'POST', path: '/api/goods/getHelpInfoConfig', lang: 'en', login: false },
    answers: [{ status: 200, body: { code: 0, msg: key, data: null } }],
    recordedAt: '2026-11-28T00:00:00.000Z',
  };
  writeFileSync(join(folder, 'POST-00000000000a.json'), JSON.stringify(file));
}

describe('the recordings of a root', () => {
  it('are loaded once for every replay of the same folder, and again once it changed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'recordings-'));
    recordingIn(root, 'first');
    const recordings = createRecordings(root);
    const folder = await recordings.named('shared');
    const [one, two] = await Promise.all([recordings.load(folder), recordings.load(folder)]);
    expect(two).toBe(one);
    expect(await recordings.load(folder)).toBe(one);
    recordingIn(root, 'a longer message: the file changed');
    const changed = await recordings.load(folder);
    expect(changed).not.toBe(one);
    expect(changed.size).toBe(1);
  });
});
