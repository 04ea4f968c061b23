import { expect, type Locator } from '@playwright/test';
import { ROOMY_LEAD_MINUTES } from '../../scripts/lib/roomy-schedule.mjs';

/**
 * Whether a test may choose a window starting at `start` (ISO): the kitchen's lead time (the
 * schedule the tests run under) from now, and two minutes more. The server checks the lead time
 * again when the payment starts, so the first window offered a few seconds before the half hour
 * turns would be refused there as too soon ('That pickup time is too soon: the kitchen needs 3
 * hours to cook.'), a customer's rightful refusal but a test's failure at a random hour.
 */
export const safeToChoose = (start: string): boolean =>
  Date.parse(start) >= Date.now() + (ROOMY_LEAD_MINUTES + 2) * 60_000;

/**
 * Chooses the first free pickup or delivery time the cart sheet offers that the lead time cannot
 * overtake before the payment starts (`safeToChoose`; the next day's first when the day shown has
 * none) and answers the chosen window as the sheet states it ('Wed, Nov 25, 2:00–2:30 PM').
 */
export async function chooseFirstFreeTime(sheet: Locator): Promise<string> {
  const times = sheet.getByRole('radiogroup', { name: / time on / });
  const free = times.locator('input[name="window-time"]:not(:disabled)');
  await expect(free.first()).toBeAttached();
  let start = (await free.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).find(
    safeToChoose,
  );
  if (!start) {
    // The day after the one shown, by its date: a locator relative to the checked day would move on
    // with the check once it is clicked.
    const days = sheet.getByRole('radiogroup', { name: 'Day' });
    const next = await days.locator('label:has(input:checked) + label input').inputValue();
    const nextDay = days.locator(`input[value="${next}"]`);
    await days.locator('label').filter({ has: nextDay }).click();
    await expect(nextDay).toBeChecked();
    start = await free.first().inputValue();
  }
  await times
    .locator('label')
    .filter({ has: sheet.page().locator(`input[value="${start}"]`) })
    .click();
  const chosen = sheet.getByText(/^(Pickup|Delivery): /);
  await expect(chosen).toBeVisible();
  return ((await chosen.textContent()) ?? '').replace(/^(Pickup|Delivery): /, '');
}
