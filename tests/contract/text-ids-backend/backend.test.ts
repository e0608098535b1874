// The text-ids backend makes the choices its header says, and its switches do what they say:
// what the tests that run the suite or the mock against it rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTextIdsBackend } from './server.ts';

let backend: Awaited<ReturnType<typeof startTextIdsBackend>>;
beforeAll(async () => {
  backend = await startTextIdsBackend();
});
afterAll(() => backend?.close());

type Envelope = { code: unknown; msg: string; time?: string; trace_id?: string; data?: Record<string, unknown> };
async function call(path: string, init: { body?: unknown; token?: string; lang?: string } = {}) {
  const res = await fetch(`${backend.origin}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.lang ? { lang: init.lang } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}
const sealed = async (run: string, payload: Record<string, unknown>) =>
  encodeURIComponent(String((await call(`${run}/api/common/encrypt`, { body: payload })).body.data?.data_encrypted));
const lookup = async (run: string, serial: string) =>
  call(`${run}/api/goods/info?data=${await sealed(run, { serial_number: serial })}`);

describe('the text-ids backend', () => {
  it('sends ids and money as numeric strings, time and trace_id on every answer, collector {} for no holder', async () => {
    const held = await lookup('', 'ZS25A050001');
    expect(held.body).toMatchObject({ code: 0, time: expect.any(String), trace_id: expect.any(String) });
    expect(held.body.data).toMatchObject({ id: '50001', price: '388000.00', artist_id: '7001' });
    expect(held.body.data?.collector).toMatchObject({ status: 1, price: '0.00' });
    expect((await lookup('', 'ZS25A050002')).body.data?.collector).toEqual({});
  });

  it('encrypts with a fresh IV each time', async () => {
    const payload = { serial_number: 'ZS25A050001' };
    expect(await sealed('', payload)).not.toBe(await sealed('', payload));
  });

  it('refuses without data: HTTP 401 for a missing login, its own codes as text', async () => {
    const me = await call('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({
      code: 401,
      msg: expect.any(String),
      time: expect.any(String),
      trace_id: expect.any(String),
    });
    const purchase = await call('/api/collection/applyBuy', {
      token: '880002',
      lang: 'en',
      body: { goods_id: '50005', name: '', phone: '13812345678', price: '5000', content: 'hi' },
    });
    expect(purchase.body).toMatchObject({ code: '10002', msg: 'Please fill in your name' });
    expect(purchase.body).not.toHaveProperty('data');
    expect((await lookup('', 'ZS99Z999999')).body.code).toBe(-1);
  });

  it('with its switches: a not-found answered code 404, "Already liked", an HTTP 500 with {code, msg}', async () => {
    expect((await lookup('/not-found-404', 'ZS99Z999999')).body.code).toBe('404');
    const like = async (run: string) =>
      call(`${run}/api/goods/like`, {
        token: '880001',
        lang: 'en',
        body: { data: decodeURIComponent(await sealed(run, { goods_id: '50020', type: 1 })) },
      });
    await like('/liked-message');
    expect((await like('/liked-message')).body).toMatchObject({ code: '10004', msg: 'Already liked' });
    await like('/liked-again');
    expect((await like('/liked-again')).body.msg).toBe('You have liked');
    const failed = await lookup('/server-error', 'ZS25A050001');
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 500, msg: 'Internal Server Error' });
    expect(backend.received('/server-error'.slice(1)).length).toBeGreaterThan(0);
  });
});
