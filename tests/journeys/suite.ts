// The shared journeys as tests, defined once for either engine: in both languages, every visitor
// route and the logged-in homes, then the journeys that matter most on a phone
// (definePhoneJourneys); in English, every button of every route tapped once (defineButtonWalk).
// Every page they pass is held to page-checks.ts: drawn with its title, in its language, no wider
// than the window, no JS error, no "Invalid Date" or NaN, no Chinese name where the answer has an
// English one, and no text field under 16 px.
//   WebKit (tests/webkit/phone.webkit.ts) runs the walks and the journeys. Chromium runs the
// button walk (tests/e2e/every-button.e2e.ts), at a phone's 375 px; its own journeys already walk
// every route with the same page checks (routes.e2e.ts) and take each of these journeys
// (search, image-viewer, treasure-page, treasure-satellites, persona-switch…), so running the
// shared ones there too would prove the same thing twice. A text field's size is the style's, the
// same in either engine: WebKit still measures every field of every route and of the popups its
// journeys open.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../e2e/support/server.ts';
import type { DrivenPage } from './driven-page.ts';
import { type Lang, pageChecker } from './page-checks.ts';
import {
  imageViewer,
  likeAndFollow,
  reportForm,
  searchByCodeHashAndMaster,
  switchPersonaFromSearch,
  voicePlayer,
  wantToBuy,
} from './phone-journeys.ts';
import { tapEveryButton } from './popup-walk.ts';
import { memberRoutes, openAs, visitorRoutes, walkRoutesAndHomes } from './walks.ts';

type Server = Pick<RunningServer, 'baseUrl' | 'controls' | 'controlsToken' | 'reset' | 'tokenFor'>;

export type Host = {
  /** the page of the test that calls it (a phone borrowed for it, or the one session's) */
  page(): Promise<DrivenPage>;
  server(): Server;
  /** counts what a test did, for the figures (screens checked, buttons tapped in the page) */
  count(done: { screens?: number; taps?: number }): void;
};

/** In both languages: every visitor route and the logged-in homes, then the phone's journeys. */
export function definePhoneJourneys(host: Host) {
  describe.each(['zn', 'en'] as const)('in %s', (lang: Lang) => {
    beforeAll(() => host.server().reset());

    it('draws every visitor route and the logged-in homes: titled, in its language, no wider than the window, no error', async () => {
      const { problems, screens } = await walkRoutesAndHomes(await host.page(), lang, host.server());
      host.count({ screens });
      expect(problems).toEqual([]);
    });

    it('searches, views, listens, switches persona, asks to buy, likes, follows and reports', async () => {
      const page = await host.page();
      const checks = pageChecker(page, lang, host.server());
      await openAs(page, '/', { lang, controlsToken: host.server().controlsToken });
      await searchByCodeHashAndMaster(page, checks, lang);
      await imageViewer(page, checks);
      await voicePlayer(page, checks);
      await switchPersonaFromSearch(page, checks, 'demo-visitor');
      await wantToBuy(page, checks, lang);
      await likeAndFollow(page, checks, lang);
      await reportForm(page, checks, lang);
      await checks.takeRecorded();
      host.count({ screens: checks.visits() });
      expect(checks.problems).toEqual([]);
    });
  });
}

/** In English, every button of every route tapped once, as a visitor and as demo-master. */
export function defineButtonWalk(host: Host) {
  it('every button of every route, tapped once: no error, and every field it shows at least 16 px', async () => {
    const page = await host.page();
    const server = host.server();
    await server.reset();
    const checks = pageChecker(page, 'en', server);
    const { controlsToken } = server;
    await openAs(page, '/', { lang: 'en', token: await server.tokenFor('demo-visitor'), controlsToken });
    const asVisitor = await tapEveryButton(page, visitorRoutes('en'), checks);
    await openAs(page, '/home', { lang: 'en', token: await server.tokenFor('demo-master'), controlsToken });
    const asMaster = await tapEveryButton(page, memberRoutes('en'), checks);
    await checks.takeRecorded();
    host.count({ screens: checks.visits(), taps: asVisitor + asMaster });
    expect(checks.problems).toEqual([]);
  });
}
