import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetScreenFiles, preloadScreenFiles, screenFilesTable } from './screen-files.ts';

// the list is the module's: another file of the worker may have asked for it already
beforeEach(forgetScreenFiles);
afterEach(forgetScreenFiles);

const LIST = [
  { path: '/home', files: ['/assets/master-home-screen-1.js', '/assets/home-page-2.js', '/assets/home-page-3.css'] },
  { path: '/detail/:id', files: ['/assets/treasure-screen-4.js'] },
];

describe("a screen's scripts, from the build's list", () => {
  it('are preloaded as the screen loads, its stylesheets left to its import', async () => {
    const load = vi.fn(async () => LIST);
    await screenFilesTable(load);
    const preload = vi.fn((hrefs: string[]) => hrefs);
    expect(await preloadScreenFiles('/home', preload)).toEqual([
      '/assets/master-home-screen-1.js',
      '/assets/home-page-2.js',
    ]);
    expect(await preloadScreenFiles('/detail/:id', preload)).toEqual(['/assets/treasure-screen-4.js']);
    // the list is asked for once
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('are none for a route the list does not name, or when the list cannot be had', async () => {
    await screenFilesTable(async () => {
      throw new Error('offline');
    });
    const preload = vi.fn((hrefs: string[]) => hrefs);
    expect(await preloadScreenFiles('/home', preload)).toEqual([]);
    forgetScreenFiles();
    await screenFilesTable(async () => LIST);
    expect(await preloadScreenFiles('/nowhere', preload)).toEqual([]);
  });

  it('are none in development and tests, where the build has written no list', async () => {
    expect(await screenFilesTable()).toEqual([]);
  });
});
