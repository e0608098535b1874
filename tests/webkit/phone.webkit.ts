// The app in WebKit, the engine of every iPhone browser (the messaging app's built-in one
// included): WebKitGTK's MiniBrowser under Xvfb, driven through its WebDriver, with the messaging
// app's iPhone user agent. Its window is at least 447 × 702 px (WebKitGTK will not make it
// smaller), so the phone-width checks at 375 px stay in the Chromium journeys. One session and one
// server for the whole file, the pages shared: the walks and journeys of tests/journeys/suite.ts
// (Chromium runs the suite's button walk: tests/e2e/every-button.e2e.ts). The step's figures are
// printed at the end.
import { afterAll, beforeAll } from 'vitest';
import { definePhoneJourneys } from '../journeys/suite.ts';
import { describeWithTool } from '../support/tools.ts';
import { webkitTool } from './support/engine.ts';
import { type Session, startSession } from './support/session.ts';

describeWithTool(webkitTool, 'the app in WebKit', () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    if (session) console.log(await session.stop());
  });

  definePhoneJourneys({
    page: async () => session.page,
    server: () => session.server,
    count({ screens = 0, taps = 0 }) {
      session.counts.screens += screens;
      session.counts.taps += taps;
    },
  });
});
