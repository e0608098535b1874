// startMock (server/start-mock.ts), the mock package's in-process API, and its command's refusals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERSONAS, type Persona, startMock } from '../../server/start-mock.ts';
import { recordingUpstream } from '../support/recording-upstream.ts';

async function lookup(url: string, serialNumber: string, lang = 'zn') {
  const encrypt = await fetch(`${url}/api/common/encrypt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serial_number: serialNumber }),
  });
  const { data } = (await encrypt.json()) as { data: { data_encrypted: string } };
  const answer = await fetch(`${url}/api/goods/info?data=${encodeURIComponent(data.data_encrypted)}`, {
    headers: { lang },
  });
  return (await answer.json()) as { code: number; msg: string; data: { id: number } | null };
}

describe('startMock', () => {
  it('serves the seed on a free port, driven by scenario, requests and reset', async () => {
    const mock = await startMock({ port: 0 });
    try {
      expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await lookup(mock.url, 'WC202600002')).data?.id).toBe(2);
      expect(await lookup(mock.url, 'WC299999999', 'en')).toMatchObject({ code: -1, msg: /treasure/, data: null });
      const scenario = await mock.scenario({ calls: { 'goods/info': { code: -100, times: 1 } } });
      expect(scenario.calls).toEqual({ 'goods/info': { code: -100, times: 1 } });
      expect((await lookup(mock.url, 'WC202600001')).code).toBe(-100);
      expect((await lookup(mock.url, 'WC202600001')).code).toBe(0);
      const journal = await mock.requests({ path: 'goods/info', limit: 2 });
      expect(journal.map((entry) => entry.code)).toEqual([0, -100]);
      await mock.reset();
      expect(await mock.requests()).toEqual([]);
    } finally {
      await mock.close();
    }
  });

  it('gives each persona’s token in one call, demo-newphone’s phone step included', async () => {
    const mock = await startMock();
    try {
      const me = async (persona: Persona) => {
        const answer = await fetch(`${mock.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${await mock.login(persona)}` },
        });
        return (await answer.json()) as { code: number; data: { is_artist: number; artist_id: number | null } };
      };
      for (const persona of PERSONAS) expect((await me(persona)).code, persona).toBe(0);
      expect((await me('demo-master')).data).toMatchObject({ is_artist: 1, artist_id: 101 });
      expect((await me('demo-visitor')).data).toMatchObject({ is_artist: 0 });
      await expect(mock.login('demo-nobody' as Persona)).rejects.toThrow(/login as demo-nobody: code -1/);
    } finally {
      await mock.close();
    }
  });

  it('opens its controls over HTTP to the holder of controlsToken only', async () => {
    const mock = await startMock();
    try {
      const scenario = (headers: Record<string, string>) => fetch(`${mock.url}/__mock/scenario`, { headers });
      expect((await scenario({})).status).toBe(403);
      expect((await scenario({ 'x-mock-token': mock.controlsToken })).status).toBe(200);
    } finally {
      await mock.close();
    }
  });

  it('hands what the server prints at start to announce: the controls here, none for other devices on the loopback', async () => {
    const lines: string[] = [];
    const mock = await startMock({ announce: (line) => lines.push(line) });
    try {
      expect(lines).toEqual([
        `Demo controls (the demo panel, /__mock): open ${mock.url}/?mock_token=${mock.controlsToken} in this browser; ` +
          `scripts send X-Mock-Token: ${mock.controlsToken}`,
      ]);
    } finally {
      await mock.close();
    }
  });

  it('keeps its data in dataDir when given one, and removes its own folder on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'treasure-kept-'));
    const mock = await startMock({ dataDir });
    await mock.close();
    expect(existsSync(join(dataDir, 'treasure.db'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says which control refused, and which setting is wrong', async () => {
    const mock = await startMock();
    try {
      await expect(mock.scenario({ latencyMs: -1 } as never)).rejects.toThrow(/PUT \/__mock\/scenario .*code 400/);
    } finally {
      await mock.close();
    }
    await expect(startMock({ env: { RATE_LIMIT_MAX: 'many' } })).rejects.toThrow(/RATE_LIMIT_MAX/);
  });
});

describe('the command', () => {
  it('refuses a bad port in both languages, with its usage', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/mock-cli.ts', '--port', 'abc'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--port must be a number from 0 to 65535, not "abc"/);
    expect(run.stderr).toMatch(/--port 须为 0 到 65535 的数字/);
    expect(run.stderr).toMatch(/Usage: treasure-center-mock/);
  });

  it('reads the settings from the environment, and says which one is wrong', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/mock-cli.ts', '--port', '0'], {
      encoding: 'utf8',
      env: { ...process.env, REFUSAL_STYLE: 'sideways' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Cannot start: Bad environment: REFUSAL_STYLE/);
    expect(run.stderr).toMatch(/无法启动/);
  });

  it('prints where calls go, what it records and the controls, as npm start does', async () => {
    const backend = await recordingUpstream();
    const recordings = mkdtempSync(join(tmpdir(), 'cli-recording-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/mock-cli.ts', '--port', '0'], {
      env: { ...process.env, MOCK_UPSTREAM: backend.url, MOCK_FORWARD: 'goods/info', MOCK_RECORD: recordings },
    });
    try {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk));
      await expect.poll(() => out, { timeout: 60_000 }).toMatch(/Demo controls \(the demo panel/);
      const lines = out.trim().split('\n');
      expect(lines[0]).toMatch(/^Treasure center mock on http:\/\/127\.0\.0\.1:\d+/);
      expect(lines[1]).toBe(
        `In front of the real backend: /api calls go to ${backend.url} (goods/info; with them for the encryption ` +
          'common/encrypt, goods/checkGoodsType, goods/getAudioStatus, goods/like, goods/recommend; with them the login, ' +
          "auth/login and auth/nt: log in through the backend, the mock's personas no longer log in; answers checked " +
          `against the contract: GET /__mock/violations); recorded into ${recordings}`,
      );
      expect(lines[2]).toMatch(
        /^Demo controls \(the demo panel, \/__mock\): open http:\/\/127\.0\.0\.1:\d+\/\?mock_token=/,
      );
      expect(out).not.toContain('another device');
    } finally {
      child.kill('SIGTERM');
      await backend.close();
      rmSync(recordings, { recursive: true, force: true });
    }
  });

  it('refuses an unknown option', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/mock-cli.ts', '--prot', '3000'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--prot/);
  });
});
