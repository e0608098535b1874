// Stand-ins for a module's functions without a module graph of its own: the web tests share one
// graph per worker (the web-shared project of vitest.config.ts), where a vi.mock would reach only
// the modules not loaded yet. Here the module stays, and its exports are spied on instead: the
// app's modules call each other's exports through the module object, so every caller meets the
// stand-in. (A call inside the module itself still meets its own function.)
import { afterAll, beforeEach, type MockInstance, vi } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: any function of the module, whatever its signature
type Fn = (...args: any[]) => any;

/**
 * Puts `fakes` in place of the functions of the same names of `owner` (`import * as x from …`,
 * or an object such as antd-mobile's ImageViewer.Multi) for the rest of the calling test file,
 * and answers them, to read what they were called with. A test's `vi.restoreAllMocks()` takes
 * them away: each test puts them back first. The file's end puts the real ones back, for the
 * next file of the worker.
 */
export function fakeFunctions<Owner extends object, Fakes extends { [Name in keyof Owner]?: Fn }>(
  owner: Owner,
  fakes: Fakes,
): Fakes {
  const spies: MockInstance[] = [];
  const install = () => {
    for (const [name, fake] of Object.entries(fakes) as [keyof Owner & string, Fn][]) {
      const spy = vi.spyOn(owner as Record<string, Fn>, name);
      // a spy the file's last restoreAllMocks left in place is taken again, not spied twice
      if (!spies.includes(spy)) spies.push(spy);
      spy.mockImplementation((...args) => fake(...args));
    }
  };
  install();
  beforeEach(install);
  afterAll(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });
  return fakes;
}
