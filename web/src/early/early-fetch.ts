// The static build's early start (`npm run build:real`): a module of its own, named by the page
// ahead of the app and free of imports, so that it arrives and runs while the app is still
// downloading. On the pages a visitor opens first it starts the page's first API calls as the
// app would make them (same address, body, language and login), and draws what makes the page's
// largest paint as soon as the answer names it: the treasure's main picture; the master's photo,
// name lines and about card (decision 34). The app's API client takes these answers instead of asking
// again (web/src/lib/early-answers.ts), and the app itself waits until that picture or card is
// painted (window.__earlyScreen, read by main.tsx: decision 32). A page the server drew with its
// data does not name this module (server/plugins/first-paint.ts).
//
// No imports of the app's modules: they would bring their chunks with them. The language rule
// (contract/language.ts, which imports nothing) is built into this module's own file. What this
// repeats of the app (paths, storage keys, the picture's width, the about card) is checked
// against it by early-fetch.test.tsx.

import { htmlLang, languageOf } from '#contract/language.ts';

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

/** The page's language as the app picks it (lib/i18n.ts), by the language rule. */
export const earlyLang = (choice = stored(LANG_KEY), browser = navigator.language) => languageOf(choice, browser);

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
  masterFill: (artist: EarlyArtist | undefined) => Promise<void> | undefined = fillMaster,
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
        if (code !== 0) return;
        const photo = masterPhoto(data);
        if (photo) void pictureLink(photo, 'master');
        // the page's largest part is the about card's text: the app starts once it is painted
        return masterFill((data as { artist?: EarlyArtist } | null)?.artist);
      })
      .catch(() => undefined)
      .then(screenIn);
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

/** The frame's picture's and about card's names in the browser's element timing. */
const PAINTED = 'early-picture';
const ABOUT_PAINTED = 'early-about';

/**
 * Settles once `element` is painted: where the browser reports it (element timing, for the
 * element that carries the `elementtiming` name), that moment; elsewhere `fallback`'s.
 */
function whenPainted(element: Element, name: string, fallback: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return fallback(resolve);
    element.setAttribute('elementtiming', name);
    const painted = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === element))
        return;
      painted.disconnect();
      resolve();
    });
    painted.observe({ type: 'element' });
  });
}

/** What artist/info's `artist` holds that the hero's name lines and the about card show. */
export type EarlyArtist = {
  name?: string | null;
  name_intl?: string | null;
  title?: string | null;
  title_intl?: string | null;
  type?: number;
  is_collector_inst?: number;
  gender?: number | null;
  birthday?: string | null;
  age?: number | null;
  content?: string | null;
  content_intl?: string | null;
};

type Kinds = { master: string; collector: string; institution: string };

/** The hero's and about card's texts in the page's language, which the master page's frame carries. */
export type MasterTexts = {
  kind: Kinds;
  about: Kinds;
  gender: string;
  genders: { male: string; female: string };
  birthday: string;
  /** with `{date}` and `{age}` in their places */
  birthdayAge: string;
  /** January to December, in English */
  months: string[];
};

/**
 * The master page's about card as the app draws it (features/master/master-sections.tsx,
 * AboutSection, with master-labels.ts's rules: kind, gender, date), or null when it has nothing
 * to show. Written here so that this module imports nothing; early-fetch.test.tsx holds it to the
 * app's own card, record by record and in both languages.
 */
export function aboutCard(
  artist: EarlyArtist,
  lang: 'zn' | 'en',
  texts: MasterTexts,
  doc = document,
): HTMLElement | null {
  const kind = kindOf(artist);
  const gender = artist.gender === 0 ? 'male' : artist.gender === 1 ? 'female' : null;
  const rows: [string, string, string][] = [];
  if (kind !== 'institution' && gender) rows.push(['gender', texts.gender, texts.genders[gender]]);
  if (kind !== 'institution' && artist.birthday) {
    const date = earlyDate(artist.birthday, lang, texts.months);
    const age = artist.age;
    const value =
      age === null || age === undefined
        ? date
        : texts.birthdayAge.replace('{date}', date).replace('{age}', String(age));
    rows.push(['birthday', texts.birthday, value]);
  }
  const profile = picked(artist, 'content', lang);
  if (!rows.length && !profile) return null;
  const element = maker(doc);
  const section = element('section', 'card master-section');
  section.append(element('h2', 'card-title', texts.about[kind]));
  if (rows.length) {
    const facts = element('dl', 'master-facts');
    for (const [, label, value] of rows) {
      const row = element('div');
      row.append(element('dt', undefined, label), element('dd', undefined, value));
      facts.append(row);
    }
    section.append(facts);
  }
  if (profile) section.append(element('p', 'master-profile', profile));
  return section;
}

/** master-labels.ts's kindOf: a collector with is_collector_inst 1 is an institution. */
const kindOf = (artist: EarlyArtist) =>
  artist.type !== 2 ? 'master' : artist.is_collector_inst === 1 ? 'institution' : 'collector';

/** lib/i18n.ts's pick: the English text when there is one on an English page. */
function picked(artist: EarlyArtist, field: 'name' | 'title' | 'content', lang: 'zn' | 'en') {
  const english = artist[`${field}_intl`];
  return lang === 'en' && typeof english === 'string' && english.trim() ? english : (artist[field] ?? '');
}

const maker =
  (doc: Document) =>
  (tag: string, className?: string, text?: string): HTMLElement => {
    const made = doc.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  };

/**
 * The hero's name lines as the app draws them (features/master/master-hero.tsx): the kind's
 * badge, the name, the title. The hero then has the loaded one's height, which its title decides.
 */
export function heroLines(artist: EarlyArtist, lang: 'zn' | 'en', texts: MasterTexts, doc = document): HTMLElement[] {
  const kind = kindOf(artist);
  const element = maker(doc);
  const lines = [
    element('span', `kind-badge is-${kind} on-dark`, texts.kind[kind]),
    element('h1', 'master-name serif', picked(artist, 'name', lang)),
  ];
  const title = picked(artist, 'title', lang);
  if (title) lines.push(element('p', 'master-title', title));
  return lines;
}

/**
 * The frame's hero, loaded: in the kind's colours, with the name lines in place of the
 * placeholder lines. Built anew as the app's render would (its photo, with the picture the early
 * start put there, and its placeholder rows moved in): where a title on two lines makes it taller
 * than the frame's, what follows is drawn lower, as the app would draw it, not moved.
 */
function filledHero(hero: Element, lines: HTMLElement[], kind: string): Element {
  const next = hero.cloneNode(false) as Element;
  next.className = `master-hero is-${kind}`;
  for (const row of [...hero.children]) {
    if (!row.classList.contains('master-hero-top')) {
      next.append(row);
      continue;
    }
    const top = row.cloneNode(false) as Element;
    for (const part of [...row.children]) {
      if (!part.classList.contains('master-hero-id')) top.append(part);
      else {
        const id = hero.ownerDocument.createElement('div');
        id.className = 'master-hero-id';
        id.append(...lines);
        top.append(id);
      }
    }
    next.append(top);
  }
  return next;
}

/** master-labels.ts's formatDate: 1968年5月12日, or 12 May 1968. */
function earlyDate(iso: string, lang: 'zn' | 'en', months: string[]) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  if (lang === 'zn') return `${Number(y)}年${Number(m)}月${Number(d)}日`;
  const month = months[Number(m) - 1];
  return month ? `${Number(d)} ${month} ${y}` : iso;
}

/**
 * The master's name lines in the frame's hero, and the about card where the app will draw it
 * (below the hero, in place of the frame's placeholder cards), in the frame's language when it is
 * the app's. Settles once the card is painted, at once when there is nothing to draw. The app's
 * first render replaces them with its own, loaded from the same answer (lib/use-load.ts,
 * primeLoad).
 */
export function fillMaster(artist: EarlyArtist | undefined): Promise<void> | undefined {
  const loading = document.querySelector<HTMLElement>('#root .master-loading');
  const lang = earlyLang();
  if (!artist || !loading || document.documentElement.lang !== htmlLang(lang)) return;
  let texts: MasterTexts;
  try {
    texts = JSON.parse(loading.dataset.masterTexts ?? '') as MasterTexts;
  } catch {
    return;
  }
  const hero = loading.querySelector('.master-hero');
  if (hero) hero.replaceWith(filledHero(hero, heroLines(artist, lang, texts), kindOf(artist)));
  const card = aboutCard(artist, lang, texts);
  if (!card) return;
  const body = document.createElement('div');
  body.className = 'master-body';
  body.append(card);
  for (const placeholder of loading.querySelectorAll(':scope > .card')) placeholder.remove();
  loading.after(body);
  const largest = card.querySelector('.master-profile') ?? card;
  return whenPainted(largest, ABOUT_PAINTED, (done) => requestAnimationFrame(() => setTimeout(done)));
}

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
  // Loaded is not yet on screen: where the browser reports the picture's paint, that is the
  // moment; elsewhere its load. A failure settles at once.
  const failed = new Promise<void>((resolve) => picture.addEventListener('error', () => resolve(), { once: true }));
  const shown = Promise.race([
    failed,
    whenPainted(picture, PAINTED, (done) => picture.addEventListener('load', () => done(), { once: true })),
  ]);
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
