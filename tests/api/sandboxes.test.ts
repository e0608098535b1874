// X-Mock-Session: each name works on its own copy of the seed, with its own scenario and
// journal; without the header everything is shared as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { controlRefused, EN, ok, refused, rows } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MOCK_SESSIONS_MAX: '3' });
});
afterAll(() => t.close());

const as = (session?: string) => (session ? { 'x-mock-session': session } : {});
async function login(session?: string) {
  const res = await t.request.get('/api/auth/nt').query({ code: 'demo-visitor' }).set(as(session));
  return ok(calls.nt, res).data.token;
}
const save = async (session?: string) =>
  t.request
    .post('/api/goods/editSave')
    .set(as(session))
    .set({ authorization: `Bearer ${await login(session)}` })
    .send({ goods_id: 1 });
const saveCount = async (session?: string) => {
  const data = await t.request.post('/api/common/encrypt').set(as(session)).send({ goods_id: 1 });
  const info = await t.request.get('/api/goods/info').query({ data: data.body.data.data_encrypted }).set(as(session));
  return ok(calls.goodsInfo, info).data.view.total_save_num;
};
const count = async (session?: string) =>
  (await t.request.get('/__mock/requests/count').query({ path: 'goods/editSave' }).set(as(session))).body.data
    .count as number;

describe('sandboxes (X-Mock-Session)', () => {
  it('keep their writes to themselves', async () => {
    const seed = await saveCount();
    ok(calls.editSave, await save('job-a'));
    expect(await saveCount('job-a')).toBe(seed + 1);
    expect(await saveCount('job-b')).toBe(seed);
    expect(await saveCount()).toBe(seed);
    expect(rows(t, 'saves')).toBe(0);
  });

  it('have their own scenario and journal', async () => {
    await t.request.put('/__mock/scenario').set(as('job-a')).send({ maintenance: true });
    refused(await t.request.post('/api/goods/getHelpInfoConfig').set(as('job-a')).set(EN), 200, /maintenance/, -100);
    ok(calls.helpConfig, await t.request.post('/api/goods/getHelpInfoConfig').set(as('job-b')));
    ok(calls.helpConfig, await t.request.post('/api/goods/getHelpInfoConfig'));
    expect(await count('job-a')).toBe(1);
    expect(await count('job-b')).toBe(0);
    expect(await count()).toBe(0);
  });

  it('a reset with the header resets that sandbox only', async () => {
    await t.request.delete('/__mock/scenario').set(as('job-a'));
    const seed = await saveCount();
    ok(calls.editSave, await save('job-c'));
    ok(calls.editSave, await save('job-a'));
    await t.request.post('/__mock/reset').set(as('job-a')).send({});
    expect(await saveCount('job-a')).toBe(seed);
    expect(await count('job-a')).toBe(0);
    expect(await saveCount('job-c')).toBe(seed + 1);
  });

  it('are listed, removed on request, and bounded: the least recently used goes first', async () => {
    await t.request.delete('/__mock/sessions/job-c');
    const names = async () =>
      ((await t.request.get('/__mock/sessions')).body.data.list as { name: string }[]).map((s) => s.name).sort();
    expect(await names()).toEqual(['job-a', 'job-b']);
    await saveCount('job-a');
    await saveCount('job-c');
    await saveCount('job-d');
    expect(await names()).toEqual(['job-a', 'job-c', 'job-d']);
    expect((await t.request.delete('/__mock/sessions/job-d')).body.code).toBe(0);
    controlRefused(await t.request.delete('/__mock/sessions/job-d').set(EN), 404);
  });

  it('the journal of a sandbox opens as a link too (?mock_session=)', async () => {
    await t.request.post('/api/goods/getHelpInfoConfig').set(as('job-link'));
    const list = (await t.request.get('/__mock/requests').query({ mock_session: 'job-link' })).body.data.list;
    expect(list.map((entry: { path: string }) => entry.path)).toEqual(['goods/getHelpInfoConfig']);
  });

  it('refuses a name that is not one', async () => {
    refused(await t.request.post('/api/goods/getHelpInfoConfig').set(as('a b/c')).set(EN), 400, /X-Mock-Session/);
  });
});
