// Sandboxes that one careless or hostile client cannot break for the others: a sandbox removed
// under a running request waits for it, one that went says so to its next request, and new
// names are limited per client and never take a sandbox that is in use.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('a sandbox removed while one of its requests runs', () => {
  it('lets that request finish on its data (no 500), and closes only then', async () => {
    const app = await createTestApp();
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    const token = await tokenIn(app, 'demo');
    const boundary = 'sandbox-safety-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const arrived = new Promise<void>((resolve) =>
      app.app.server.on('request', (req) => {
        if (req.url === '/api/upload/image') resolve();
      }),
    );
    const answer = new Promise<{ status: number; body: { code: number; msg: string } }>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/upload/image',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          authorization: `Bearer ${token}`,
          'x-mock-session': 'demo',
          lang: 'en',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      // half of the picture now, the rest once the sandbox has been removed
      req.write(body.subarray(0, body.length - 40));
      void arrived
        .then(() => app.request.delete('/__mock/sessions/demo'))
        .then((removed) => {
          expect(removed.body.code).toBe(0);
          req.end(body.subarray(body.length - 40));
        });
    });
    const { status, body: answered } = await answer;
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
