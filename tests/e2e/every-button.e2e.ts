// Every button of every route tapped once, in Chromium at a phone's 375 px (WebKitGTK's window is
// at least 447 px wide): the button walk of tests/journeys/suite.ts, in the messaging app's
// browser, on a phone that starts the recorder of tests/journeys/in-page.ts on every page, so that
// every popup a button opens has each of its text fields measured.
import type { Browser } from 'playwright-core';
import { installRecorder } from '../journeys/in-page.ts';
import { defineButtonWalk } from '../journeys/suite.ts';
import { screenshotOnFailure } from './support/browser.ts';
import { drivenPlaywright } from './support/driven-playwright.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

defineButtonWalk({
  async page() {
    const phone = await borrowPhone(browser, server.baseUrl, { messagingApp: true });
    await phone.addInitScript(installRecorder);
    screenshotOnFailure(phone.page, 'every-button');
    return drivenPlaywright(phone.page, server.baseUrl);
  },
  server: () => server,
  count: () => undefined,
});
