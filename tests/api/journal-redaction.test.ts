// The journal never shows a secret, however it is sent: a token in the query under another
// name, a list of passwords, a password inside an object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { loginAs } from '../support/session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo-master');
});
afterAll(() => t.close());

const newest = async () => (await t.request.get('/__mock/requests').query({ limit: 1 })).body.data.list[0];

describe('journal redaction', () => {
  it('hides ?access_token=, ?jwt= and the like', async () => {
    await t.request
      .post('/api/goods/getHelpInfoConfig')
      .query({ access_token: token, jwt: token, api_key: 'K-123456' });
    const entry = await newest();
    expect(entry.query).toEqual({ access_token: '[redacted]', jwt: '[redacted]', api_key: '[redacted]' });
    expect(JSON.stringify(entry)).not.toContain(token);
    expect(entry.url).not.toContain('K-123456');
  });

  it('hides password[]= lists, in a query or a form', async () => {
    await t.request.post('/api/goods/getHelpInfoConfig').query('password[]=Secret-one&password[]=Secret-two');
    expect(JSON.stringify(await newest())).not.toMatch(/Secret-(one|two)/);
    await t.request
      .post('/api/goods/getHelpInfoConfig')
      .type('form')
      .send('password[]=Secret-three&user[old_password]=Secret-four');
    expect(JSON.stringify(await newest())).not.toMatch(/Secret-(three|four)/);
  });

  it('hides a secret key whose value is an object or a list', async () => {
    await t.request
      .post('/api/goods/getHelpInfoConfig')
      .send({ old_password: { value: 'Secret-five' }, nested: { password: ['Secret-six'] } });
    const entry = await newest();
    expect(entry.body).toEqual({ old_password: '[redacted]', nested: { password: '[redacted]' } });
  });
});
