// Helpers for the journeys through the master's tools: their toasts, forms and screenshots.
import type { Page } from 'playwright-core';
import { keepScreenshot, screenshotsWanted } from './browser.ts';

export const toast = (page: Page) => page.locator('.adm-toast-main');

/** A screenshot once the toasts have gone (nothing at all when screenshots are not wanted). */
export async function shot(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await toast(page)
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await keepScreenshot(page, name);
}

/** Types into the input or text area of the form field `testId`. */
export const fill = (page: Page, testId: string, value: string) =>
  page.getByTestId(testId).locator('input, textarea').first().fill(value);
