// What the shared journeys run inside the page, in either engine. Each function is sent to the
// page as its source (Playwright's evaluate, WebDriver's execute script): it uses nothing from
// this module but its own body and its argument.

/** Where a text field smaller than 16 px was seen: iOS zooms into such a field when it is tapped. */
export type SmallField = { where: string; field: string; px: number };

/** What the recorder kept since it was last read. */
export type Recorded = { errors: string[]; smallFields: SmallField[] };

/**
 * Runs at the start of every page, before the app (Playwright's init script; in WebKit, a script
 * the harness's proxy puts first in the page's head). It keeps, in the tab's session storage so
 * that a page load does not lose them: every uncaught error, unhandled rejection and
 * console.error, and every text field shown below 16 px, wherever it came from (a screen, a
 * popup, a form a journey opened). It also counts the page's API calls still unanswered, which
 * the waits read.
 */
export function installRecorder() {
  type State = { pending: number };
  const page = window as unknown as { __journeys?: State };
  if (page.__journeys || window.location.protocol !== 'http:') return;
  const state: State = { pending: 0 };
  page.__journeys = state;
  const KEY = '__journeys_recorded';
  const keep = (change: (recorded: Recorded) => void) => {
    try {
      const recorded = JSON.parse(sessionStorage.getItem(KEY) ?? '{"errors":[],"smallFields":[]}') as Recorded;
      change(recorded);
      sessionStorage.setItem(KEY, JSON.stringify(recorded));
    } catch {}
  };
  const where = () => `${window.location.pathname}${window.location.search}`;
  const error = (text: string) => keep((recorded) => recorded.errors.push(`${where()}: ${text}`));
  window.addEventListener('error', (event) => error(event.message || String(event.error)));
  window.addEventListener('unhandledrejection', (event) => error(`unhandled rejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    error(`console.error: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`);
    consoleError(...args);
  };

  const isApi = (url: string) => new URL(url, window.location.href).pathname.startsWith('/api/');
  const fetchNow = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!isApi(url)) return fetchNow(input, init);
    state.pending++;
    return fetchNow(input, init).finally(() => state.pending--);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    if (isApi(String(args[1]))) {
      state.pending++;
      this.addEventListener('loadend', () => state.pending--, { once: true });
    }
    return open.apply(this, args);
  } as typeof open;

  // Text fields, checked once they are drawn, and again whenever their size changes (the style
  // that sets their font may arrive after them). Checkboxes, radios, files and the like hold no text.
  const FIELD =
    'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=range]):not([type=color]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image]), textarea, select, [contenteditable=""], [contenteditable="true"]';
  const describe = (field: Element) => {
    const named = ['name', 'type', 'placeholder', 'aria-label']
      .map((attribute) => field.getAttribute(attribute) && `[${attribute}="${field.getAttribute(attribute)}"]`)
      .filter(Boolean)
      .join('');
    const holder = field.parentElement?.closest(
      '[data-testid], [role="dialog"], .adm-popup, .adm-center-popup, .adm-dialog',
    );
    const inside = holder
      ? ` in ${holder.getAttribute('data-testid') ?? holder.getAttribute('role') ?? holder.className}`
      : '';
    return `${field.tagName.toLowerCase()}${field.className ? `.${String(field.className).split(' ').join('.')}` : ''}${named}${inside}`;
  };
  const seen = new WeakSet<Element>();
  const measure = (field: Element) => {
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(field).visibility === 'hidden') return;
    const px = Number.parseFloat(getComputedStyle(field).fontSize);
    if (px >= 16) return;
    const small = { where: window.location.pathname, field: describe(field), px };
    keep((recorded) => {
      if (!recorded.smallFields.some((one) => one.where === small.where && one.field === small.field))
        recorded.smallFields.push(small);
    });
  };
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) if (entry.target.isConnected) measure(entry.target);
  });
  const watch = (root: ParentNode) => {
    const fields = root instanceof Element && root.matches(FIELD) ? [root] : [];
    for (const field of [...fields, ...root.querySelectorAll(FIELD)]) {
      if (seen.has(field)) continue;
      seen.add(field);
      sizes.observe(field);
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) watch(node);
  }).observe(document, { subtree: true, childList: true });
}

/** Reads (and empties) what the recorder kept: errors and small fields since the last read. */
export function takeRecorded(): Recorded {
  const KEY = '__journeys_recorded';
  const recorded = JSON.parse(sessionStorage.getItem(KEY) ?? '{"errors":[],"smallFields":[]}') as Recorded;
  sessionStorage.removeItem(KEY);
  return recorded;
}

/** What a visit found on the screen it waited for. */
export type Visit = {
  at: string;
  title: string;
  lang: string;
  /** the retry screen, or the bar saying the app did not arrive */
  failed: boolean;
  /** what the screen shows as text */
  text: string;
  /** what its fields hold */
  values: string;
  width: number;
  scrollWidth: number;
  /** the elements that reach past the window's right edge, deepest first */
  overflowing: string[];
  /** on an English page, apostrophes and quotes drawn nearly as wide as their font size (a Chinese font's) */
  wideQuotes: string[];
  timedOut: boolean;
};

/**
 * Goes to `to` inside the app (history.pushState and popstate, as a link does; nothing when the
 * page is already there), waits until the screen is drawn with its title (when `title` is given),
 * nothing loading, marked busy or unanswered, then reads what a check needs. Gives up after
 * `waitMs`, saying so.
 */
export async function visitInPage({ to, title, waitMs }: { to?: string; title?: string; waitMs: number }) {
  const state = (window as unknown as { __journeys?: { pending: number } }).__journeys ?? { pending: 0 };
  if (to && to !== `${window.location.pathname}${window.location.search}`) {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  const failed = () => Boolean(document.querySelector('[data-testid="retry-screen"], [data-app-failed]'));
  const ready = () =>
    failed() ||
    (document.documentElement.dataset.shownPath === window.location.pathname &&
      !document.querySelector('.screen-loading, [aria-busy="true"]') &&
      state.pending === 0 &&
      (!title || document.title.includes(title)));
  const until = Date.now() + waitMs;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  let timedOut = false;
  for (;;) {
    if (Date.now() > until) {
      timedOut = true;
      break;
    }
    if (!ready()) {
      await tick();
      continue;
    }
    // what was just drawn has had a frame to ask for what it needs in turn
    await frame();
    if (ready()) break;
  }
  // The cards a page draws only near the screen (content-visibility: auto) are drawn for the
  // reading: their text and width are checked as a visitor who scrolls to them sees them.
  const drawAll = document.createElement('style');
  drawAll.textContent = '* { content-visibility: visible !important; }';
  document.head.append(drawAll);
  const width = window.innerWidth;
  const overflowing: string[] = [];
  const wideQuotes: string[] = [];
  let scrollWidth: number;
  let text: string;
  // a failed reading must not leave the page drawn in full for the journey's next steps
  try {
    scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width)
      for (const element of document.body.querySelectorAll('*')) {
        if (element.getBoundingClientRect().right <= width + 0.5) continue;
        if ([...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5)) continue;
        overflowing.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`);
        if (overflowing.length === 5) break;
      }
    if (document.documentElement.lang === 'en') {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && wideQuotes.length < 5; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        const size = node.parentElement ? Number.parseFloat(getComputedStyle(node.parentElement).fontSize) : 16;
        for (const quote of content.matchAll(/[’‘'“”]/g)) {
          const range = document.createRange();
          range.setStart(node, quote.index);
          range.setEnd(node, quote.index + 1);
          const { width } = range.getBoundingClientRect();
          // a Latin font's quote is under half its size wide, a Chinese font's as wide as its size
          if (width > size * 0.75)
            wideQuotes.push(
              `"${content.slice(Math.max(0, quote.index - 12), quote.index + 12)}" (${width.toFixed(1)} px at ${size} px)`,
            );
        }
      }
    }
    text = document.body.innerText;
  } finally {
    drawAll.remove();
  }
  const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .map((field) => field.value)
    .join('\n');
  return {
    at: `${window.location.pathname}${window.location.search}`,
    title: document.title,
    lang: document.documentElement.lang,
    failed: failed(),
    text,
    values,
    width,
    scrollWidth,
    overflowing,
    wideQuotes,
    timedOut,
  } satisfies Visit;
}
