// Staged answers are no way around the server's own limits, and a staged timeout holds its
// connection as long as it says, not until the idle timeout.

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

describe('X-Mock-Scenario', () => {
  it('counts against the rate limit like any other request', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request.post('/api/goods/getHelpInfoConfig').set({ 'x-mock-scenario': 'code=-1' });
      codes.push(res.body.code);
    }
    expect(codes).toEqual([-1, -1, -1, 429, 429, 429]);
  });

  it('fault=timeout holds the connection past the idle timeout', async () => {
    t = await createTestApp({ IDLE_TIMEOUT_MS: '300' });
    const app = t;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    const arrived = new Promise<void>((resolve) => app.app.server.on('request', () => resolve()));
    const held = connect(port, '127.0.0.1', () =>
      held.write(
        'POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n' +
          'X-Mock-Scenario: fault=timeout\r\n\r\n',
      ),
    );
    held.on('error', () => {});
    await arrived;
    // a connection opened after that request arrived, silent: the idle timeout closes it; by then
    // the held one would have been closed too, had the idle timeout applied to it
    const silent = connect(port, '127.0.0.1');
    silent.on('error', () => {});
    await closed(silent);
    expect(held.destroyed).toBe(false);
    held.destroy();
  });
});
