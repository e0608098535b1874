// An idle keep-alive connection is closed after IDLE_TIMEOUT_MS like any silent connection
// (Node's keepAliveTimeout, 72 s in Fastify, would otherwise keep it).

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IDLE_TIMEOUT_MS: '500' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const closed = (socket: Socket) =>
  new Promise<'closed'>((resolve) => {
    if (socket.destroyed) resolve('closed');
    else socket.once('close', () => resolve('closed'));
  });

describe('an idle keep-alive connection', () => {
  it('is closed after the idle timeout', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const kept = connect(port, '127.0.0.1');
    kept.on('error', () => {});
    const answered = new Promise<void>((resolve) => kept.once('data', () => resolve()));
    kept.write('POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n');
    await answered;
    // a silent connection opened after the answer: the idle timeout closes it, and the kept
    // one, idle for longer, must go too (within 20 s, far less than the 72 s it used to take)
    const silent = connect(port, '127.0.0.1');
    silent.on('error', () => {});
    await closed(silent);
    const limit = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 20_000).unref());
    expect(await Promise.race([closed(kept), limit])).toBe('closed');
    kept.destroy();
  });
});
