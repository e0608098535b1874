// The purchase request of a treasure page, as the journeys send it (English UI).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectToast } from './browser.ts';

/**
 * From an open treasure page: fills the form with a sensitive word and sees it refused, then
 * sends it with a clean message and sees it accepted. `beforeFirstSubmit` runs with the form
 * filled (a screenshot, for example).
 */
export async function sendPurchaseRequestAfterARefusal(page: Page, beforeFirstSubmit?: () => Promise<void>) {
  await page.getByTestId('buy-button').click();
  const form = page.getByTestId('purchase-popup');
  await form.waitFor();
  await form.locator('[name="name"]').fill('张三');
  await form.locator('[name="phone"]').fill('13812345678');
  await form.locator('[name="price"]').fill('900000');
  await form.locator('textarea').fill('This looks like a scam');
  await beforeFirstSubmit?.();
  await page.getByTestId('purchase-submit').click();
  await expect
    .poll(() => page.locator('.adm-dialog-content').innerText())
    .toBe('The submitted information contains sensitive words：scam');
  await page.locator('.adm-dialog-button').click();
  await form.locator('textarea').fill('I would love to collect this vase.');
  await page.getByTestId('purchase-submit').click();
  await expectToast(page, 'Submit succeed');
  await expect.poll(() => page.getByTestId('buy-button').innerText()).toBe('Requested');
}
