// The master's profile, signature and authorisations (contract/calls/master-tools.ts).
import { a, auth, code, UNKNOWN_ID } from '../fixtures.ts';
import { BAD, CONFLICT, type Entry, expect, FORBIDDEN, LOGIN, NOT_FOUND, noToken, onMock } from './kit.ts';

export const masterToolCases: Record<string, Entry> = {
  'owner.profile': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: (d) => expect(d).toMatchObject({ id: a(101), artist_type: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: { artist_type: '1' } })) },
      {
        name: 'not an author',
        ...FORBIDDEN,
        persona: 'demo-visitor',
        request: () => ({ query: { artist_type: '1' } }),
      },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.editProfile': {
    writes: true,
    // sends the profile back as it is
    ok: async (ctx) => {
      const p = (
        (await ctx.send({ method: 'GET', path: '/api/artist/profile', query: { artist_type: '1' } })).body as {
          // biome-ignore lint/suspicious/noExplicitAny: the profile is sent back as it came
          data: any;
        }
      ).data;
      return {
        body: {
          ...p,
          artist_type: 1,
          gender: p.gender === null ? '' : String(p.gender),
          birthday: p.birthday ?? '',
          certificates: p.certificate_info,
        },
      };
    },
    mock: (d) => expect(d.id).toBe(a(101)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { artist_type: 1, name: code('李明远') } })) },
      {
        name: 'not an author',
        ...FORBIDDEN,
        persona: 'demo-visitor',
        request: () => ({ body: { artist_type: 1, name: code('周小舟') } }),
      },
      { name: 'no name', ...BAD, request: () => ({ body: { artist_type: 1, name: '' } }) },
    ],
  },
  'owner.signature': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: (d) => expect(d.sign_password).toBe(true),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'an assistant', ...FORBIDDEN, persona: 'demo-assistant', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.saveSignature': {
    writes: true,
    // sends the master's own seal back, so that even a run with CONTRACT_WRITE=1 changes nothing real
    ok: async (ctx) => {
      const state = (await ctx.send({ method: 'GET', path: '/api/artist/signature', query: { artist_type: '1' } }))
        .body as { data: { sign: string | null } };
      return { body: { artist_type: 1, sign: state.data.sign ?? '' } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { sign: code('/media/seals/a101.svg') } })) },
      {
        name: 'an assistant',
        ...FORBIDDEN,
        persona: 'demo-assistant',
        request: () => ({ body: { sign: code('/media/seals/a101.svg') } }),
      },
      {
        name: 'password under 6',
        ...BAD,
        request: () => ({ body: { password: '123', password_confirm: '123', old_password: '123456' } }),
      },
    ],
  },
  'owner.authorisations': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: onMock((d) => expect(d.list.length).toBeGreaterThanOrEqual(3)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'an assistant', ...FORBIDDEN, persona: 'demo-assistant', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.authorisation': {
    ok: () => ({ path: `/api/artist/authorisation/${auth(1)}` }),
    mock: (d) => expect(d).toMatchObject({ id: auth(1), status: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ path: `/api/artist/authorisation/${auth(1)}` })) },
      {
        name: 'an assistant',
        ...FORBIDDEN,
        persona: 'demo-assistant',
        request: () => ({ path: `/api/artist/authorisation/${auth(1)}` }),
      },
      { name: 'another master’s', ...NOT_FOUND, request: () => ({ path: `/api/artist/authorisation/${auth(4)}` }) },
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/artist/authorisation/abc' }) },
    ],
  },
  'owner.authorise': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, name: '合同测试', phone: '13500001234' } }),
    mock: (d) => expect(d.status).toBe(0),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { name: '张三', phone: '13500004321' } })) },
      {
        name: 'an assistant',
        ...FORBIDDEN,
        persona: 'demo-assistant',
        request: () => ({ body: { name: '张三', phone: '13500004321' } }),
      },
      { name: 'bad phone', ...BAD, request: () => ({ body: { name: '张三', phone: '123' } }) },
      {
        name: 'phone already authorised',
        ...CONFLICT,
        before: () => ({ body: { name: '李四', phone: '13500005678' } }),
        request: () => ({ body: { name: '李四', phone: '13500005678' } }),
      },
    ],
  },
  'owner.revokeAuthorisation': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, id: auth(2) } }),
    mock: (d) => expect(d.status).toBe(2),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { id: auth(2) } })) },
      { name: 'an assistant', ...FORBIDDEN, persona: 'demo-assistant', request: () => ({ body: { id: auth(2) } }) },
      { name: 'unknown authorisation', ...NOT_FOUND, request: () => ({ body: { id: UNKNOWN_ID } }) },
      { name: 'already revoked', ...CONFLICT, request: () => ({ body: { id: auth(3) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { id: 'x' } }) },
    ],
  },
};
