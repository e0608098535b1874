// The mock in front of a backend that misbehaves on purpose (tests/support/misbehaving-upstream.ts):
// compressed answers are read within a limit counted once decompressed, and one past it goes to
// the caller as the backend sent it, neither checked nor recorded; a list far longer than any
// screen asks for, every item missing a field, gives a bounded list of differences, counted by
// kind past it, in the violations and the recording alike; a body that drips a byte at a time is
// cut off at the deadline, in the pass-through and the edge mode.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEMS_LISTED } from '../../server/upstream/answer-check.ts';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { edgeBefore } from '../support/edge.ts';
import { type Encoding, misbehavingUpstream, newsWithoutTitles } from '../support/misbehaving-upstream.ts';

type Summary = {
  count: number;
  spec: number;
  kinds: { call: string; field: string; tier: string; count: number }[];
  unchecked: Record<string, number>;
  list: { call: string; field: string; tier: string; more?: number }[];
};
const violations = async (t: TestApp) =>
  (await t.request.get('/__mock/violations').query({ limit: 500 })).body.data as Summary;

/** An answer's bytes as they came on the wire, not decompressed. */
function raw(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const recordDir = mkdtempSync(join(tmpdir(), 'hostile-recording-'));
const recorded = () =>
  readdirSync(recordDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
const ENCODINGS: Encoding[] = ['gzip', 'deflate', 'br'];
/** about 6 MB once decompressed: past the 4 MB read, yet a few hundred KB compressed */
const OVER_THE_LIMIT = newsWithoutTitles(50_000);
/** about 3 MB: within the limit, and 25,000 differences */
const LONG_LIST = 25_000;

let backend: Awaited<ReturnType<typeof misbehavingUpstream>>;
let t: TestApp;
let port: number;
beforeAll(async () => {
  backend = await misbehavingUpstream(() => ({ json: newsWithoutTitles(3) }));
  t = await createTestApp({ MOCK_UPSTREAM: backend.url, MOCK_RECORD: recordDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await backend?.close();
});

describe('a compressed answer', () => {
  it.each(ENCODINGS)('within the limit (%s): decompressed, checked and recorded', async (encoding) => {
    await t.request.delete('/__mock/violations');
    backend.behave(() => ({ json: newsWithoutTitles(3), encoding }));
    const answer = await t.request
      .get(`/api/news/list/10${ENCODINGS.indexOf(encoding)}`)
      .set('accept-encoding', encoding);
    expect(answer.body.data.list).toHaveLength(3);
    await expect.poll(async () => (await violations(t)).spec).toBe(3);
    await expect
      .poll(() => recorded().filter((file) => file.startsWith(`news/list/10${ENCODINGS.indexOf(encoding)}/`)))
      .toHaveLength(1);
  });

  it.each(ENCODINGS)(
    'past the limit once decompressed (%s): passed on as the backend sent it, neither checked nor recorded',
    async (encoding) => {
      await t.request.delete('/__mock/violations');
      backend.behave(() => ({ json: OVER_THE_LIMIT, encoding }));
      const path = `/api/news/list/20${ENCODINGS.indexOf(encoding)}`;
      const answer = await raw(port, path, { 'accept-encoding': encoding });
      const sent = backend.sent.at(-1);
      expect(sent?.bytes.length, 'compressed, it is well within the limit').toBeLessThan(1024 * 1024);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.bytes.equals(sent?.bytes as Buffer)).toBe(true);
      await expect.poll(async () => (await violations(t)).unchecked).toEqual({ 'too large': 1 });
      // the journal entry is written once the answer is out; the recording would have followed it
      await t.request.get('/__mock/requests').query({ limit: 1 });
      expect((await violations(t)).count).toBe(0);
      expect(recorded().filter((file) => file.startsWith(`news/list/20${ENCODINGS.indexOf(encoding)}/`))).toEqual([]);
    },
  );
});

describe('a long legal list, every item missing a field', () => {
  it('lists a bounded number of differences, counts the rest by kind, and records that summary', async () => {
    await t.request.delete('/__mock/violations');
    backend.behave(() => ({ json: newsWithoutTitles(LONG_LIST), encoding: 'gzip' }));
    const answer = await t.request.get('/api/news/list/300');
    expect(answer.body.data.list).toHaveLength(LONG_LIST);
    await expect
      .poll(async () => (await violations(t)).kinds.find((kind) => kind.field === 'data.list[].title')?.count)
      .toBe(LONG_LIST);
    const { list, spec } = await violations(t);
    expect(spec).toBe(LONG_LIST);
    expect(list.length).toBeLessThanOrEqual(PROBLEMS_LISTED + 1);
    expect(list).toContainEqual(
      expect.objectContaining({ field: 'data.list[].title', tier: 'spec', more: LONG_LIST - PROBLEMS_LISTED }),
    );
    expect(list).toContainEqual(expect.objectContaining({ field: 'data.list[0].title', tier: 'spec' }));
    await expect.poll(() => recorded().filter((file) => file.startsWith('news/list/300/'))).toHaveLength(1);
    const [file] = recorded().filter((name) => name.startsWith('news/list/300/'));
    const exchange = JSON.parse(readFileSync(join(recordDir, file as string), 'utf8')) as {
      answers: { contract: { field: string; got: string }[] }[];
    };
    const [{ contract } = { contract: [] }] = exchange.answers;
    expect(contract.length).toBeLessThanOrEqual(PROBLEMS_LISTED + 1);
    expect(contract.at(-1)).toEqual({
      tier: 'spec',
      field: 'data.list[].title',
      expected: 'string, required',
      got: `nothing (and ${LONG_LIST - PROBLEMS_LISTED} more like it)`,
    });
  });
});

describe('an answer nested deeper than any walk can follow', () => {
  it('goes on to the caller as it came, counted as not checkable, and the server goes on', async () => {
    await t.request.delete('/__mock/violations');
    const deep = `{"code":0,"msg":"success","data":{"list":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}}`;
    backend.behave(() => ({ json: deep }));
    const answer = await t.request
      .get('/api/news/list/400')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    expect(answer.body).toBe(deep);
    await expect.poll(async () => (await violations(t)).unchecked).toEqual({ 'not checkable': 1 });
    expect((await t.request.get('/healthz')).status).toBe(200);
  });
});

describe('a body that drips and never ends', () => {
  it("is answered 504 at the pass-through's deadline, in the caller's language", async () => {
    const drip = await misbehavingUpstream(() => ({ drip: true, everyMs: 20 }));
    const quick = await createTestApp({
      MOCK_UPSTREAM: drip.url,
      UPSTREAM_TIMEOUT_MS: '60000',
      UPSTREAM_DEADLINE_MS: '300',
    });
    try {
      const answer = await quick.request.get('/api/news/list/101').set(EN);
      expect(answer.status).toBe(504);
      expect(answer.body).toEqual({
        code: 504,
        msg: 'The service took too long to answer, please try again later',
        data: null,
      });
    } finally {
      await quick.close();
      await drip.close();
    }
  });

  it("is cut off at the edge mode's deadline once under way", async () => {
    const drip = await misbehavingUpstream(() => ({ drip: true, everyMs: 20 }));
    const { edge } = await edgeBefore(drip.url, { UPSTREAM_TIMEOUT_MS: '60000', UPSTREAM_DEADLINE_MS: '300' });
    try {
      await edge.listen({ port: 0, host: '127.0.0.1' });
      const { port: edgePort } = edge.server.address() as AddressInfo;
      const ended = await new Promise<string>((done) => {
        const req = httpRequest({ host: '127.0.0.1', port: edgePort, path: '/api/news/list/101' }, (res) => {
          res.resume();
          res.on('end', () => done('ended'));
          res.on('aborted', () => done('cut off'));
          res.on('error', () => done('cut off'));
        });
        req.on('error', () => done('cut off'));
        req.end();
      });
      expect(ended).toBe('cut off');
      await expect.poll(drip.dripping).toBe(false);
    } finally {
      await edge.close();
      await drip.close();
    }
  });
});
