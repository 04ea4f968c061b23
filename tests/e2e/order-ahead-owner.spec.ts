import { expect, test } from '@playwright/test';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, dayParts } from '@/domain/fulfilment/window-label';
import { saveScreen } from './screens';
import { asAdministrator, gotoHydrated, seedCart, signUp } from './session-fixtures';

/*
 * The owner closes a day, and customers can no longer choose it. The day is five days ahead, one no
 * other test chooses (they take the first free time, today on the end-to-end schedule), so this
 * spec runs beside the others.
 */

const closedDay = () => addDays(shopDate(new Date()), 5);

test.afterAll(async ({ baseURL }) => {
  // Open the day again, whatever the test got to.
  await asAdministrator(baseURL!, async (admin) => {
    const settings = (await (await admin.get('/api/fulfilment-settings')).json()) as { blockedDates: string[] };
    const blockedDates = settings.blockedDates.filter((date) => date !== closedDay());
    const saved = await admin.put('/api/fulfilment-settings', { data: { ...settings, blockedDates } });
    expect(saved.status()).toBe(200);
  });
});

test('the owner blocks a day in Pickup & Delivery Hours, and the cart sheet no longer offers it', async ({
  page,
  browser,
}, testInfo) => {
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await seedCart(customer, [20]);
  await customer.goto('/?cart=open');
  const days = customer.getByRole('dialog', { name: 'Your Order' }).getByRole('radiogroup', { name: 'Day' });
  const closed = dayParts(closedDay());
  await expect(days.getByRole('radio', { name: `${closed.weekday} ${closed.monthDay}` })).toBeAttached();

  await signUp(page, { firstName: 'Owner', admin: true });
  await gotoHydrated(page, '/admin');
  const hours = page.getByRole('region', { name: 'Pickup & Delivery Hours' });
  await hours.getByLabel('Date to block').fill(closedDay());
  await hours.getByRole('button', { name: 'Block date' }).click();
  await expect(hours.getByRole('list', { name: 'Blocked dates' })).toContainText(dayLabel(closedDay()));
  await hours.getByRole('button', { name: 'Save Hours' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications', includeHidden: true }).getByText('Hours Saved', { exact: true }),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'admin-hours', false);

  // A customer opening the sheet now is offered the days before and after it, never the day itself.
  await customer.goto('/?cart=open');
  await expect(days).toBeVisible();
  await expect(days.getByRole('radio', { name: `${closed.weekday} ${closed.monthDay}` })).toHaveCount(0);
  const after = dayParts(addDays(closedDay(), 1));
  await expect(days.getByRole('radio', { name: `${after.weekday} ${after.monthDay}` })).toBeAttached();
  const answer = await customer.request.get(`/api/fulfilment-windows?type=pickup&date=${closedDay()}`);
  expect(await answer.json()).toMatchObject({ windows: [], reason: "The kitchen isn't taking orders that day." });
  await customer.close();
});
