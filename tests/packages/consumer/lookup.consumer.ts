// Run by vitest in the consumer folder, with the packages installed from their tarballs.
import { spawn } from 'node:child_process';
import { calls } from '@treasure-center/contract';
import { startMock } from '@treasure-center/mock';
import { handlers } from '@treasure-center/msw';
import { handlersFromRecording } from '@treasure-center/msw/node';
import { setupServer } from 'msw/node';
import { expect, it } from 'vitest';

type Envelope = { code: number; msg: string; data: unknown };

async function lookup(api: string, serialNumber: string, headers: Record<string, string> = {}) {
  const encrypt = await fetch(`${api}/common/encrypt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serial_number: serialNumber }),
  });
  const { data } = (await encrypt.json()) as { data: { data_encrypted: string } };
  const answer = await fetch(`${api}/goods/info?data=${encodeURIComponent(data.data_encrypted)}`, { headers });
  return (await answer.json()) as Envelope;
}

it('startMock answers a lookup and a refusal, and is driven in-process', async () => {
  const mock = await startMock({ port: 0 });
  try {
    const found = await lookup(`${mock.url}/api`, 'WC202600002');
    expect(found.code).toBe(0);
    const treasure = calls.goodsInfo.data.parse(found.data);
    expect(treasure).toMatchObject({ id: 2, serial_number: 'WC202600002' });
    expect(await lookup(`${mock.url}/api`, 'WC299999999', { lang: 'en' })).toMatchObject({
      code: -1,
      msg: /treasure/,
      data: null,
    });
    await mock.scenario({ calls: { 'goods/info': { code: -100 } } });
    expect((await lookup(`${mock.url}/api`, 'WC202600001')).code).toBe(-100);
    expect((await mock.requests({ path: 'goods/info' })).map((entry) => entry.code)).toEqual([-100, -1, 0]);
    await mock.reset();
    expect(await mock.requests()).toEqual([]);
    expect((await lookup(`${mock.url}/api`, 'WC202600001')).code).toBe(0);
    expect((await fetch(`${mock.url}/media/artists/a101.svg`)).status).toBe(200);
  } finally {
    await mock.close();
  }
});

it('the MSW handlers answer the same lookup with no server', async () => {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: 'error' });
  try {
    const found = await lookup('http://frontend.test/api', 'WC202600002');
    expect(calls.goodsInfo.data.parse(found.data)).toMatchObject({ id: 2, serial_number: 'WC202600002' });
    expect(await lookup('http://frontend.test/api', 'WC299999999', { lang: 'en' })).toMatchObject({
      code: -1,
      msg: /treasure/,
      data: null,
    });
    expect((await lookup('http://frontend.test/api', 'WC202600002', { 'x-mock-scenario': 'code=-100' })).code).toBe(
      -100,
    );
  } finally {
    server.close();
  }
});

it('the entry for Node reads a recording, and names a folder that is none', async () => {
  await expect(handlersFromRecording('no-such-recording')).rejects.toThrow(/no-such-recording.*is not a folder/);
});

it('the command serves the mock, and refuses a bad port clearly', async () => {
  const child = spawn('node_modules/.bin/treasure-center-mock', ['--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let printed = '';
    child.stdout.on('data', (chunk) => {
      printed += chunk;
    });
    await expect.poll(() => printed, { timeout: 120_000, interval: 200 }).toMatch(/on http:\/\/\S+:\d+/);
    const url = /on (http:\/\/\S+:\d+)/.exec(printed)?.[1];
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
  } finally {
    child.kill('SIGTERM');
  }
  const bad = spawn('node_modules/.bin/treasure-center-mock', ['--port', 'abc'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  bad.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exitCode = await new Promise((resolve) => bad.on('close', resolve));
  expect(exitCode).toBe(2);
  expect(errors).toMatch(/--port must be a number/);
  expect(errors).toMatch(/端口|--port 须为/);
});
