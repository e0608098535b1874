// The language switcher as a part of its own file: when that file fails to arrive, the switcher
// says it is not available (with a retry) and the page around it, a server-drawn one included,
// stays as it was. A screen that shows it loads it before its first render (its `preload`), so
// that the switcher is drawn at once rather than after a moment.

import { lazyPart } from './lazy-part.tsx';
// its styles come with the screen, for the server's first paint to draw the switcher styled
import './language-switcher.css';

export const LanguageSwitcher = lazyPart(() =>
  import('./language-switcher.tsx').then((module) => ({ default: module.LanguageSwitcher })),
);

/** Loads the switcher's file; a file that fails is left to the switcher's own notice. */
export const preloadLanguageSwitcher = LanguageSwitcher.preload;
