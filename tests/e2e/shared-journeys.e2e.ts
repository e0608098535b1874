// The journeys shared with WebKit (tests/journeys/suite.ts), in Chromium: the same walks and
// journeys, at a phone's 375 px (WebKitGTK's window is at least 447 px wide), in the messaging
// app's browser, each test on a phone of its own that starts the recorder of
// tests/journeys/in-page.ts on every page.
import type { Browser } from 'playwright-core';
import { installRecorder } from '../journeys/in-page.ts';
import { definePhoneJourneys } from '../journeys/suite.ts';
import { screenshotOnFailure } from './support/browser.ts';
import { drivenPlaywright } from './support/driven-playwright.ts';
import { serverAndBrowserForThisFile } from './support/per-file.ts';
import { borrowPhone } from './support/phones.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
serverAndBrowserForThisFile((s, b) => ([server, browser] = [s, b]));

definePhoneJourneys({
  async page() {
    const phone = await borrowPhone(browser, server.baseUrl, { messagingApp: true });
    await phone.addInitScript(installRecorder);
    screenshotOnFailure(phone.page, 'shared-journeys');
    return drivenPlaywright(phone.page, server.baseUrl);
  },
  server: () => server,
  count: () => undefined,
});
