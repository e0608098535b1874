// What Node's HTTP parser and the body decompression refuse is answered in the envelope and the
// caller's language too, not in Fastify's or the parser's English.

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract/envelope.ts';
import { CHINESE, EN, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { rawRequest } from '../support/raw-request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Sends raw bytes; resolves with the status and the parsed body once the server closes. */
async function raw(request: string) {
  const { status, body } = await rawRequest((t.app.server.address() as AddressInfo).port, request);
  return { status, body: JSON.parse(body) as { code: number; msg: string; data: null } };
}

describe('refusals of the HTTP parser', () => {
  it('headers over the size limit: 431 in the envelope, in the language asked', async () => {
    const big = 'x'.repeat(20 * 1024);
    const en = await raw(`GET /api/goods/info HTTP/1.1\r\nHost: 127.0.0.1\r\nlang: en\r\nX-Big: ${big}\r\n\r\n`);
    expect(en).toEqual({
      status: 431,
      body: { code: CODE.headersTooLarge, msg: 'The request headers are too large', data: null },
    });
    const zn = await raw(`GET /api/goods/info HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${big}\r\n\r\n`);
    expect(zn.status).toBe(431);
    expect(zn.body.msg).toMatch(CHINESE);
  });

  it('what is not HTTP: 400 in the envelope', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: CODE.badRequest, data: null });
    expect(answer.body.msg).toMatch(CHINESE);
  });
});

describe('a compressed body', () => {
  it('that does not decompress: 400 in the envelope, in the language asked', async () => {
    const res = await t.request
      .post('/api/goods/getHelpInfoConfig')
      .set(EN)
      .set({ 'content-type': 'application/json', 'content-encoding': 'gzip' })
      .send(Buffer.from('{"this":"is not gzip"}'));
    refused(res, 400, /could not be decompressed/);
  });

  it('in an encoding the server does not know: 415 in the envelope', async () => {
    const res = await t.request
      .post('/api/goods/getHelpInfoConfig')
      .set({ 'content-type': 'application/json', 'content-encoding': 'zstd-unknown' })
      .send(Buffer.from('{}'));
    refused(res, 415, CHINESE, CODE.unsupported);
  });
});
