// Run by vitest in the consumer folder: the mock's command stops, and frees its port, when it is
// told to, directly or through the npx that started it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';

/** Starts `command`, and resolves with the mock's address once it prints it. */
async function started(command: string, args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(command, [...args, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  await expect.poll(() => printed, { timeout: 120_000, interval: 200 }).toMatch(/mock on http:\/\/\S+:\d+/);
  const url = /mock on (http:\/\/\S+:\d+)/.exec(printed)?.[1] as string;
  expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
  return { child, url };
}

const answers = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );

it('runs on the Node release it was installed with', () => {
  expect(process.versions.node).toBe(process.env.CONSUMER_NODE);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  it(`the command closes its server and exits 0 on ${signal}`, async () => {
    const { child, url } = await started('node_modules/.bin/treasure-center-mock', []);
    const exited = once(child, 'exit');
    child.kill(signal);
    expect(await exited).toEqual([0, null]);
    expect(await answers(url)).toBe(false);
  });

it('started by npx, the server stops when npx gets SIGTERM (npx does not pass it on)', async () => {
  const { child, url } = await started('npx', ['--no-install', 'treasure-center-mock']);
  child.kill('SIGTERM');
  await expect.poll(() => answers(url), { timeout: 30_000, interval: 200 }).toBe(false);
});
