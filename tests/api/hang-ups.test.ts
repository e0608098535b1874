// A client that hangs up at once (its request sent, its socket closed) is answered by no one:
// no 500, no stack trace, and its requests count against the rate limit like any other.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const SENT = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Entry = { status: number };
const journal = async () =>
  (await t.request.get('/__mock/requests').query({ path: 'goods/getHelpInfoConfig' })).body.data.list as Entry[];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited 60 s for ${what}`);
}

describe('a client that hangs up at once', () => {
  it('gets no 500, and is rate-limited like the others', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const request = 'POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n';
    for (let i = 0; i < SENT; i++) {
      const socket = connect(port, '127.0.0.1', () => socket.write(request, () => socket.resetAndDestroy()));
      socket.on('error', () => {});
    }
    const entries = await until(journal, (list) => list.length === SENT, `the ${SENT} requests to be journaled`);
    const statuses = entries.map((entry) => entry.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SENT - 5);
  });
});
