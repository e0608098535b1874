// Login, the user and the messaging app (contract/calls/auth.ts).
import { loginStepOf } from '../../../contract/rules/login-step.ts';
import { a, user } from '../fixtures.ts';
import {
  alike,
  BAD,
  choice,
  type Entry,
  expect,
  FORBIDDEN,
  LOGIN_NEEDED,
  NOT_FOUND,
  noToken,
  onMock,
  PERSONA_CODES,
  TOKEN_PERSONA,
} from './kit.ts';

export const authCases: Record<string, Entry> = {
  'auth.wechatConfig': {
    ok: () => ({ body: { url: 'https://example.com/detail/1?status=1#top', jsApiList: ['scanQRCode'] } }),
    spec: (d) => expect(JSON.parse(d.data)).toMatchObject({ jsApiList: ['scanQRCode'] }),
    errors: [{ name: 'not an http url', ...BAD, request: () => ({ body: { url: 'javascript:alert(1)' } }) }],
  },
  'auth.nt': {
    // against another server: a fresh login code of the master persona, given for this case
    readOnlyWith: { variable: 'CONTRACT_NT_CODE', value: process.env.CONTRACT_NT_CODE || undefined },
    ok: (ctx) => ({ query: { code: ctx.foreign ? String(process.env.CONTRACT_NT_CODE) : 'demo-master' } }),
    spec: (d, answer) => {
      expect((answer.body as { msg: string }).msg, 'msg').toBe('success');
      expect(d.token, 'data.token').toEqual(expect.any(String));
    },
    mock: onMock((d) => expect(d.user.artist_id).toBe(a(101))),
    errors: [
      {
        name: 'a phone is needed',
        ...NOT_FOUND,
        mockOnly: PERSONA_CODES,
        request: () => ({ query: { code: 'demo-newphone' } }),
      },
      {
        name: "unknown code: 'please authorise login'",
        ...NOT_FOUND,
        request: () => ({ query: { code: 'no-such-code' } }),
        mock: (msg) => expect(loginStepOf({ code: -1, msg })).toBe('authorise'),
      },
      {
        name: 'wrong phone',
        ...BAD,
        mockOnly: PERSONA_CODES,
        request: () => ({ query: { code: 'demo-newphone', phone: '123', phone_code: '123456' } }),
      },
    ],
  },
  'auth.me': {
    ok: () => ({}),
    spec: (d) => expect(d.artist_id, 'data.artist_id').toEqual(alike(a(101))),
    errors: [{ name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({})) }],
  },
  'auth.login': {
    mockOnly: 'the mock shows its persona page; the real login redirects to the messaging app',
    ok: () => ({ query: { url: '/home' } }),
    errors: [{ name: 'javascript: url', ...BAD, request: () => ({ query: { url: 'javascript:alert(1)' } }) }],
  },
  'auth.urlScheme': {
    ok: () => ({ body: {} }),
    errors: [{ name: 'overlong path', ...BAD, request: () => ({ body: { path: 'p'.repeat(300) } }) }],
  },
  'auth.artistList': {
    persona: 'demo-assistant',
    ok: () => ({ body: { type: 1 } }),
    spec: (d) => {
      const masters = [alike(a(101)), alike(a(104))];
      const ids = d.list.map((m: { artist_id: unknown }) => m.artist_id);
      expect(ids, 'data.list[].artist_id').toHaveLength(2);
      expect(ids, 'data.list[].artist_id').toEqual(expect.arrayContaining(masters));
    },
    errors: [
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { type: 1 } })) },
      { name: 'unknown type', ...BAD, request: () => ({ body: { type: 2 } }) },
    ],
  },
  'auth.chooseArtist': {
    persona: 'demo-assistant',
    writes: true,
    ok: async (ctx) => ({ body: await choice(ctx, a(104)) }),
    undo: async (ctx) => ({ body: await choice(ctx, a(101)) }),
    errors: [
      {
        name: 'no token',
        ...LOGIN_NEEDED,
        ...noToken(() => ({ body: { type: 1, artist_user_id: user(12), artist_id: a(104) } })),
      },
      // a master who is nobody's assistant
      {
        name: 'not their assistant',
        ...FORBIDDEN,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { type: 1, artist_user_id: user(12), artist_id: a(104) } }),
      },
      { name: 'no artist_id', ...BAD, request: () => ({ body: { type: 1, artist_user_id: user(12) } }) },
    ],
  },
  'auth.publicNotice': {
    ok: () => ({ query: { app_type: '1' } }),
    mock: onMock((d) => expect(d).toHaveProperty('content')),
    errors: [{ name: 'no app_type', ...BAD, request: () => ({ query: {} }) }],
  },
};
