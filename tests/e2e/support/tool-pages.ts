// Helpers for the journeys through the master's tools: their toasts, forms and screenshots.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepScreenshot } from './browser.ts';

export const toast = (page: Page) => page.locator('.adm-toast-main');

/** A screenshot once the toasts have gone. */
export async function shot(page: Page, name: string) {
  await toast(page)
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await keepScreenshot(page, name);
}

export async function expectToast(page: Page, text: string) {
  await expect
    .poll(() =>
      toast(page)
        .last()
        .textContent({ timeout: 3000 })
        .catch(() => ''),
    )
    .toContain(text);
}

/** Types into the input or text area of the form field `testId`. */
export const fill = (page: Page, testId: string, value: string) =>
  page.getByTestId(testId).locator('input, textarea').first().fill(value);
