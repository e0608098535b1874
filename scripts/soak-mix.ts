// The calls the soaks play against a running server (npm run bench:journal, npm run
// bench:soak): the visitor pages, lookups, logins, likes and saves, uploads, pictures, the
// journal, and bodies of every shape (1 MB strings, 4 KB of nested empty arrays, deep nesting,
// Chinese text, wide forms), each for a client of the shared data or of a sandbox.
import { noisePng } from '../tests/support/png.ts';

/** One journal's client: the shared data (no header) or a sandbox. */
export type Target = { session: string | undefined; master: string; visitor: string; lookup: string };
export type Call = (target: Target, i: number) => Promise<Response>;

const MB = 1024 * 1024;
/** 1 MB bodies now and then: a round of the mix is 20 calls, so one call in 200. */
export const MEGABYTE_EVERY = 200;

/** `always`: headers every call sends besides its own (Accept-Encoding…). */
export function soakMix(base: string, controlsToken: string, always: Record<string, string> = {}) {
  const headersOf = (target: Target, more: Record<string, string> = {}) => ({
    ...always,
    ...(target.session ? { 'x-mock-session': target.session } : {}),
    ...more,
  });
  const json = (target: Target, more: Record<string, string> = {}) =>
    headersOf(target, { 'content-type': 'application/json', ...more });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const envelope = async <T>(res: Response) => (await res.json()) as { code: number; data: T };

  /** A client of the shared data (no session) or of a sandbox, logged in and with a lookup's data. */
  async function targetOf(session: string | undefined): Promise<Target> {
    const partial = { session, master: '', visitor: '', lookup: '' };
    const login = async (code: string) =>
      (
        await envelope<{ token: string }>(
          await fetch(`${base}/api/auth/nt?code=${code}`, { headers: headersOf(partial) }),
        )
      ).data.token;
    const encrypted = await envelope<{ data_encrypted: string }>(
      await fetch(`${base}/api/common/encrypt`, {
        method: 'POST',
        headers: json(partial),
        body: JSON.stringify({ serial_number: 'WC202600001' }),
      }),
    );
    return {
      session,
      master: await login('demo-master'),
      visitor: await login('demo-visitor'),
      lookup: encrypted.data.data_encrypted,
    };
  }

  // Bodies of every shape, posted to a call that ignores what it does not know.
  const bodies = {
    megabyte: JSON.stringify({ filler: 'x'.repeat(MB - 100) }),
    nestedArrays: JSON.stringify({ filler: Array.from({ length: 1300 }, () => [[]]) }),
    deep: `{"deep":${'['.repeat(2000)}${']'.repeat(2000)}}`,
    chinese: JSON.stringify({ content: '收藏'.repeat(2000) }),
    wide: JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
  };
  const wideForm = new URLSearchParams(Array.from({ length: 500 }, (_, i) => [`f${i}`, `值${i}`])).toString();
  const picture = noisePng(24, 24);

  const post = (target: Target, path: string, body: string, more: Record<string, string> = {}) =>
    fetch(`${base}/api/${path}`, { method: 'POST', headers: json(target, more), body });
  const get = (target: Target, path: string, more: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: headersOf(target, more) });

  /** The mix, in the order a round plays it: a call's share is how often it appears. */
  const mix: [name: string, call: Call][] = [
    ['page /', (t) => get(t, '/')],
    ['page /detail/1', (t) => get(t, '/detail/1', { 'accept-language': 'en' })],
    ['page /tcdetail/101', (t) => get(t, '/tcdetail/101')],
    ['goods/info', (t) => get(t, `/api/goods/info?data=${encodeURIComponent(t.lookup)}`, bearer(t.visitor))],
    ['common/encrypt', (t, i) => post(t, 'common/encrypt', JSON.stringify({ goods_id: (i % 6) + 1 }))],
    ['goods/recommend', (t) => get(t, `/api/goods/recommend?data=${encodeURIComponent(t.lookup)}`)],
    ['auth/me', (t) => get(t, '/api/auth/me', bearer(t.master))],
    [
      'goods/editSave',
      (t, i) => post(t, 'goods/editSave', JSON.stringify({ goods_id: (i % 6) + 1 }), bearer(t.visitor)),
    ],
    ['artist/editFollow', (t) => post(t, 'artist/editFollow', JSON.stringify({ artist_id: 101 }), bearer(t.visitor))],
    ['artist/search', (t) => get(t, `/api/artist/search?name=${encodeURIComponent('李明')}`)],
    ['news/list', (t) => get(t, '/api/news/list/101')],
    ['help: 4 KB of nested arrays', (t) => post(t, 'goods/getHelpInfoConfig', bodies.nestedArrays)],
    ['help: deep nesting', (t) => post(t, 'goods/getHelpInfoConfig', bodies.deep)],
    ['help: Chinese text', (t) => post(t, 'goods/getHelpInfoConfig', bodies.chinese, { lang: 'en' })],
    ['help: 2,000 keys', (t) => post(t, 'goods/getHelpInfoConfig', bodies.wide)],
    [
      'help: a form of 500 fields',
      (t) =>
        fetch(`${base}/api/goods/getHelpInfoConfig`, {
          method: 'POST',
          headers: headersOf(t, { 'content-type': 'application/x-www-form-urlencoded' }),
          body: wideForm,
        }),
    ],
    [
      'upload/image',
      (t) => {
        const form = new FormData();
        form.append('kind', 'image');
        form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'p.png');
        return fetch(`${base}/api/upload/image`, {
          method: 'POST',
          headers: headersOf(t, bearer(t.master)),
          body: form,
        });
      },
    ],
    ['a picture', (t) => get(t, '/media/artists/a101.svg')],
    ['a staged refusal', (t) => get(t, '/api/auth/getPublicNotice?app_type=1', { 'x-mock-scenario': 'code=-1' })],
    ['the journal', (t) => get(t, '/__mock/requests?limit=20', { 'x-mock-token': controlsToken })],
  ];
  const megabyte: [name: string, call: Call] = [
    'help: 1 MB body',
    (t) => post(t, 'goods/getHelpInfoConfig', bodies.megabyte),
  ];
  return { targetOf, mix, megabyte, headersOf, post, get };
}

/** A call to make: its name (for the tally), for which client. */
export type Pick = (i: number) => { target: Target; name: string; call: Call };

/**
 * Plays calls `parallel` at a time, the i-th as `pick(i)` says, and counts each answer by its
 * status, or a call without one by its reason; stops if the server has (`ended()` not null).
 */
export function soakPlayer(parallel: number, ended: () => unknown, pick: Pick) {
  const tally = new Map<string, number>();
  const count = (name: string, outcome: string) => {
    const key = `${name}: ${outcome}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  };
  const player = {
    sent: 0,
    async play(calls: number) {
      const end = player.sent + calls;
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          while (player.sent < end) {
            const i = player.sent++;
            const { target, name, call } = pick(i);
            try {
              const res = await call(target, i);
              await res.arrayBuffer();
              count(name, `HTTP ${res.status}`);
            } catch (error) {
              if (ended() !== null) throw new Error(`the server stopped (${ended()}) after ${player.sent} calls`);
              count(name, String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message));
            }
          }
        }),
      );
    },
    printTally() {
      console.log('answers:');
      for (const [key, n] of [...tally].sort()) console.log(`  ${String(n).padStart(6)} × ${key}`);
    },
  };
  return player;
}
