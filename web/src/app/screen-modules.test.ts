import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreenModules } from './screen-modules.ts';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('the screen modules a frame names', () => {
  it('are preloaded as modules, with the entry’s cross-origin setting', () => {
    const root = document.createElement('div');
    root.dataset.screenModules = '/assets/master-page-screen-1.js /assets/pages-2.js';
    const later: (() => void)[] = [];
    expect(preloadScreenModules(root, document, (next) => later.push(next))).toEqual([
      '/assets/master-page-screen-1.js',
      '/assets/pages-2.js',
    ]);
    // one per task
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    while (later.length) later.shift()?.();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/master-page-screen-1.js',
      '/assets/pages-2.js',
    ]);
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('nothing for a page without the list (the server’s pages send theirs in a Link header), or an address off the site', () => {
    expect(preloadScreenModules(document.createElement('div'))).toEqual([]);
    expect(preloadScreenModules(null)).toEqual([]);
    const root = document.createElement('div');
    root.dataset.screenModules = 'https://elsewhere.example/x.js //elsewhere.example/y.js';
    expect(preloadScreenModules(root)).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});
