// Sandboxes that one careless or hostile client cannot break for the others: a sandbox removed
// under a running request waits for it, one that went says so to its next request, and new
// names are limited per client and never take a sandbox that is in use.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { calls } from '../../contract/calls.ts';
import { CODE } from '../../contract/envelope.ts';
import { controlRefused, EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const help = (app: TestApp, session: string) =>
  app.request.post('/api/goods/getHelpInfoConfig').set({ 'x-mock-session': session }).set(EN);

async function tokenIn(app: TestApp, session: string) {
  const res = await app.request.get('/api/auth/nt').query({ code: 'demo-master' }).set({ 'x-mock-session': session });
  return ok(calls.nt, res).data.token;
}

/** A request whose body arrives in two parts: the first now, the rest when `finish` is called. */
function trickle(
  app: TestApp,
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
  firstBytes: number,
) {
  const { port } = app.app.server.address() as AddressInfo;
  let finish: () => void = () => {};
  const answer = new Promise<{ status: number; body: { code: number; msg: string } }>((resolve, reject) => {
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      headers: { ...headers, 'content-length': body.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.write(body.subarray(0, firstBytes));
    finish = () => req.end(body.subarray(firstBytes));
  });
  return { answer, finish: () => finish() };
}

/** Resolves once the server has seen `count` requests to `path` arrive (their headers). */
function arrivals(app: TestApp, path: string, count: number) {
  let seen = 0;
  return new Promise<void>((resolve) =>
    app.app.server.on('request', (req) => {
      if (req.url === path && ++seen === count) resolve();
    }),
  );
}

/** A multipart upload of the small picture (with `kind` first, when given). */
function uploadBody(boundary: string, kind?: string) {
  return Buffer.concat([
    Buffer.from(
      (kind ? `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` : '') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe('a sandbox removed while one of its requests runs', () => {
  it('lets that request finish on its data (no 500), and closes only then', async () => {
    const app = await createTestApp();
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenIn(app, 'demo');
    const boundary = 'sandbox-safety-boundary';
    const body = uploadBody(boundary, 'image');
    const path = '/api/upload/image';
    const arrived = arrivals(app, path, 1);
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'x-mock-session': 'demo',
      lang: 'en',
    };
    // half of the picture now, the rest once the sandbox has been removed
    const upload = trickle(app, path, headers, body, body.length - 40);
    await arrived;
    expect((await app.request.delete('/__mock/sessions/demo')).body.code).toBe(0);
    upload.finish();
    const { status, body: answered } = await upload.answer;
    expect({ status, code: answered.code }, JSON.stringify(answered)).toEqual({ status: 200, code: 0 });
    // the sandbox is gone: the same name starts afresh (its removal was asked for, so no notice)
    ok(calls.helpConfig, await help(app, 'demo'));
  });
});

describe('a sandbox that went for want of room', () => {
  it('tells its next request so in the envelope, then starts afresh', async () => {
    t = await createTestApp({ MOCK_SESSIONS_MAX: '2' });
    ok(calls.helpConfig, await help(t, 'first'));
    ok(calls.helpConfig, await help(t, 'second'));
    ok(calls.helpConfig, await help(t, 'third'));
    refused(await help(t, 'first'), 410, /first.*expired.*starts afresh/, CODE.gone);
    ok(calls.helpConfig, await help(t, 'first'));
    const zn = await t.request.post('/api/goods/getHelpInfoConfig').set({ 'x-mock-session': 'second' });
    expect(zn.body.msg).toMatch(/已过期/);
    ok(calls.helpConfig, await help(t, 'second'));
    controlRefused(await t.request.get('/__mock/requests').set({ 'x-mock-session': 'third' }).set(EN), 410);
  });
});

describe('new sandboxes per client', () => {
  it('are limited per minute; the sandboxes already made keep working', async () => {
    t = await createTestApp({ MOCK_SESSIONS_NEW_PER_MINUTE: '3' });
    for (const name of ['n1', 'n2', 'n3']) ok(calls.helpConfig, await help(t, name));
    refused(await help(t, 'n4'), 429, /Too many new sandboxes/, CODE.tooFrequent);
    ok(calls.helpConfig, await help(t, 'n1'));
    const names = (await t.request.get('/__mock/sessions')).body.data.list.map((s: { name: string }) => s.name);
    expect(names.sort()).toEqual(['n1', 'n2', 'n3']);
  });
});

describe('a client that takes every sandbox and keeps bodies trickling into them', () => {
  it('keeps no one else out: a newcomer takes the place of one of its sandboxes', async () => {
    const app = await createTestApp({ MOCK_SESSIONS_MAX: '3' });
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    // from this machine, X-Forwarded-For names the client (as a dev proxy's does)
    const greedy = { 'x-forwarded-for': '192.0.2.10', lang: 'en' };
    const help = (session: string, who: Record<string, string>) =>
      app.request.post('/api/goods/getHelpInfoConfig').set({ 'x-mock-session': session, ...who });
    for (const name of ['g1', 'g2', 'g3']) ok(calls.helpConfig, await help(name, greedy));
    const path = '/api/goods/getHelpInfoConfig';
    const arrived = arrivals(app, path, 3);
    const body = Buffer.from(JSON.stringify({ filler: 'x'.repeat(1000) }));
    const slow = ['g1', 'g2', 'g3'].map((name) =>
      trickle(app, path, { ...greedy, 'content-type': 'application/json', 'x-mock-session': name }, body, 10),
    );
    await arrived;
    ok(calls.helpConfig, await help('newcomer', { 'x-forwarded-for': '192.0.2.20' }));
    for (const request of slow) request.finish();
    const answers = await Promise.all(slow.map((request) => request.answer));
    // the least recently used of the greedy client's went before its body had arrived: told so
    expect(answers.map((answer) => answer.body.code)).toEqual([CODE.gone, 0, 0]);
    expect(itemAt(answers, 0).body.msg).toMatch(/g1.*expired/);
  });

  it('is refused with HTTP 503, as documented, when it holds the most and each of its own is in use', async () => {
    const app = await createTestApp({ MOCK_SESSIONS_MAX: '1' });
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenIn(app, 'uploading');
    const boundary = 'sandbox-503-boundary';
    const body = uploadBody(boundary);
    const path = '/api/upload/image';
    const arrived = arrivals(app, path, 1);
    // an upload's handler streams its body: the sandbox is held while it arrives
    const upload = trickle(
      app,
      path,
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
        'x-mock-session': 'uploading',
      },
      body,
      body.length - 40,
    );
    await arrived;
    const res = await help(app, 'second');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 503, code: CODE.unavailable });
    expect(res.body.msg).toMatch(/yours are all in use/);
    upload.finish();
    expect((await upload.answer).body.code).toBe(0);
  });
});
