// REFUSAL_STYLE: the same refusals, with HTTP 200 (the default, the spec's reading) or with
// the code mirrored in the HTTP status. Transport statuses (404, 413, 415, 429, 500) and the
// mock's own controls keep their HTTP status in both; the OpenAPI document follows the style.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, encrypt, loginAs } from '../support/session.ts';

type Seen = { status: number; code: number };

async function refusalsOf(t: TestApp): Promise<Record<string, Seen>> {
  const visitor = await loginAs(t, 'demo-visitor');
  const like = async () =>
    t.request
      .post('/api/goods/like')
      .set(auth(visitor))
      .set(EN)
      .send({ data: await encrypt(t, { goods_id: 2, type: 1 }) });
  await like();
  const answers = {
    'bad input': await t.request.get('/api/artist/search').query({ name: 'a' }).set(EN),
    'no login': await t.request.get('/api/auth/me').set(EN),
    'follow yourself': await t.request
      .post('/api/artist/editFollow')
      .set(auth(await loginAs(t, 'demo-master')))
      .set(EN)
      .send({ artist_id: 101 }),
    'liked twice': await like(),
    'not found': await t.request
      .get('/api/goods/info')
      .query({ data: await encrypt(t, { goods_id: 999_999 }) })
      .set(EN),
    'no such call': await t.request.get('/api/no/such/call').set(EN),
    'unsupported body': await t.request.post('/api/common/encrypt').set('content-type', 'application/xml').send('<a/>'),
    'mock control': await t.request.put('/__mock/scenario').set(EN).send({ latencyMs: -1 }),
  };
  return Object.fromEntries(
    Object.entries(answers).map(([name, res]) => [name, { status: res.status, code: res.body.code }]),
  );
}

describe.each([
  {
    style: 'body (the default)',
    env: {} as Record<string, string>,
    expected: {
      'bad input': { status: 200, code: 400 },
      'no login': { status: 200, code: 401 },
      'follow yourself': { status: 200, code: 403 },
      'liked twice': { status: 200, code: 409 },
      'not found': { status: 200, code: -1 },
      'no such call': { status: 404, code: 404 },
      'unsupported body': { status: 415, code: 415 },
      'mock control': { status: 400, code: 400 },
    },
    documented: { '200': [-100, -1, 400, 401, 409], absent: ['400', '401', '409'] },
  },
  {
    style: 'http',
    env: { REFUSAL_STYLE: 'http' },
    expected: {
      'bad input': { status: 400, code: 400 },
      'no login': { status: 401, code: 401 },
      'follow yourself': { status: 403, code: 403 },
      'liked twice': { status: 409, code: 409 },
      'not found': { status: 200, code: -1 },
      'no such call': { status: 404, code: 404 },
      'unsupported body': { status: 415, code: 415 },
      'mock control': { status: 400, code: 400 },
    },
    documented: { '200': [-100, -1], absent: [] },
  },
])('refusal style $style', ({ env, expected, documented }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('answers each kind of refusal with its HTTP status and code', async () => {
    expect(await refusalsOf(t)).toEqual(expected);
  });

  it('documents goods/like the way it answers', async () => {
    const doc = (await t.request.get('/api-docs/openapi.json')).body;
    const responses = doc.paths['/api/goods/like'].post.responses;
    const [, refusal] = responses['200'].content['application/json'].schema.oneOf;
    expect([...refusal.allOf[1].properties.code.enum].sort((a: number, b: number) => a - b)).toEqual(documented['200']);
    for (const status of documented.absent) expect(responses).not.toHaveProperty(status);
    if (!documented.absent.length) expect(responses).toHaveProperty('409');
  });
});
