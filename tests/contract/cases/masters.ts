// Masters: following, news, search and the master's page (contract/calls/artist.ts, news.ts, masters.ts).
import { a, code, UNKNOWN_ID } from '../fixtures.ts';
import {
  alike,
  BAD,
  type Entry,
  expect,
  FORBIDDEN,
  forged,
  LOGIN,
  LOGIN_NEEDED,
  NOT_FOUND,
  noToken,
  onMock,
  TOKEN_PERSONA,
} from './kit.ts';

export const masterCases: Record<string, Entry> = {
  'news.list': {
    ok: () => ({ path: `/api/news/list/${a(101)}` }),
    mock: onMock((d) => expect(d.list).toHaveLength(3)),
    alsoOk: [{ name: 'master 104', request: () => ({ path: `/api/news/list/${a(104)}` }) }],
    errors: [{ name: 'not an id', ...BAD, request: () => ({ path: '/api/news/list/abc' }) }],
  },
  'artist.followStatus': {
    // following needs a login (product §6): the state is asked with the master persona's token
    persona: TOKEN_PERSONA,
    ok: () => ({ body: { artist_id: a(101) } }),
    spec: (d) => expect(d.follow_status, 'data.follow_status').toEqual(alike(0)),
    errors: [
      { name: 'unknown master', ...NOT_FOUND, request: () => ({ body: { artist_id: UNKNOWN_ID } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { artist_id: 'abc' } }) },
      { name: 'forged token', ...LOGIN, ...forged(() => ({ body: { artist_id: a(101) } })) },
    ],
  },
  'artist.editFollow': {
    writes: true,
    ok: () => ({ body: { artist_id: a(104) } }),
    undo: () => ({ body: { artist_id: a(104) } }),
    errors: [
      { name: 'unknown master', ...NOT_FOUND, request: () => ({ body: { artist_id: UNKNOWN_ID } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { artist_id: a(104) } })) },
      {
        name: "one's own identity",
        ...FORBIDDEN,
        request: () => ({ body: { artist_id: a(101) } }),
        situation: 'followSelf',
      },
      { name: 'not an id', ...BAD, request: () => ({ body: { artist_id: [a(101)] } }) },
    ],
  },
  'artist.search': {
    ok: () => ({ query: { name: code('李明') } }),
    mock: onMock((d) => expect(d.list.map((m: { id: number }) => m.id)).toEqual([a(101), a(106)])),
    errors: [{ name: 'name under 2 characters', ...BAD, request: () => ({ query: { name: '李' } }) }],
  },
  'artist.info': {
    ok: () => ({ path: `/api/artist/info/${a(101)}` }),
    mock: (d) => expect(d).toMatchObject({ artist: { id: a(101) } }),
    alsoOk: [
      {
        name: 'master 104',
        request: () => ({ path: `/api/artist/info/${a(104)}` }),
        mock: (d) => expect(d).toMatchObject({ artist: { id: a(104) } }),
      },
    ],
    errors: [
      { name: 'not an id', ...BAD, request: () => ({ path: '/api/artist/info/abc' }) },
      { name: 'unknown master', ...NOT_FOUND, request: () => ({ path: `/api/artist/info/${UNKNOWN_ID}` }) },
    ],
  },
};
