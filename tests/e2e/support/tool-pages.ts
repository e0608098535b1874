// Helpers for the journeys through the master's tools: their toasts, forms and screenshots.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepScreenshot, screenshotsWanted, toastsSeen } from './browser.ts';

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

/** Waits until a toast with `text` has been shown (and consumes it, with the ones before it). */
export async function expectToast(page: Page, text: string) {
  const seen = toastsSeen(page.context());
  await expect
    .poll(() => {
      const at = seen.findIndex((shown) => shown.includes(text));
      if (at < 0) return `toasts so far: ${JSON.stringify(seen)}`;
      seen.splice(0, at + 1);
      return text;
    })
    .toContain(text);
}

/** Types into the input or text area of the form field `testId`. */
export const fill = (page: Page, testId: string, value: string) =>
  page.getByTestId(testId).locator('input, textarea').first().fill(value);
