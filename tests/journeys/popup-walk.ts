// Every popup a screen opens, found by tapping what the screen offers to tap: on each route, each
// kind of button (its tag, classes, test id and text; one of a list of alike cards) is tapped once
// in the whole walk, and whatever it opens is left to the recorder (in-page.ts), which notes every
// text field drawn under 16 px, wherever it appears. Links are not followed (the route walk goes
// everywhere they lead), nor the language switch, which would reload the page in the other language.
import type { DrivenPage } from './driven-page.ts';
import type { pageChecker } from './page-checks.ts';

/**
 * The kinds of button the screen shows (in page order), each once; with `tap`, the first button
 * of that kind is tapped too (a click, as the screen hears it).
 */
export function buttonsOnScreen(tap: string | null): { kinds: string[]; tapped: boolean } {
  const kinds: string[] = [];
  let tapped = false;
  for (const element of document.querySelectorAll<HTMLElement>(
    'button, [role="button"], .adm-list-item-clickable, .adm-image-uploader-upload-button',
  )) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || (element as HTMLButtonElement).disabled) continue;
    if (element.closest('a[href], [data-testid^="language-"], .page-back')) continue;
    // one of a list is tapped for all (follow-101, follow-102…)
    const testId = element.getAttribute('data-testid')?.replace(/-\d+$/, '');
    // its words, not its counts (a like button is the same button at 3,876 likes and at 3,877)
    const words = (element.textContent ?? '')
      .replace(/[\d,.]+/g, '')
      .trim()
      .slice(0, 24);
    const kind = `${element.tagName.toLowerCase()}${testId ? `#${testId}` : `.${[...element.classList].sort().join('.')}`} "${words}"`;
    if (kind === tap && !tapped) {
      // a file picker would wait for a person: the upload buttons' pickers are not opened
      const picker = element.querySelector<HTMLInputElement>('input[type=file]');
      if (picker) picker.disabled = true;
      element.click();
      tapped = true;
    }
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return { kinds, tapped };
}

/** What covers the page above the screen itself: popups, dialogs, masks, the image viewer. */
export function layersShown(): number {
  return [...document.querySelectorAll('[role="dialog"], .adm-mask, .adm-popup, .adm-dialog, .sheet-root')].filter(
    (layer) => {
      const box = layer.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(layer).display !== 'none';
    },
  ).length;
}

type Checks = ReturnType<typeof pageChecker>;

/**
 * Taps each kind of button of each route once (in the whole walk), and after each tap that opened
 * something or left the route, comes back to the route as it was: inside the app, or with a page
 * load when what it opened outlives the screen (a dialog of its own). Returns how many it tapped.
 */
export async function tapEveryButton(page: DrivenPage, routes: { url: string; title: string }[], checks: Checks) {
  const tapped = new Set<string>();
  let taps = 0;
  for (const route of routes) {
    // a route that sends this user elsewhere (the login page, once logged in) is walked by the route walk
    const first = await checks.visit(route.url);
    if (first.at !== route.url) continue;
    for (const kind of (await page.evaluate(buttonsOnScreen, null)).kinds) {
      if (tapped.has(kind)) continue;
      tapped.add(kind);
      if (!(await page.evaluate(buttonsOnScreen, kind)).tapped) continue;
      taps++;
      if (process.env.JOURNEYS_TRACE) console.log(`${page.engine} ${route.url}: ${kind} ${Date.now() % 100000}`);
      const after = await checks.visit();
      const left = after.at !== new URL(route.url, page.baseUrl).pathname + new URL(route.url, page.baseUrl).search;
      if (!left && (await page.evaluate(layersShown, undefined)) === 0) continue;
      await checks.visit(route.url === '/maintenance' ? '/' : '/maintenance');
      await checks.visit(route.url, route.title);
      if ((await page.evaluate(layersShown, undefined)) > 0) {
        await page.goto(route.url);
        await checks.visit(route.url, route.title);
      }
    }
  }
  return taps;
}
