// A client that sends its headers, or part of a body, and then stalls must not hold a
// connection forever.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500', IDLE_TIMEOUT_MS: '60000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends `start`, then `drip` every 100 ms; resolves with what the server answered when it closes the connection. */
function stalledClient(start: string, drip = '') {
  return new Promise<string>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    // The drip starts once `start` is written: a socket still connecting counts as writable, so a
    // drip set up beside connect() could reach the server first on a slow machine (a 400, not a 408).
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(start);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), 100);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      // the server has answered: nothing more to send (a drip crossing its close resets the connection)
      clearInterval(timer);
      answer += chunk.toString('latin1');
    });
    // a reset after the answer came (a drip that crossed the server's close) ends it as a close does
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });
}

describe('request timeouts', () => {
  it('closes a connection whose headers never end (408)', async () => {
    const answer = await stalledClient('POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body keeps trickling in past the request deadline (408)', async () => {
    const answer = await stalledClient(
      'POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":"',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers the 408 in the language of the request whose body was still arriving', async () => {
    const answer = await stalledClient(
      'POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: x\r\nlang: en\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":"',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: number; msg: string };
    expect(body).toEqual({ code: 408, msg: 'The request did not arrive in time, please try again', data: null });
  });

  it('has deadlines by default', async () => {
    expect(readConfig({}).timeouts).toEqual({ headersMs: 15_000, requestMs: 120_000, idleMs: 30_000 });
    const defaults = await createTestApp();
    try {
      expect(defaults.app.server.headersTimeout).toBe(15_000);
      expect(defaults.app.server.requestTimeout).toBe(120_000);
      expect(defaults.app.server.timeout).toBe(30_000);
    } finally {
      await defaults.close();
    }
  });
});
