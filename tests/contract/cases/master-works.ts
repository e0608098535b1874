// The master's works, treasures, news and 3D (contract/calls/master-works.ts).
import { a, code, g, news, UNKNOWN_ID, work } from '../fixtures.ts';
import { BAD, CONFLICT, type Entry, expect, FORBIDDEN, LOGIN, NOT_FOUND, noToken, onMock } from './kit.ts';

export const masterWorkCases: Record<string, Entry> = {
  'works.list': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: (d) => expect(d.can_compete).toBe(true),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'works.save': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, name: '合同测试作品' } }),
    mock: (d) => expect(d.status).toBe(0),
    undo: async (ctx) => {
      const list = (
        (await ctx.send({ method: 'GET', path: '/api/works/list', query: {} })).body as {
          data: { list: { id: number; name: string }[] };
        }
      ).data.list;
      return { path: '/api/works/delete', body: { id: list.find((w) => w.name === '合同测试作品')?.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { name: '作品' } })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ body: { name: '作品' } }) },
      { name: 'no name', ...BAD, request: () => ({ body: { name: '' } }) },
      { name: 'unknown work', ...NOT_FOUND, request: () => ({ body: { id: UNKNOWN_ID, name: '作品' } }) },
      { name: 'under review', ...CONFLICT, request: () => ({ body: { id: work(2), name: '作品' } }) },
    ],
  },
  'works.delete': {
    writes: true,
    ok: async (ctx) => {
      const saved = (await ctx.send({ method: 'POST', path: '/api/works/save', body: { name: '待删除的草稿' } }))
        .body as { data: { id: number } };
      return { body: { artist_type: 1, id: saved.data.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { id: work(1) } })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ body: { id: work(1) } }) },
      { name: 'unknown work', ...NOT_FOUND, request: () => ({ body: { id: UNKNOWN_ID } }) },
      { name: 'under review', ...CONFLICT, request: () => ({ body: { id: work(2) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { id: 'x' } }) },
    ],
  },
  'owner.treasures': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: (d) => expect(d).toMatchObject({ artist_id: a(101), recommended_max: 4 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'owner.setRecommended': {
    writes: true,
    // treasure 7 is in 101's collection already: it stays
    ok: () => ({ body: { artist_type: 1, goods_id: g(7), recommended: 1 } }),
    mock: (d) => expect(d.recommended).toContain(g(7)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(7), recommended: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), recommended: 1 } }) },
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, recommended: 1 } }) },
      {
        name: 'a fifth one',
        ...CONFLICT,
        before: () => ({ body: { goods_id: g(8), recommended: 1 } }),
        request: () => ({ body: { goods_id: g(10), recommended: 1 } }),
      },
      { name: 'not a flag', ...BAD, request: () => ({ body: { goods_id: g(7), recommended: 'yes' } }) },
    ],
  },
  'owner.setForSale': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, goods_id: g(12), is_can_buy: 1 } }),
    mock: (d) => expect(d).toEqual({ goods_id: g(12), is_can_buy: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(12), is_can_buy: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), is_can_buy: 1 } }) },
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, is_can_buy: 1 } }) },
      { name: 'not a flag', ...BAD, request: () => ({ body: { goods_id: g(12), is_can_buy: 'yes' } }) },
    ],
  },
  'news.mine': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: (d) => expect(d.artist_id).toBe(a(101)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'news.save': {
    writes: true,
    ok: () => ({
      body: {
        artist_type: 1,
        title: '合同测试新闻',
        title_intl: 'Contract test news',
        url: 'https://news.example.cn/contract',
      },
    }),
    mock: (d) => expect(d.title).toBe('合同测试新闻'),
    undo: async (ctx) => {
      const list = (
        (await ctx.send({ method: 'GET', path: '/api/news/mine', query: {} })).body as {
          data: { list: { id: number; title: string }[] };
        }
      ).data.list;
      return { path: '/api/news/delete', body: { id: list.find((n) => n.title === '合同测试新闻')?.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { title: '新闻', url: 'https://a.example.cn/' } })) },
      {
        name: 'not an author',
        ...FORBIDDEN,
        persona: 'demo-visitor',
        request: () => ({ body: { title: '新闻', url: 'https://a.example.cn/' } }),
      },
      { name: 'not a web link', ...BAD, request: () => ({ body: { title: '新闻', url: 'javascript:alert(1)' } }) },
      {
        name: 'unknown news item',
        ...NOT_FOUND,
        request: () => ({ body: { id: UNKNOWN_ID, title: '新闻', url: 'https://a.example.cn/' } }),
      },
    ],
  },
  'news.delete': {
    writes: true,
    ok: async (ctx) => {
      const saved = (
        await ctx.send({
          method: 'POST',
          path: '/api/news/save',
          body: { title: '待删除', url: 'https://news.example.cn/x' },
        })
      ).body as { data: { id: number } };
      return { body: { artist_type: 1, id: saved.data.id } };
    },
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { id: news(1) } })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ body: { id: news(1) } }) },
      { name: 'another master’s item', ...NOT_FOUND, request: () => ({ body: { id: news(4) } }) },
      { name: 'not an id', ...BAD, request: () => ({ body: { id: 'x' } }) },
    ],
  },
  'threeD.list': {
    ok: () => ({ query: { artist_type: '1' } }),
    mock: onMock((d) => expect(d.list.length).toBeGreaterThanOrEqual(3)),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not an author', ...FORBIDDEN, persona: 'demo-visitor', request: () => ({ query: {} }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ query: { artist_type: '9' } }) },
    ],
  },
  'threeD.apply': {
    writes: true,
    ok: () => ({ body: { artist_type: 1, goods_id: g(12), contact: code('13907980101'), note: '合同测试' } }),
    mock: (d) => expect(d).toMatchObject({ goods_id: g(12), status: 1 }),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { goods_id: g(11), contact: code('13907980101') } })) },
      {
        name: 'not the owner',
        ...FORBIDDEN,
        request: () => ({ body: { goods_id: g(3), contact: code('13907980101') } }),
      },
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: () => ({ body: { goods_id: UNKNOWN_ID, contact: code('13907980101') } }),
      },
      { name: 'bad contact', ...BAD, request: () => ({ body: { goods_id: g(11), contact: '123' } }) },
      { name: 'already 3D', ...CONFLICT, request: () => ({ body: { goods_id: g(1), contact: code('13907980101') } }) },
    ],
  },
};
