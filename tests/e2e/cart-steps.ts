import { expect, type Locator } from '@playwright/test';

/**
 * Chooses the first free pickup or delivery time the cart sheet offers (the day it shows first is
 * the first with a free window) and answers the chosen window as the sheet states it
 * ('Wed, Nov 25, 2:00–2:30 PM').
 */
export async function chooseFirstFreeTime(sheet: Locator): Promise<string> {
  const times = sheet.getByRole('radiogroup', { name: / time on / });
  await times
    .locator('label')
    .filter({ hasNot: sheet.page().locator('input:disabled') })
    .first()
    .click();
  const chosen = sheet.getByText(/^(Pickup|Delivery): /);
  await expect(chosen).toBeVisible();
  return ((await chosen.textContent()) ?? '').replace(/^(Pickup|Delivery): /, '');
}
