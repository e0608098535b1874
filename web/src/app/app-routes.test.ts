import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../locales/en.ts';
import { zn } from '../locales/zn.ts';
import { loadScreen, routeOf } from './app-routes.tsx';
import { type ScreenModule, type ScreenRoute, screenRoutes, titleOf } from './routes.ts';

describe('the route of a path', () => {
  it('is the one react-router matches, in any case, else the not-found screen', () => {
    const paths = ['/', '/detail/1', '/DETAIL_CUL/2/', '/tcdetail/101', '/detail/1/more', '/nowhere', '/tcdetail'];
    for (const path of paths) {
      const matched = matchRoutes(screenRoutes, path)?.[0]?.route;
      if (matched) expect(routeOf(path), path).toBe(matched);
      else expect(routeOf(path).path, path).toBe('*');
    }
  });
});

describe('the title of each route', () => {
  it("is its path's first word, unless the route names another, and is in both languages' titles", () => {
    expect(titleOf({ path: '/detail/:id', load: async () => ({ default: () => null }) })).toBe('detail');
    for (const route of screenRoutes) {
      expect(zn.titles[titleOf(route)], route.path).toBeTruthy();
      expect(en.titles[titleOf(route)], route.path).toBeTruthy();
    }
    expect(titleOf(screenRoutes.find((route) => route.path === '/') as ScreenRoute)).toBe('center');
  });
});

describe('loading the screen of the page', () => {
  const route = (preload: NonNullable<ScreenModule['preload']>): ScreenRoute => ({
    path: '/things/:id/:name',
    title: 'center',
    load: async () => ({ default: () => null, preload }),
  });

  it('gives its preload the query and the route’s params, decoded as react-router decodes them', async () => {
    const preload = vi.fn<NonNullable<ScreenModule['preload']>>();
    await loadScreen(route(preload), '?id_code=abc', '/Things/7/%E5%A4%A7');
    expect(preload).toHaveBeenCalledWith('?id_code=abc', { id: '7', name: '大' });
    await loadScreen(route(preload), '', '/things/7/%E0%A4%A');
    expect(preload).toHaveBeenLastCalledWith('', { id: '7', name: '%E0%A4%A' });
    // the path's words match in any case; a param keeps its own
    await loadScreen(route(preload), '', '/THINGS/Ab7/Xy');
    expect(preload).toHaveBeenLastCalledWith('', { id: 'Ab7', name: 'Xy' });
  });
});
