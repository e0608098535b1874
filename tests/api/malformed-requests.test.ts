// Requests a security test sent to crash the server: each is a refusal in the envelope and the
// caller's language, never a 500 or Fastify's own body.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHINESE, EN, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { rawRequest } from '../support/raw-request.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // with a built front end, whose fallback (index.html) is what the not-found handler sends
  const web = join(mkdtempSync(join(tmpdir(), 'malformed-')), 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ WEB_DIST: web });
  token = await loginAs(t, 'demo-master');
});
afterAll(() => t.close());

const PNG_HEAD = '\x89PNG\r\n\x1a\n';
const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const upload = (contentType: string, body: string, headers: Record<string, string> = EN) =>
  t.request.post('/api/upload/image').set(auth(token)).set(headers).set('content-type', contentType).send(body);

describe('malformed multipart to upload/image', () => {
  const MALFORMED = 'The upload is incomplete or malformed, please choose the picture again';

  it('refuses a multipart body without a boundary', async () => {
    refused(await upload('multipart/form-data', `${filePart('x')}${PNG_HEAD}\r\n--x--\r\n`), 400, MALFORMED);
  });

  it('refuses a body whose parts use another boundary', async () => {
    refused(
      await upload('multipart/form-data; boundary=abc', `${filePart('zzz')}${PNG_HEAD}\r\n--zzz--\r\n`),
      400,
      MALFORMED,
    );
  });

  it('refuses a body cut short inside the file (not "over 10M") and inside the part headers', async () => {
    refused(await upload('multipart/form-data; boundary=abc', `${filePart('abc')}${PNG_HEAD}0000`), 400, MALFORMED);
    refused(await upload('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-da'), 400, MALFORMED);
  });

  it('answers in Chinese by default', async () => {
    const body = refused(await upload('multipart/form-data', 'xxxx', {}), 400);
    expect(body.msg).toMatch(CHINESE);
  });

  it('refuses a form of too many fields, or of two files, as such (not as a picture over 10M)', async () => {
    const field = (name: string) => `--abc\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
    const fields = ['a', 'b', 'c', 'd', 'e', 'f'].map(field).join('');
    const tooMany = /Too many parts in the upload: one picture \(file\) at a time, and at most 4 form fields/;
    refused(
      await upload('multipart/form-data; boundary=abc', `${fields}${filePart('abc')}${PNG_HEAD}\r\n--abc--\r\n`),
      400,
      tooMany,
    );
    const twoFiles = `${filePart('abc')}${PNG_HEAD}\r\n${filePart('abc')}${PNG_HEAD}\r\n--abc--\r\n`;
    refused(await upload('multipart/form-data; boundary=abc', twoFiles), 400, tooMany);
    const zn = refused(await upload('multipart/form-data; boundary=abc', `${fields}--abc--\r\n`, {}), 400);
    expect(zn.msg).toMatch(/上传的内容过多/);
  });
});

/** The test app's port, listening from the first test that needs a real socket. */
async function portOf(app: TestApp) {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  return (app.app.server.address() as AddressInfo).port;
}

describe('a request line in absolute form (GET http://host/path HTTP/1.1)', () => {
  it('is answered as its path, in the envelope', async () => {
    const answer = await rawRequest(
      await portOf(t),
      'GET http://somewhere.example/api/goods/info?goods_id=1 HTTP/1.1\r\nHost: x\r\nlang: en\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 401, data: null });
  });
});

describe('a path out of the pictures folder (/media/../x)', () => {
  it('is not found (404 in the envelope), never "Invalid request: Forbidden"', async () => {
    const port = await portOf(t);
    for (const path of ['/media/../x', '/media/%2e%2e/x', '/uploads/../package.json']) {
      // fetch would tidy the path; a raw request sends it as it is
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nlang: en\r\nConnection: close\r\n\r\n`);
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        path,
        status: 404,
        body: { code: 404, msg: 'Not found', data: null },
      });
    }
  });
});

describe('a missing file under /api-docs/static/', () => {
  it('is a 404 in the envelope, in the caller language', async () => {
    refused(await t.request.get('/api-docs/static/no-such-file.js').set(EN), 404, /no-such-file\.js/);
    expect(refused(await t.request.get('/api-docs/static/nested/missing.css'), 404).msg).toMatch(CHINESE);
  });
});

describe('a path parameter over the router limit', () => {
  it('answers 414 in the envelope without echoing the path', async () => {
    const long = '1'.repeat(101);
    const res = await t.request.get(`/api/news/list/${long}`).set(EN);
    const body = refused(res, 414, 'A part of the address is too long (at most 100 characters)');
    expect(JSON.stringify(body)).not.toContain(long);
    expect(refused(await t.request.get(`/api/goods/share/${long}`), 414).msg).toMatch(CHINESE);
  });

  it('answers a path that is not valid percent-encoding with 400 in the envelope', async () => {
    refused(await t.request.get('/api/news/list/%E0%A4%A').set(EN), 400, 'Invalid url');
  });
});
