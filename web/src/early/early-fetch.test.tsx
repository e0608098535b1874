// The early start asks what the app would ask, and the app takes its answers instead of asking again.

import { render } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { IMAGE_WIDTH_LARGE, IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { itemAt } from '#contract/present.ts';
import { screenRoutes } from '../app/routes.ts';
import { MasterHero } from '../features/master/master-hero.tsx';
import { AboutSection } from '../features/master/master-sections.tsx';
import { LoadingPage } from '../features/master/master-states.tsx';
import { page as masterPage } from '../features/master/test-fixtures.ts';
import { swiperPictures } from '../features/treasure/rules.ts';
import { takeEarlyAnswer } from '../lib/api/early-answers.ts';
import { i18n } from '../lib/i18n.ts';
import { sized } from '../lib/sized-image.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import {
  API_BASE,
  aboutCard,
  earlyLang,
  fillMaster,
  firstCalls,
  heroLines,
  LANG_KEY,
  MAIN_PICTURE_WIDTH,
  MASTER_PHOTO_WIDTH,
  type MasterTexts,
  mainPicture,
  masterPhoto,
  preloadPicture,
  startEarly,
  TOKEN_KEY,
} from './early-fetch.ts';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: '', data }));

describe('the early start', () => {
  it('repeats what the app says: storage keys, picture width, language rule, calls', () => {
    expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
    expect(LANG_KEY).toBe(STORAGE_KEYS.lang);
    expect(MAIN_PICTURE_WIDTH).toBe(IMAGE_WIDTH_LARGE);
    expect(MASTER_PHOTO_WIDTH).toBe(IMAGE_WIDTH_SMALL);
    expect(API_BASE).toBe('/api');
    expect(earlyLang(null, 'en-GB')).toBe('en');
    expect(earlyLang('zn', 'en-GB')).toBe('zn');
    expect(earlyLang(null, 'fr')).toBe('zn');
    expect([
      endpoints.encrypt.path,
      endpoints.goodsInfo.path,
      endpoints.masterPage.path,
      endpoints.newsList.path,
    ]).toEqual(['/common/encrypt', '/goods/info', '/artist/info/:id', '/news/list/:artist_id']);
    const treasure = { certificate: '/media/c.svg', pictures: ['/media/a.svg', '/media/c.svg'] };
    expect(mainPicture(treasure)).toBe(sized(itemAt(swiperPictures(treasure), 0), IMAGE_WIDTH_LARGE));
    expect(mainPicture({ certificate: '', pictures: ['/p.svg?x=1'] })).toBe('/p.svg?x=1&w=750');
  });

  it('plans the visitor pages only', () => {
    expect(firstCalls('/detail_cul/7', '')).toEqual({ kind: 'treasure', encrypt: { goods_id: 7 } });
    expect(firstCalls('/detail/7', '?id_code=ab')).toEqual({
      kind: 'treasure',
      encrypt: { goods_id: 7, id_code: 'ab' },
    });
    expect(firstCalls('/detail/7', '?__params=x')).toBeNull();
    expect(firstCalls('/tcdetail/101', '')).toEqual({ kind: 'master', id: 101 });
    expect(firstCalls('/', '')).toBeNull();
    expect(firstCalls('/home', '')).toBeNull();
  });

  it("plans every visitor route of the route table that loads data, and no other route (the table's `ssr` routes)", () => {
    const sample = (path: string) => path.replace(/:\w+/g, '7');
    const visitor = screenRoutes.filter((route) => route.ssr && route.path.includes(':')).map((route) => route.path);
    expect(visitor.length).toBeGreaterThan(3);
    for (const path of visitor) expect(firstCalls(sample(path), ''), path).not.toBeNull();
    for (const route of screenRoutes.filter((one) => !visitor.includes(one.path)))
      expect(firstCalls(sample(route.path), ''), route.path).toBeNull();
  });

  it('starts the treasure calls, preloads the main picture, and the client takes the very same requests', async () => {
    localStorage.setItem('lang', 'en');
    const send = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/common/encrypt')
        ? envelope({ data_encrypted: 'X-y_z' })
        : envelope({ certificate: '', pictures: ['/media/t1.svg'] }),
    );
    const pictures: string[] = [];
    const pending = startEarly(
      { pathname: '/detail/1', search: '' } as Location,
      send as typeof fetch,
      async (href, page) => {
        pictures.push(`${href} ${page}`);
      },
    );
    const page = window as unknown as Record<string, unknown>;
    page.__earlyAnswers = pending;
    // the answers the client may take are this test's only, not the next file's
    onTestFinished(() => {
      delete page.__earlyAnswers;
    });

    const headers = { lang: 'en', accept: 'application/json', 'content-type': 'application/json' };
    // another language or body: not the same request
    expect(
      takeEarlyAnswer('/api/common/encrypt', { method: 'POST', headers: { lang: 'zn' }, body: '{"goods_id":1}' }),
    ).toBeUndefined();
    expect(takeEarlyAnswer('/api/common/encrypt', { method: 'POST', headers, body: '{"goods_id":2}' })).toBeUndefined();
    const encrypted = await takeEarlyAnswer('/api/common/encrypt', { method: 'POST', headers, body: '{"goods_id":1}' });
    // once only
    expect(takeEarlyAnswer('/api/common/encrypt', { method: 'POST', headers, body: '{"goods_id":1}' })).toBeUndefined();
    // by the time the app has the encryption, the lookup is on its way: the app takes it, at once
    const info = takeEarlyAnswer('/api/goods/info?data=X-y_z', { method: 'GET', headers: { lang: 'en' } });
    expect(info).toBeDefined();
    expect(await encrypted?.json()).toMatchObject({ data: { data_encrypted: 'X-y_z' } });
    expect(await (await info)?.json()).toMatchObject({ data: { pictures: ['/media/t1.svg'] } });
    await vi.waitFor(() => expect(pictures).toEqual(['/media/t1.svg?w=750 treasure']));
    expect(send).toHaveBeenCalledTimes(2);
    localStorage.clear();
  });
});

describe('the screen is in (the app waits for it)', () => {
  const treasureAnswers = (encrypt: Response | Error) =>
    vi.fn(async (url: string | URL | Request) => {
      if (!String(url).endsWith('/common/encrypt')) return envelope({ certificate: '/media/c1.svg', pictures: [] });
      if (encrypt instanceof Error) throw encrypt;
      return encrypt;
    });

  it('once the main picture is shown, not before', async () => {
    // what had happened when the screen was called in: the order, not a time, is the check
    const seen: string[] = [];
    let shown: () => void = () => undefined;
    const picture = new Promise<void>((resolve) => {
      shown = () => {
        seen.push('picture shown');
        resolve();
      };
    });
    const screenIn = vi.fn(() => seen.push('screen in'));
    const link = vi.fn(() => picture);
    const send = treasureAnswers(envelope({ data_encrypted: 'e' }));
    startEarly({ pathname: '/detail/1', search: '' } as Location, send as typeof fetch, link, screenIn);
    await vi.waitFor(() => expect(link).toHaveBeenCalledWith('/media/c1.svg?w=750', 'treasure'));
    shown();
    await vi.waitFor(() => expect(screenIn).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['picture shown', 'screen in']);
  });

  it('at once when there is nothing to wait for: no plan, a refused or failed call', async () => {
    const never = () => new Promise<void>(() => undefined);
    const onHome = vi.fn();
    startEarly({ pathname: '/', search: '' } as Location, vi.fn() as unknown as typeof fetch, never, onHome);
    expect(onHome).toHaveBeenCalledTimes(1);
    for (const encrypt of [new Response(JSON.stringify({ code: 1, msg: 'no', data: null })), new Error('offline')]) {
      const screenIn = vi.fn();
      const link = vi.fn(never);
      startEarly(
        { pathname: '/detail/1', search: '' } as Location,
        treasureAnswers(encrypt) as typeof fetch,
        link,
        screenIn,
      );
      await vi.waitFor(() => expect(screenIn).toHaveBeenCalledTimes(1));
      expect(link).not.toHaveBeenCalled();
    }
    // the master page, once artist/info has answered with nothing to draw
    const onMaster = vi.fn();
    const refused = vi.fn(async () => new Response(JSON.stringify({ code: -1, msg: 'no', data: null })));
    startEarly({ pathname: '/tcdetail/101', search: '' } as Location, refused, never, onMaster);
    await vi.waitFor(() => expect(onMaster).toHaveBeenCalledTimes(1));
  });

  it('on a master page, once the about card is drawn, not while artist/info is on its way', async () => {
    const seen: string[] = [];
    const screenIn = vi.fn(() => seen.push('screen in'));
    let answer: (response: Response) => void = () => undefined;
    const send = vi.fn((url: string | URL | Request) =>
      String(url).includes('/artist/info/')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(envelope({ list: [] })),
    );
    let drawn: () => void = () => undefined;
    const fill = vi.fn(() => new Promise<void>((resolve) => (drawn = resolve)));
    startEarly(
      { pathname: '/tcdetail/101', search: '' } as Location,
      send as typeof fetch,
      async () => undefined,
      screenIn,
      fill,
    );
    // what had happened when the screen was called in: the order, not a time, is the check
    seen.push('artist/info answers');
    answer(envelope(masterPage(101)));
    await vi.waitFor(() => expect(fill).toHaveBeenCalledWith(expect.objectContaining({ id: 101 })));
    seen.push('about card drawn');
    drawn();
    await vi.waitFor(() => expect(screenIn).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['artist/info answers', 'about card drawn', 'screen in']);
  });

  it("when the frame's picture has loaded (painted, where the browser tells) or failed", async () => {
    // Two frames' pictures at once, of which only the first gets its event: once it has settled, the
    // other must not have. That one settled is the sign that the code has decided, not a time.
    const frame = () => {
      document.body.innerHTML =
        '<div id="root"><div class="skeleton skeleton-hero"></div><div class="master-hero"><span class="master-photo"></span></div></div>';
    };
    const watched = (picture: Promise<void>) => {
      const state = { settled: false };
      void picture.then(() => {
        state.settled = true;
      });
      return state;
    };
    for (const event of ['load', 'error']) {
      frame();
      const first = watched(preloadPicture(`/media/t1.svg?${event}`, 'treasure'));
      const other = watched(preloadPicture(`/media/a1.svg?${event}`, 'master'));
      document.querySelector('#root .skeleton-hero img')?.dispatchEvent(new Event(event));
      await vi.waitFor(() => expect(first.settled).toBe(true));
      expect(other.settled).toBe(false);
    }
    // where the browser reports paints (element timing), painted is the moment, not loaded
    const observers: { report: (entries: unknown[]) => void; watching: boolean }[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['element', 'largest-contentful-paint'];
        private readonly at = observers.push({ report: () => undefined, watching: false }) - 1;
        constructor(callback: (list: { getEntries(): unknown[] }) => void) {
          const observer = observers[this.at];
          if (observer) observer.report = (entries) => callback({ getEntries: () => entries });
        }
        observe() {
          const observer = observers[this.at];
          if (observer) observer.watching = true;
        }
        disconnect() {
          const observer = observers[this.at];
          if (observer) observer.watching = false;
        }
      },
    );
    frame();
    const first = watched(preloadPicture('/media/t1.svg?painted', 'treasure'));
    const other = watched(preloadPicture('/media/a1.svg?painted', 'master'));
    const shown = [...document.querySelectorAll('#root img')];
    expect(shown.map((picture) => !!picture.getAttribute('elementtiming'))).toEqual([true, true]);
    // both loaded, another element painted: the moment of neither
    for (const picture of shown) picture.dispatchEvent(new Event('load'));
    for (const observer of observers) observer.report([{ element: document.createElement('img') }]);
    itemAt(observers, 0).report([{ element: itemAt(shown, 0) }]);
    await vi.waitFor(() => expect(first.settled).toBe(true));
    expect(other.settled).toBe(false);
    expect(observers.map((observer) => observer.watching)).toEqual([false, true]);
    vi.unstubAllGlobals();
    // no place for it: nothing to wait for
    document.body.innerHTML = '';
    await expect(preloadPicture('/media/t1.svg')).resolves.toBeUndefined();
    document.head.innerHTML = '';
  });
});

describe("the master's photo", () => {
  it('is asked for once artist/info answers, as the master page shows it', async () => {
    const shown = masterPage(101, { pic: '/media/artists/a101.svg' });
    const send = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/artist/info/') ? envelope(shown) : envelope({ list: [] }),
    );
    const pictures: string[] = [];
    startEarly({ pathname: '/tcdetail/101', search: '' } as Location, send as typeof fetch, async (href, page) => {
      pictures.push(`${href} ${page}`);
    });
    await vi.waitFor(() => expect(pictures).toEqual(['/media/artists/a101.svg?w=200 master']));
    const { container } = render(<MasterHero page={shown} follow={null} onQr={() => undefined} />);
    expect(container.querySelector('img.master-photo')?.getAttribute('src')).toBe(masterPhoto(shown));
  });

  it('names no photo for an answer without one', () => {
    expect(masterPhoto(null)).toBeUndefined();
    expect(masterPhoto({ artist: { pic: '' } })).toBeUndefined();
    expect(masterPhoto({ list: [] })).toBeUndefined();
  });

  it("is shown round in the frame's photo place", () => {
    document.body.innerHTML =
      '<div id="root"><div class="master-hero is-skeleton"><span class="shimmer master-photo"></span></div></div>';
    preloadPicture('/media/artists/a101.svg', 'master');
    const shown = document.querySelector<HTMLImageElement>('#root .master-photo img');
    expect(shown?.getAttribute('src')).toBe('/media/artists/a101.svg');
    expect(shown?.style.objectFit).toBe('cover');
    expect(shown?.style.borderRadius).toBe('50%');
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });
});

describe('the main picture', () => {
  it("is preloaded and shown in the frame's picture place, once", () => {
    document.body.innerHTML = '<div id="root"><div class="skeleton skeleton-hero"></div></div>';
    preloadPicture('/media/t1.svg?w=750');
    preloadPicture('/media/t1.svg?w=750');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
      '/media/t1.svg?w=750',
    );
    const shown = document.querySelectorAll('#root .skeleton-hero img');
    expect(shown).toHaveLength(1);
    expect(itemAt([...shown], 0).getAttribute('src')).toBe('/media/t1.svg?w=750');
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });
});

describe("the master page's name lines and about card, drawn early", () => {
  const kinds = [
    masterPage(101),
    masterPage(102, { gender: 1, age: null, title_intl: '' }),
    masterPage(103, { gender: 3, birthday: null }),
    masterPage(104, { type: 2, is_collector_inst: 0, birthday: '1990-13-40', content_intl: '' }),
    masterPage(105, { type: 2, is_collector_inst: 1, title: '' }),
    masterPage(106, { gender: null, birthday: null, content: '', content_intl: '' }),
  ];
  /** The HTML of `elements` without the app's test ids. */
  const html = (elements: Iterable<Element>) =>
    [...elements].map((element) => element.outerHTML.replace(/ data-testid="[^"]*"/g, '')).join('');
  /** The frame as the static build prerenders it, in `lang`: its texts are the app's. */
  const frameIn = async (lang: 'zn' | 'en') => {
    await i18n.changeLanguage(lang);
    const { container, unmount } = render(<LoadingPage label="…" />);
    const texts = JSON.parse(container.querySelector<HTMLElement>('.master-loading')?.dataset.masterTexts ?? '');
    unmount();
    return texts as MasterTexts;
  };

  it.each(['zn', 'en'] as const)('are the app’s own, record by record, in %s', async (lang) => {
    try {
      const texts = await frameIn(lang);
      for (const shown of kinds) {
        const { container, unmount } = render(
          <>
            <MasterHero page={shown} follow={null} onQr={() => undefined} />
            <AboutSection artist={shown.artist} />
          </>,
        );
        const label = `${shown.artist.id} in ${lang}`;
        expect(html(heroLines(shown.artist, lang, texts)), label).toBe(
          html(container.querySelector('.master-hero-id')?.children ?? []),
        );
        const card = aboutCard(shown.artist, lang, texts);
        const appCard = container.querySelector('section.master-section');
        expect(card && html([card]), label).toBe(appCard && html([appCard]));
        unmount();
      }
    } finally {
      await i18n.changeLanguage('zn');
    }
  });

  it("take the frame's hero and placeholder cards' places, in the frame's language only", async () => {
    const texts = await frameIn('zn');
    const frame = () => {
      document.documentElement.lang = 'zh-CN';
      document.body.innerHTML = `<div id="root"><div class="master-loading"><div class="master-hero is-skeleton"><div class="master-hero-top"><span class="shimmer master-photo"></span><span class="master-hero-id"><span class="shimmer line"></span></span></div></div><div class="card"></div><div class="card"></div></div></div>`;
      document.querySelector<HTMLElement>('.master-loading')?.setAttribute('data-master-texts', JSON.stringify(texts));
    };
    frame();
    localStorage.setItem(LANG_KEY, 'zn');
    const photo = document.querySelector('.master-photo');
    const skeleton = document.querySelector('.master-hero');
    const painted = fillMaster(masterPage(101).artist);
    expect(painted).toBeInstanceOf(Promise);
    // a hero of its own, as the app's render makes one (what moves is not shifted), with the frame's photo
    const hero = document.querySelector('.master-hero');
    expect(hero).not.toBe(skeleton);
    expect(hero?.className).toBe('master-hero is-master');
    expect(hero?.querySelector('.master-photo')).toBe(photo);
    expect(hero?.querySelector('div.master-hero-id .master-name')?.textContent).toBe('李明远');
    expect(document.querySelectorAll('.master-loading > .card')).toHaveLength(0);
    expect(
      document.querySelector('.master-loading + .master-body > .master-section .master-profile')?.textContent,
    ).toBe(masterPage(101).artist.content);
    await painted;

    // an English visitor on a Chinese frame: the app will draw it in English, so nothing is drawn now
    frame();
    localStorage.setItem(LANG_KEY, 'en');
    try {
      expect(fillMaster(masterPage(101).artist)).toBeUndefined();
      expect(document.querySelectorAll('.master-loading > .card')).toHaveLength(2);
    } finally {
      localStorage.removeItem(LANG_KEY);
    }
    // nothing to say about them, or a frame without its texts: the frame stays as it is
    frame();
    localStorage.setItem(LANG_KEY, 'zn');
    expect(fillMaster(masterPage(106, { gender: null, birthday: null, content: '' }).artist)).toBeUndefined();
    document.querySelector<HTMLElement>('.master-loading')?.removeAttribute('data-master-texts');
    expect(fillMaster(masterPage(101).artist)).toBeUndefined();
    localStorage.removeItem(LANG_KEY);
    document.body.innerHTML = '';
  });
});
