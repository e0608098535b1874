// An idle keep-alive connection is closed after IDLE_TIMEOUT_MS like any silent connection
// (Node's keepAliveTimeout, 72 s in Fastify, would otherwise keep it), by the mock and by the
// edge mode before it alike.

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { edgeBefore } from '../support/edge.ts';

let t: TestApp;
let edge: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ IDLE_TIMEOUT_MS: '500' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ edge } = await edgeBefore(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
    IDLE_TIMEOUT_MS: '500',
  }));
  await edge.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await edge.close();
  await t.close();
});

const closed = (socket: Socket) =>
  new Promise<'closed'>((resolve) => {
    if (socket.destroyed) resolve('closed');
    else socket.once('close', () => resolve('closed'));
  });

describe.each([
  ['the mock', () => t.app],
  ['the edge mode', () => edge],
])('an idle keep-alive connection to %s', (_name, server: () => FastifyInstance) => {
  it('is closed after the idle timeout', async () => {
    expect(server().server.keepAliveTimeout).toBe(500);
    const { port } = server().server.address() as AddressInfo;
    const kept = connect(port, '127.0.0.1');
    kept.on('error', () => {});
    const answered = new Promise<void>((resolve) => kept.once('data', () => resolve()));
    kept.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await answered;
    // a silent connection opened after the answer: the idle timeout closes it, and the kept
    // one, idle for longer, must go too (within 20 s, far less than the 72 s it used to take)
    const silent = connect(port, '127.0.0.1');
    silent.on('error', () => {});
    // read what comes (a 408 when the headers are late): an unread socket never sees its end
    silent.resume();
    await closed(silent);
    const limit = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 20_000).unref());
    expect(await Promise.race([closed(kept), limit])).toBe('closed');
    kept.destroy();
  });
});
