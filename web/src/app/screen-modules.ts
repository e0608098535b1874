// A static build's prerendered frame names its screen's modules on #root (scripts/build-real.ts).
// The app fetches them when it starts, beside its own entry's, instead of finding them only once
// its router has run: one round trip less before the screen's content (decision 32). The frame
// itself does not preload them, so that they never share a phone's bandwidth with the first paint
// (decision 27).

/** The attribute's name on #root, as `dataset` spells it. */
export const SCREEN_MODULES = 'screenModules';

/** Preloads the modules #root names (a frame's screen's). */
export const preloadScreenModules = (
  root: HTMLElement | null,
  doc: Document = document,
  later?: (next: () => void) => void,
): string[] => preloadModules((root?.dataset[SCREEN_MODULES] ?? '').split(' '), doc, later);

/**
 * Preloads the site's own modules among `hrefs`, one per task: each request costs the main thread
 * 10–20 ms on a slow phone, and all of them in one task made it a long task of its own.
 */
export function preloadModules(
  hrefs: string[],
  doc: Document = document,
  later: (next: () => void) => void = (next) => setTimeout(next),
): string[] {
  const own = hrefs.filter((href) => /^\/[^/]/.test(href));
  const preload = (index: number) => {
    const href = own[index];
    if (href === undefined) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // as the entry's own script tag asks (crossorigin), so that the import finds this fetch
    link.crossOrigin = '';
    doc.head.append(link);
    later(() => preload(index + 1));
  };
  preload(0);
  return own;
}
