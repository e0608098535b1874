import { describe, expect, it } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { routeAfterUnauthorized } from './unauthorized.ts';

const at = (path: string) => {
  const url = new URL(path, 'https://treasure.example');
  return { pathname: url.pathname, search: url.search, href: url.href };
};

describe('where a 401 sends the user (product §8)', () => {
  it('sends an ordinary browser to /pt_login, whatever the page, remembering where it was', () => {
    for (const path of ['/detail/1?__params=%7B%22status%22%3A%221%22%7D', '/home', '/guanli_col', '/home_inst']) {
      const next = routeAfterUnauthorized(at(path), false);
      expect(next.kind === 'navigate' && next.to.split('?')[0]).toBe('/pt_login');
      expect(next.kind === 'navigate' && new URLSearchParams(next.to.split('?')[1]).get('redirect')).toBe(path);
    }
    expect(routeAfterUnauthorized(at('/pt_login?redirect=%2Fhome'), false)).toEqual({
      kind: 'navigate',
      to: '/pt_login?redirect=%2Fhome',
    });
  });

  it('in the messaging app: artistType=2 or a _col path to the collector home, _inst to the institution home', () => {
    expect(routeAfterUnauthorized(at('/aiyuyin/201?artistType=2'), true)).toEqual({
      kind: 'navigate',
      to: '/home_col',
    });
    expect(routeAfterUnauthorized(at('/guanli_col'), true)).toEqual({ kind: 'navigate', to: '/home_col' });
    // an institution's collector pages lead back to the institution home
    expect(routeAfterUnauthorized(at('/guanli_col'), true, true)).toEqual({ kind: 'navigate', to: '/home_inst' });
    expect(routeAfterUnauthorized(at('/aiyuyin/301?artistType=2'), true, true)).toEqual({
      kind: 'navigate',
      to: '/home_inst',
    });
    expect(routeAfterUnauthorized(at('/banding_inst'), true)).toEqual({ kind: 'navigate', to: '/home_inst' });
  });

  it('in the messaging app: detail, report and similar pages log in again and come back', () => {
    for (const path of [
      '/detail/1?__params=%7B%22status%22%3A%221%22%7D',
      '/report/1',
      '/adtiViolation/2',
      '/tcdetail/101',
      '/Game',
      '/',
    ]) {
      const next = routeAfterUnauthorized(at(path), true);
      expect(next.kind).toBe('leave');
      expect(next.kind === 'leave' && decodeURIComponent(itemAt(next.url.split('url='), 1))).toBe(at(path).href);
    }
  });

  it('in the messaging app: anything else goes to /home', () => {
    for (const path of ['/masterinfo', '/sign', '/data_all']) {
      expect(routeAfterUnauthorized(at(path), true)).toEqual({ kind: 'navigate', to: '/home' });
    }
  });
});
