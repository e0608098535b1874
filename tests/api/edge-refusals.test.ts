// The edge mode's own refusals (what it answers without the backend): in the envelope and the
// caller's language, with the mock's timeouts and `Connection: close` where the connection goes,
// never a 500 for a malformed request line, never Fastify's or reply-from's own bodies. (Its
// idle keep-alive connections: keep-alive.test.ts; what it answers when fuzzed: fuzz.test.ts.)
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract/envelope.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { edgeBefore } from '../support/edge.ts';
import { type RawAnswer, rawRequest } from '../support/raw-request.ts';

let backend: TestApp;
let edge: FastifyInstance;
let port: number;
beforeAll(async () => {
  backend = await createTestApp();
  await backend.app.listen({ port: 0, host: '127.0.0.1' });
  const upstream = `http://127.0.0.1:${(backend.app.server.address() as AddressInfo).port}`;
  ({ edge } = await edgeBefore(upstream, {
    HEADERS_TIMEOUT_MS: '500',
    REQUEST_TIMEOUT_MS: '1500',
    IDLE_TIMEOUT_MS: '60000',
  }));
  await edge.listen({ port: 0, host: '127.0.0.1' });
  port = (edge.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await edge.close();
  await backend.close();
});

const EN = 'lang: en\r\n';
const envelope = (answer: RawAnswer) => JSON.parse(answer.body) as { code: number; msg: string; data: unknown };

describe('the edge mode refuses in the envelope and the caller language', () => {
  it('answers a request line in absolute form (GET http://host/path) as its path, never a 500', async () => {
    const answer = await rawRequest(
      port,
      `GET http://somewhere.example/api/goods/info?goods_id=1 HTTP/1.1\r\nHost: x\r\n${EN}Connection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    // the backend's own refusal (a login is needed), passed through
    expect(envelope(answer)).toMatchObject({ code: 401, data: null });
    const page = await rawRequest(
      port,
      'GET http://somewhere.example/detail/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect({ status: page.status, body: page.body }).toEqual({
      status: 200,
      body: '<!doctype html><title>the app</title>',
    });
  });

  it('a path that is not valid percent-encoding, or that climbs (..): 400, without echoing it', async () => {
    for (const path of ['/api/news/list/%E0%A4%A', '/api/goods/../x', '/api/goods/%2e%2e/x', '/api/goods/info?q=%']) {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: x\r\n${EN}Connection: close\r\n\r\n`);
      expect({ path, status: answer.status, body: envelope(answer) }).toEqual({
        path,
        status: 400,
        body: { code: CODE.badRequest, msg: 'Invalid url', data: null },
      });
    }
  });

  it('what Node cannot read (not HTTP, headers too large): the envelope, then the connection closes', async () => {
    const garbage = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(garbage.head).toMatch(/\r\nConnection: close/i);
    expect(envelope(garbage)).toMatchObject({ code: CODE.badRequest, data: null });
    const big = await rawRequest(
      port,
      `GET /api/goods/info HTTP/1.1\r\nHost: x\r\n${EN}X-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(big.head).toMatch(/\r\nConnection: close/i);
    expect(envelope(big)).toEqual({ code: CODE.headersTooLarge, msg: 'The request headers are too large', data: null });
  });

  it('a body that does not arrive in time: 408 in the language asked, then the connection closes', async () => {
    const answer = await rawRequest(
      port,
      `POST /api/goods/getHelpInfoConfig HTTP/1.1\r\nHost: x\r\n${EN}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`,
    );
    expect(answer.status).toBe(408);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(envelope(answer)).toEqual({
      code: 408,
      msg: 'The request did not arrive in time, please try again',
      data: null,
    });
  });

  it('a call of no route outside /api: 404 in the envelope', async () => {
    const answer = await rawRequest(
      port,
      `POST /nothing HTTP/1.1\r\nHost: x\r\n${EN}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(404);
    expect(envelope(answer)).toMatchObject({ code: 404, data: null });
  });
});
