// Binding a salesman (/banding) by code. The attack: any user binds the salesman whose code
// follows another's and reads the salesman's bank account and tax number in auth/me, and every
// master's statistics. Those are the salesman's own; codes cannot be tried one after another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueAt } from '#contract/present.ts';
import { calls } from '../../contract/calls.ts';
import { SALESMAN_CODES } from '../../seeds/records/salesman-links.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth, loginAs } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, token: string) => t.request.get(`/api${path}`).set(auth(token)).set(EN);
const bind = (code: string, token: string) =>
  t.request.post('/api/user/bindSalesman').set(auth(token)).set(EN).send({ code });
const me = async (token: string) => ok(calls.me, await get('/auth/me', token)).data;
const TOO_FREQUENT = 'Operating too frequently. Please try again later';

describe('a user who binds a salesman by code', () => {
  it('sees neither the bank details nor every master statistics of that salesman', async () => {
    const visitor = await loginAs(t, 'demo-visitor');
    const bound = ok(calls.bindSalesman, await bind(valueAt(SALESMAN_CODES, 1), visitor)).data;
    const hidden = { auth: 0, bank_account: '', bank_duty_number: '', bank_name: '' };
    expect(bound.bindsalesman).toMatchObject({ name: '张建华', ...hidden });
    expect((await me(visitor)).bindsalesman).toMatchObject({ name: '张建华', ...hidden });
    refused(await get('/stats/overview?scope=all&days=7', visitor), 403, 'You are not allowed to see all statistics');
    // the statistics of the masters their salesman looks after stay open (product §6)
    expect(ok(calls.statistics, await get('/stats/overview?days=7', visitor)).data.masters.length).toBeGreaterThan(0);
  });

  it('leaves the salesman own account its bank details and all statistics', async () => {
    const salesman = await loginAs(t, 'demo-salesman');
    const own = (await me(salesman)).bindsalesman;
    expect(own?.auth).toBe(1);
    expect(own?.bank_account).not.toBe('');
    expect(own?.bank_duty_number).not.toBe('');
    ok(calls.statistics, await get('/stats/overview?scope=all&days=7', salesman));
  });
});

describe('salesman codes', () => {
  it('are not a sequence', () => {
    const codes = Object.values(SALESMAN_CODES);
    const numbers = codes.map((code) => Number.parseInt(code.replace(/\D/g, ''), 10));
    expect(new Set(numbers.map((n, i) => n - i)).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('stop being tried after 5 wrong ones (HTTP 429), for that user only', async () => {
    const collector = await loginAs(t, 'demo-collector');
    for (let i = 1; i <= 5; i++) refused(await bind(`ZB800${i}`, collector), 200, 'No salesman has this code', -1);
    refused(await bind(valueAt(SALESMAN_CODES, 2), collector), 429, TOO_FREQUENT);
    expect((await me(collector)).bind_salesman_id).toBeNull();
    const institution = await loginAs(t, 'demo-institution');
    ok(calls.bindSalesman, await bind(valueAt(SALESMAN_CODES, 2), institution));
  });
});

describe('wrong salesman codes', () => {
  it('stop a user in one sandbox and from one client only, until that data is reset', async () => {
    const app = await createTestApp();
    try {
      const visitor = await loginAs(app, 'demo-visitor');
      const guess = (where: { session?: string; client?: string } = {}) =>
        app.request
          .post('/api/user/bindSalesman')
          .set(auth(visitor))
          .set(EN)
          .set(where.session ? { 'x-mock-session': where.session } : {})
          // from this machine, X-Forwarded-For names the client (a dev proxy's)
          .set(where.client ? { 'x-forwarded-for': where.client } : {})
          .send({ code: 'ZB80000000' });
      const wrong = (res: Awaited<ReturnType<typeof guess>>) => refused(res, 200, 'No salesman has this code', -1);
      const stopped = (res: Awaited<ReturnType<typeof guess>>) => refused(res, 429, TOO_FREQUENT);

      for (let i = 0; i < 5; i++) wrong(await guess({ session: 'lockA' }));
      stopped(await guess({ session: 'lockA' }));
      // not in another sandbox, nor in the shared data, nor for another client in the same sandbox
      wrong(await guess({ session: 'lockB' }));
      wrong(await guess());
      wrong(await guess({ session: 'lockA', client: '192.0.2.7' }));
      // a reset of the sandbox forgets them
      expect((await app.request.post('/__mock/reset').set({ 'x-mock-session': 'lockA' }).send({})).body.code).toBe(0);
      wrong(await guess({ session: 'lockA' }));

      for (let i = 0; i < 4; i++) wrong(await guess());
      stopped(await guess());
      expect((await app.request.post('/__mock/reset').send({})).body.code).toBe(0);
      wrong(await guess());
    } finally {
      await app.close();
    }
  });
});
