import { describe, expect, it } from 'vitest';
import type { Exchange, RecordedAnswer, RecordedRequest } from './exchange.ts';
import { labelOf } from './identity.ts';
import { answersWith } from './recording-files.ts';
import { indexOf, missRefusal, Replayer } from './recording-index.ts';

const answer = (msg: string, extra: Record<string, unknown> = {}): RecordedAnswer => ({
  status: 200,
  body: { code: 0, msg, data: null, ...extra },
});
const exchange = (request: Partial<RecordedRequest>, answers: RecordedAnswer[]): Exchange => ({
  format: 2,
  request: { method: 'GET', path: '/api/auth/me', lang: 'en', login: true, ...request },
  answers,
  recordedAt: '2026-11-29T00:00:00.000Z',
});
const me = (token: string) => ({
  method: 'GET',
  url: '/api/auth/me',
  langHeader: 'en',
  authorization: `Bearer ${token}`,
});

describe('a replay', () => {
  it("finds each user's exchange, the only one for a token it never met, and refuses to pick among several", async () => {
    const [ann, bob] = [labelOf('token-of-ann'), labelOf('token-of-bob')];
    const two = new Replayer(
      await indexOf([exchange({ identity: ann }, [answer('ann')]), exchange({ identity: bob }, [answer('bob')])]),
    );
    const msg = (looked: ReturnType<Replayer['lookUp']>) =>
      'found' in looked ? (looked.answer.body as { msg: string }).msg : looked;
    expect(msg(two.lookUp(me('token-of-bob')))).toBe('bob');
    expect(msg(two.lookUp(me(`[redacted:${ann}]`)))).toBe('ann');
    const unknown = two.lookUp(me('token-of-nobody'));
    expect(unknown).toMatchObject({ users: [ann, bob].sort() });
    if (!('found' in unknown)) expect(missRefusal(unknown, 'en').status).toBe(409);
    const one = new Replayer(await indexOf([exchange({ identity: ann }, [answer('ann')])]));
    expect(msg(one.lookUp(me('token-of-nobody')))).toBe('ann');
    // a file of the first format has no user: it answers anyone
    const first = new Replayer(await indexOf([exchange({}, [answer('anyone')])]));
    expect(msg(first.lookUp(me('token-of-bob')))).toBe('anyone');
  });

  it('gives the n-th identical call the n-th answer, the last repeating, counting for itself', async () => {
    const index = await indexOf([exchange({ login: false }, [answer('first'), answer('second')])]);
    const replay = new Replayer(index);
    const ask = (r: Replayer) => {
      const looked = r.lookUp({ method: 'GET', url: '/api/auth/me', langHeader: 'en' });
      return 'found' in looked ? (looked.answer.body as { msg: string }).msg : null;
    };
    expect([ask(replay), ask(replay), ask(replay)]).toEqual(['first', 'second', 'second']);
    expect(ask(new Replayer(index)), 'another sandbox counts its own').toBe('first');
  });

  it("keys a first-format file's ciphertext by what its recorded common/encrypt encrypts", async () => {
    const encrypt = exchange({ method: 'POST', path: '/api/common/encrypt', login: false, body: { goods_id: 7 } }, [
      answer('success', { data: { data_encrypted: 'c1pher' } }),
    ]);
    const info = exchange({ path: '/api/goods/info', login: false, query: { data: 'c1pher' } }, [answer('treasure 7')]);
    const replay = new Replayer(await indexOf([encrypt, info]));
    const looked = replay.lookUp({ method: 'GET', url: '/api/goods/info?data=c1pher', langHeader: 'en' });
    expect('found' in looked && looked.request.query).toEqual({ data: { encrypted: { goods_id: 7 } } });
    const chinese = replay.lookUp({ method: 'GET', url: '/api/goods/info?data=c1pher' });
    expect(chinese).toMatchObject({ recordedCipher: true, differences: [{ kind: 'lang', lang: 'en' }] });
  });
});

describe('the answers of a file', () => {
  const [ok, liked] = [answer('ok', { time: 1 }), answer('You have liked', { time: 2 })];
  it('take the n-th answer in its place, keep the others, and end with one of a run', () => {
    expect(answersWith([], ok, 1, ['time'])).toEqual([ok]);
    expect(answersWith([ok], liked, 2, ['time'])).toEqual([ok, liked]);
    expect(answersWith([ok, liked], { ...liked, body: { ...(liked.body as object), time: 3 } }, 3, ['time'])).toEqual([
      ok,
      liked,
    ]);
    expect(answersWith([ok, liked], liked, 1, ['time'])).toEqual([liked]);
  });

  it('leave an answer as it was when only its volatile fields changed', () => {
    const later = answer('ok', { time: 99 });
    expect(answersWith([ok], later, 1, ['time'])[0]).toBe(ok);
    expect(answersWith([ok], later, 1, [])[0]).toBe(later);
  });
});
