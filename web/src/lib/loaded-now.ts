/**
 * A module that is already loaded, as a thenable that calls back at once: React's lazy given it
 * renders the component in the same render instead of suspending (and showing its fallback).
 * The page's first render relies on it to draw what the server's first paint drew.
 */
export const loadedNow = <T>(module: T) =>
  // biome-ignore lint/suspicious/noThenProperty: calling back at once is the point
  ({ then: (resolve: (value: T) => void) => resolve(module) }) as Promise<T>;
