import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { EN, ok, refused } from '../support/answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { auth } from '../support/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nt = (query: Record<string, string>, headers: Record<string, string> = EN) =>
  t.request.get('/api/auth/nt').query(query).set(headers);

const MASTERS = ['demo-master', 'demo-master-nosign', 'demo-master-noinfo', 'demo-master-pending', 'demo-assistant'];
const OTHERS = ['demo-visitor', 'demo-collector', 'demo-institution', 'demo-salesman', 'demo-salesman-basic'];

describe('GET auth/nt', () => {
  it.each(MASTERS)("gives %s a working token with msg 'success'", async (code) => {
    const { msg, data } = ok(calls.nt, await nt({ code }));
    expect(msg).toBe('success');
    expect(data.web_tk_code).toBeNull();
    const me = ok(calls.me, await t.request.get('/api/auth/me').set(auth(data.token)));
    expect(me.data.id).toBe(data.user.id);
  });

  it.each(OTHERS)('gives %s a working token with the not-authorised text', async (code) => {
    const { msg, data } = ok(calls.nt, await nt({ code }));
    expect(msg).toBe('You are not an authorised master');
    ok(calls.me, await t.request.get('/api/auth/me').set(auth(data.token)));
  });

  it("says 'success' in both languages and the not-authorised text in Chinese by default", async () => {
    expect(ok(calls.nt, await nt({ code: 'demo-master' }, {})).msg).toBe('success');
    expect(ok(calls.nt, await nt({ code: 'demo-visitor' }, {})).msg).toBe('您还不是认证大师');
  });

  it('answers the session user and echoes web_tk_code', async () => {
    const { data } = ok(calls.nt, await nt({ code: 'demo-collector', web_tk_code: 'tk-42' }));
    expect(data.user).toMatchObject({ collector_id: 201, artist_id: null });
    expect(data.web_tk_code).toBe('tk-42');
    expect(ok(calls.nt, await nt({ code: 'demo-master' })).data.user.artist_id).toBe(101);
  });

  it("answers code -1 'Please authorise login' for an unknown code, the refusal and SQL-looking codes", async () => {
    for (const code of ['no-such-code', 'refused-by-user', "' OR 1=1 --", "demo-master' --"]) {
      refused(await nt({ code }), 200, 'Please authorise login', -1);
    }
    refused(await nt({ code: 'no-such-code' }, {}), 200, '请授权登录', -1);
  });

  it('refuses the codes of seed users who are not personas, as it refuses unknown codes', async () => {
    const others = (
      t.db.$client.prepare("select code from users where code not like 'demo-%'").all() as { code: string }[]
    ).map((row) => row.code);
    expect(others).toContain('user-chenyu');
    for (const code of others) refused(await nt({ code }), 200, 'Please authorise login', -1);
  });

  it('refuses a missing or overlong code with 400', async () => {
    refused(await t.request.get('/api/auth/nt').set(EN), 400, /code/);
    refused(await nt({ code: '' }), 400, /code/);
    refused(await nt({ code: 'x'.repeat(129) }), 400, /code/);
  });

  it('asks demo-newphone for a phone (code -1) until a valid phone and code 123456 come', async () => {
    const asking = refused(await nt({ code: 'demo-newphone' }), 200, /phone/i, -1);
    expect(asking.msg).toBe('Please bind your mobile phone number');
    refused(await nt({ code: 'demo-newphone', phone: '', phone_code: '123456' }), 400, 'Phone cannot be empty');
    refused(await nt({ code: 'demo-newphone', phone: '', phone_code: '123456' }, {}), 400, '手机号不能为空');
    refused(await nt({ code: 'demo-newphone', phone: '12345', phone_code: '123456' }), 400, 'Phone number wrong');
    refused(await nt({ code: 'demo-newphone', phone: '12812345678', phone_code: '123456' }), 400, 'Phone number wrong');
    refused(
      await nt({ code: 'demo-newphone', phone: '13912345678', phone_code: '000000' }),
      400,
      'Verification code wrong',
    );
    // still not bound after the refusals
    refused(await nt({ code: 'demo-newphone' }), 200, /phone/i, -1);

    const { msg, data } = ok(calls.nt, await nt({ code: 'demo-newphone', phone: '13912345678', phone_code: '123456' }));
    expect(msg).toBe('You are not an authorised master');
    const me = ok(calls.me, await t.request.get('/api/auth/me').set(auth(data.token)));
    expect(me.data.phone).toBe('13912345678');
    // bound from now on: no phone needed
    ok(calls.nt, await nt({ code: 'demo-newphone' }));
  });
});
