// The mock in front of a real backend, in a phone browser (docs/real-backend.md). The backend
// is the stand-in (tests/contract/stand-in/), written from the spec alone: its own ids (treasure
// 7001), tokens, login code and encryption, and one planted spec break (getAudioStatus leaves out
// audio_status). Through the pass-through the app shows that backend's treasure and logs in with
// its login, the break shows in /__mock/violations and the demo panel, the recording holds no
// token; with the backend stopped, a mock replaying the recording shows the same screens; a call
// set back to the mock answers from the seed.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NT_CODE, SHOWCASE, TOKENS } from '../contract/stand-in/records.ts';
import { startStandIn } from '../contract/stand-in/server.ts';
import { launchBrowser, watchApiCalls } from './support/browser.ts';
import { borrowPhone } from './support/phones.ts';
import { type RunningServer, startServer } from './support/server.ts';

const recording = mkdtempSync(join(tmpdir(), 'pass-through-recording-'));
let backend: Server;
let mock: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const standIn = await startStandIn();
  backend = standIn.server;
  [mock, browser] = await Promise.all([
    startServer({ MOCK_UPSTREAM: `${standIn.origin}/no-audio-status`, MOCK_RECORD: recording }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await mock?.stop();
  backend?.closeAllConnections();
  backend?.close();
});

/** The screens the journeys compare: the backend's treasure, and its master logged in. */
async function backendScreens(page: Page) {
  // the same calls each time: every part of the page loaded before the next page
  const calls = watchApiCalls(page);
  const voice = page.waitForResponse((response) => response.url().endsWith('/api/goods/getAudioStatus'));
  await page.goto(`/detail/${SHOWCASE}`);
  await voice;
  await page.getByTestId('treasure-name').getByText('Treasure 7001').waitFor();
  await page.getByText('TC000007001').first().waitFor();
  await page.getByTestId('news').waitFor();
  await page.getByText('Treasure 7011').waitFor();
  await calls.answered();
  await page.goto(`/home_index?code=${NT_CODE}`);
  await page.getByText('Hello, Stand-in Master').waitFor();
  await page.waitForURL(/\/home_index$/);
  await calls.answered();
}

const files = () =>
  readdirSync(recording, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(join(recording, file), 'utf8'));

describe('the mock in front of the real backend', () => {
  it("shows the backend's treasure and logs in with its login, and lists its spec break", async () => {
    const { page } = await borrowPhone(browser, mock.baseUrl, { lang: 'en' });
    await backendScreens(page);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBe(TOKENS['demo-master']?.token);
    await expect
      .poll(async () => {
        const answer = await mock.controls('/violations?tier=spec');
        return ((await answer.json()) as { data: { list: { call: string; field: string }[] } }).data.list;
      })
      .toContainEqual(expect.objectContaining({ call: 'goods.audioStatus', field: 'data.audio_status' }));

    // the start-up line's link: the demo panel keeps its token for the controls
    await page.goto(`/detail/${SHOWCASE}?mock_token=${mock.controlsToken}`);
    await page.getByTestId('treasure-name').getByText('Treasure 7001').waitFor();
    await page.getByTestId('demo-button').tap();
    const section = page.getByTestId('demo-real-backend');
    await section.getByText(/^Backend: http:\/\/127\.0\.0\.1:\d+\/no-audio-status$/).waitFor();
    await section.getByTestId('demo-violation-count').waitFor();
    expect(await section.getByTestId('demo-violation-count').textContent()).toMatch(
      /^Differences from the contract: \d+ \([1-9]\d* of the spec\)$/,
    );
    await section
      .getByTestId('demo-violations')
      .getByText(/data\.audio_status should be number, required/)
      .first()
      .waitFor();
  });

  it('sets a call back to the mock: it answers from the seed, with the calls that read its data', async () => {
    const moved = await mock.controls('/forward', {
      method: 'PUT',
      body: JSON.stringify({ calls: { 'goods/info': 'mock' } }),
    });
    expect(moved.status).toBe(200);
    const { page } = await borrowPhone(browser, mock.baseUrl, { lang: 'en' });
    await page.goto('/detail/1');
    await page
      .getByTestId('treasure-name')
      .getByText('Blue-and-White Meiping Vase with Interlocking Lotus Scrolls')
      .waitFor();
    await mock.controls('/forward', {
      method: 'PUT',
      body: JSON.stringify({ forward: 'all' }),
    });
  });

  it('with the backend stopped, a mock replaying the recording shows the same screens; the recording holds no token', async () => {
    await mock.stop();
    backend.closeAllConnections();
    await new Promise((done) => backend.close(done));
    const recorded = files();
    expect(recorded.length).toBeGreaterThan(5);
    for (const { token } of Object.values(TOKENS)) expect(recorded.join('\n')).not.toContain(token);
    expect(recorded.join('\n')).not.toContain(NT_CODE);

    mock = await startServer({ MOCK_RECORDINGS: recording, MOCK_REPLAY: recording, MOCK_REPLAY_STRICT: '1' });
    const { page } = await borrowPhone(browser, mock.baseUrl, { lang: 'en' });
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/api/'))
        missing.push(response.url());
    });
    await backendScreens(page);
    expect(missing, 'every call of these screens was recorded').toEqual([]);
  });
});
