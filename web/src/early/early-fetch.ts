// The static build's early start (`npm run build:real`): a module of its own, named by the page
// ahead of the app and free of imports, so that it arrives and runs while the app is still
// downloading. On the pages a visitor opens first it starts the page's first API calls as the
// app would make them (same address, body, language and login), and requests the page's main
// picture (the treasure's, the master's photo) as soon as the answer names it, shown in the
// frame's picture place. The app's API client takes these answers instead of
// asking again (web/src/lib/early-answers.ts), and on a treasure page the app itself waits until
// that picture is painted (window.__earlyScreen, read by main.tsx: decision 32). A page the server drew with its data
// does not name this module (server/plugins/first-paint.ts).
//
// No imports: the app's modules would bring their chunks with them. What this repeats of the app
// (paths, storage keys, the picture's width) is checked against it by early-fetch.test.ts.

export type EarlyAnswer = { method: string; url: string; body: string | null; headers: EarlyHeaders };
export type EarlyHeaders = { lang: string; authorization?: string };
type Pending = EarlyAnswer & { answer: Promise<Response> };

export const EARLY_KEY = '__earlyAnswers';
/** Where the page finds out that the early start's screen is in: main.tsx starts the app then. */
export const EARLY_SCREEN_KEY = '__earlyScreen';
export const API_BASE = (import.meta.env.VITE_API_BASE?.trim() || '/api').replace(/\/+$/, '');
/** The swiper's width for the main picture (IMAGE_WIDTH_LARGE), the master's photo's (IMAGE_WIDTH_SMALL) and the local storage keys (STORAGE_KEYS). */
export const MAIN_PICTURE_WIDTH = 750;
export const MASTER_PHOTO_WIDTH = 200;

/** lib/sized-image.ts's rule, written here so that this module imports nothing. */
const atWidth = (url: string, width: number) => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
export const TOKEN_KEY = 'user_token';
export const LANG_KEY = 'lang';

const stored = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The app's rule (lib/i18n.ts): the stored choice, else English for an English browser, else Chinese. */
export const earlyLang = (choice = stored(LANG_KEY), browser = navigator.language) =>
  choice === 'zn' || choice === 'en' ? choice : browser?.toLowerCase().startsWith('en') ? 'en' : 'zn';

/** The treasure's main picture as the page asks for it: the certificate first, at the swiper's width. */
export function mainPicture(treasure: { certificate?: string; pictures?: string[] } | null | undefined) {
  const url = treasure?.certificate || treasure?.pictures?.[0];
  return url ? atWidth(url, MAIN_PICTURE_WIDTH) : undefined;
}

/** The master's photo as the master page shows it (artist/info's `artist.pic`, at the hero's width). */
export function masterPhoto(data: unknown) {
  const pic = (data as { artist?: { pic?: unknown } } | null)?.artist?.pic;
  return typeof pic === 'string' && pic ? atWidth(pic, MASTER_PHOTO_WIDTH) : undefined;
}

/** What the page at `path` asks first, as [first call, what follows from its answer]. */
export function firstCalls(pathname: string, search: string) {
  const query = new URLSearchParams(search);
  const treasure = /^\/detail(?:_cul|_unit)?\/(\d+)\/?$/.exec(pathname);
  // a packed or other query decides the call differently: the app asks itself then
  const onlyIdCode = [...query.keys()].every((key) => key === 'id_code');
  if (treasure && onlyIdCode) {
    const idCode = query.get('id_code');
    const goodsId = Number(treasure[1]);
    return {
      kind: 'treasure' as const,
      encrypt: idCode ? { goods_id: goodsId, id_code: idCode } : { goods_id: goodsId },
    };
  }
  const master = /^\/tcdetail\/(\d+)\/?$/.exec(pathname);
  if (master && Number(master[1]) > 0) return { kind: 'master' as const, id: Number(master[1]) };
  return null;
}

/**
 * Starts the page's first calls. `screenIn` is called once: on a treasure page when the main
 * picture is painted (or failed to load), or as soon as it is clear that there is none to wait
 * for (a failed call, an answer without a picture); on any other page at once.
 */
export function startEarly(
  { pathname, search } = window.location,
  send: typeof fetch = (url, init) => fetch(url, init),
  pictureLink: (href: string, page: FramePage) => Promise<void> = preloadPicture,
  screenIn: () => void = () => undefined,
): Pending[] {
  const plan = firstCalls(pathname, search);
  const pending: Pending[] = [];
  if (!plan) {
    screenIn();
    return pending;
  }
  const headers: EarlyHeaders = { lang: earlyLang() };
  const token = stored(TOKEN_KEY);
  if (token) headers.authorization = `Bearer ${token}`;
  const call = (method: string, url: string, body: string | null = null) => {
    const sent: Record<string, string> = { ...headers, accept: 'application/json' };
    if (body !== null) sent['content-type'] = 'application/json';
    const entry: Pending = { method, url, body, headers, answer: send(url, { method, headers: sent, body }) };
    // a failure is the app's to meet when it asks: nothing unhandled here
    entry.answer.catch(() => undefined);
    pending.push(entry);
    return entry;
  };
  const envelopeOf = (answer: Response) => answer.clone().json() as Promise<{ code: number; data: unknown }>;
  if (plan.kind === 'master') {
    const info = call('GET', `${API_BASE}/artist/info/${plan.id}`);
    call('GET', `${API_BASE}/news/list/${plan.id}`);
    info.answer
      .then(envelopeOf)
      .then(({ code, data }) => {
        const photo = code === 0 ? masterPhoto(data) : undefined;
        if (photo) void pictureLink(photo, 'master');
      })
      .catch(() => undefined);
    // the master page's largest part is its text, which only the app draws: nothing to wait for
    screenIn();
    return pending;
  }
  const encrypt = call('POST', `${API_BASE}/common/encrypt`, JSON.stringify(plan.encrypt));
  const lookup = encrypt.answer.then(envelopeOf).then(({ code, data }) => {
    const encrypted = (data as { data_encrypted?: string } | null)?.data_encrypted;
    if (code === 0 && encrypted)
      return call('GET', `${API_BASE}/goods/info?${new URLSearchParams({ data: encrypted })}`);
  });
  // The app gets the encryption's answer once the lookup is on its way, so that it finds the
  // lookup here when it asks for it instead of sending its own.
  encrypt.answer = Promise.all([encrypt.answer, lookup.catch(() => undefined)]).then(([answer]) => answer);
  encrypt.answer.catch(() => undefined);
  lookup
    .then((next) => next?.answer.then(envelopeOf))
    .then((info) => {
      const picture = info?.code === 0 ? mainPicture(info.data as Parameters<typeof mainPicture>[0]) : undefined;
      return picture ? pictureLink(picture, 'treasure') : undefined;
    })
    .catch(() => undefined)
    .then(screenIn);
  return pending;
}

/** The frame's picture's name in the browser's element timing. */
const PAINTED = 'early-picture';

/** Where each page's frame (the prerendered page) keeps the place of its main picture. */
const PLACES = {
  treasure: { selector: '#root .skeleton-hero', fit: 'contain', round: false },
  master: { selector: '#root .master-hero .master-photo', fit: 'cover', round: true },
} as const;
export type FramePage = keyof typeof PLACES;

/**
 * The picture, requested at once, and shown in the frame's picture place while the frame is
 * still waiting for the app (the same size as the page's own picture: nothing moves). The app's
 * first render replaces the frame, picture and all, with its own. Settles once the picture is
 * painted or has failed (at once when the frame has no place for it).
 */
export function preloadPicture(href: string, page: FramePage = 'treasure'): Promise<void> {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' }))
    link.setAttribute(name, value);
  document.head.append(link);
  const { selector, fit, round } = PLACES[page];
  const place = document.querySelector(selector);
  if (!place || place.querySelector('img')) return Promise.resolve();
  const picture = document.createElement('img');
  const shown = new Promise<void>((resolve) => {
    picture.addEventListener('error', () => resolve(), { once: true });
    // Loaded is not yet on screen: where the browser reports the picture's paint (element
    // timing), that is the moment; elsewhere its load.
    if (!PerformanceObserver.supportedEntryTypes?.includes('element')) {
      picture.addEventListener('load', () => resolve(), { once: true });
      return;
    }
    picture.setAttribute('elementtiming', PAINTED);
    const painted = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === picture))
        return;
      painted.disconnect();
      resolve();
    });
    painted.observe({ type: 'element' });
  });
  picture.src = href;
  picture.alt = '';
  picture.setAttribute('fetchpriority', 'high');
  Object.assign(picture.style, { display: 'block', width: '100%', height: '100%', objectFit: fit });
  if (round) picture.style.borderRadius = '50%';
  place.append(picture);
  return shown;
}

if (typeof window !== 'undefined' && !import.meta.env.SSR && !import.meta.env.VITEST) {
  const page = window as unknown as Record<string, unknown>;
  page[EARLY_SCREEN_KEY] = new Promise<void>((screenIn) => {
    page[EARLY_KEY] = startEarly(window.location, undefined, undefined, screenIn);
  });
}
