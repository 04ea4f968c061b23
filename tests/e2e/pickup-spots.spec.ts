import { expect, type Page, test } from '@playwright/test';
import { shopDate } from '../../src/domain/fulfilment/schedule';
import { dayLabel, windowTimes } from '../../src/domain/fulfilment/window-label';
import { chooseFirstFreeTime, safeToChoose } from './cart-steps';
import { cartOfTwentySamosas, PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail } from './purchase-steps';
import { saveScreen } from './screens';
import { withServerDatabase } from './server-database';
import { asAdministrator, gotoHydrated, placeOrder, signUp } from './session-fixtures';

/*
 * Where the food meets the customer (issue 50), at phone width: a customer chooses the church car
 * park in the cart and pays; the owner's kitchen day packs her order under that spot; on a day of
 * deliveries the owner starts the run, and each customer is told an estimated time. The kitchen's
 * private address shows nowhere before payment. Other specs share this server and book into the
 * first free windows, so the deliveries here are booked on the last day the cart offers, and the
 * test reads its own orders by their numbers.
 */

const KITCHEN_STREET = '8800 W 95th St';
const CHURCH = 'Grace Church car park';
const ALL_DAY = [{ start: '00:00', end: '23:59' }];

test.describe.configure({ timeout: 120_000 });

/** The church open round the clock for this run, as the owner sets it on /admin/pickup-spots. */
async function openChurchAllWeek(baseURL: string): Promise<void> {
  await asAdministrator(baseURL, async (admin) => {
    const spots = (await (await admin.get('/api/admin/pickup-spots')).json()) as Array<{
      id: number;
      name: string;
      address: string;
      notes: string;
      private: boolean;
    }>;
    const church = spots.find((spot) => spot.name === CHURCH);
    if (!church) throw new Error('the seed has the church');
    const hours = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), ALL_DAY]));
    const saved = await admin.put(`/api/admin/pickup-spots/${church.id}`, {
      data: { ...church, hours, windowMinutes: 30, windowPieces: 1000 },
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });
}

/** The first free delivery window on the last day the cart offers: few other tests book there. */
async function lastDayWindow(page: Page): Promise<string> {
  const answer = await page.request.get('/api/fulfilment-windows/upcoming?type=delivery');
  const { days } = (await answer.json()) as {
    days: Array<{ date: string; windows: Array<{ start: string; available: boolean }> }>;
  };
  const last = days.at(-1);
  const free = last?.windows.find((window) => window.available && safeToChoose(window.start));
  if (!free) throw new Error('no delivery window on the last day');
  return free.start;
}

test('a customer collects at the church, the owner packs for it, and a day’s run tells each customer when', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('baseURL');
  await openChurchAllWeek(baseURL);

  // Before payment the kitchen's address is nowhere: not in the home page, its JSON-LD, nor the API.
  const home = await (await page.request.get('/')).text();
  expect(home).toContain('application/ld+json');
  expect(home).not.toContain(KITCHEN_STREET);
  expect(await (await page.request.get('/api/fulfilment-windows/upcoming?type=pickup')).text()).not.toContain(
    KITCHEN_STREET,
  );

  // The customer chooses the church in the cart sheet and pays.
  const email = uniqueEmail();
  const stamp = Date.now().toString(36);
  const customer = `Achieng Church ${stamp}`;
  const sheet = await cartOfTwentySamosas(page);
  const spots = sheet.getByRole('radiogroup', { name: 'Pickup spot' });
  await expect(spots.getByText('The address comes with your receipt.')).toBeVisible();
  const church = spots.getByRole('radio', { name: new RegExp(CHURCH) });
  await church.check();
  await expect(church).toBeChecked();
  await expect(spots.getByText('11720 Nall Ave, Overland Park, KS 66211')).toBeVisible();
  await sheet.getByLabel('Name').fill(customer);
  await sheet.getByLabel('Phone').fill('913-555-0188');
  await sheet.getByLabel('Email').fill(email);
  const chosen = await chooseFirstFreeTime(sheet);
  await saveScreen(page, testInfo, 'cart-pickup-spot', false);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText(`Pickup spot: ${CHURCH}`)).toBeVisible();
  await payWith(page, TEST_CARD, PICKUP_TOTAL);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByLabel('Order and customer').getByText(CHURCH)).toBeVisible();
  await saveScreen(page, testInfo, 'confirmation-pickup-spot');

  // Two deliveries on the last day the cart offers, one to be texted.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  const window = await lastDayWindow(guestPage);
  const deliveries = [
    await placeOrder(guestPage, {
      orderType: 'delivery',
      customerName: `Baraka Run ${stamp}`,
      address: '9201 Metcalf Ave, Overland Park, KS 66212',
      window,
    }),
    await placeOrder(guestPage, {
      orderType: 'delivery',
      customerName: `Zawadi Run ${stamp}`,
      address: '7300 W 110th St, Overland Park, KS 66210',
      window,
    }),
  ];
  await guest.close();

  // The owner's kitchen day packs the church order under the church.
  await signUp(page, { firstName: 'Owner', admin: true });
  const booked = await withServerDatabase(async (client) => {
    const { rows } = await client.query<{ start: Date; end: Date }>(
      'SELECT fulfilment_window_start AS start, fulfilment_window_end AS end FROM orders WHERE customer_email = $1',
      [email],
    );
    const [row] = rows;
    if (!row) throw new Error('the church order is booked');
    return row;
  });
  const pickupDay = shopDate(booked.start);
  await gotoHydrated(page, `/admin/kitchen?date=${pickupDay}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: `Prep for ${dayLabel(pickupDay)}` })).toBeVisible();
  expect(chosen).toContain(windowTimes(booked.start, booked.end));
  const section = main.getByRole('region', { name: windowTimes(booked.start, booked.end), exact: true });
  const crates = section.getByRole('list', { name: 'Pack by spot' });
  await expect(crates.getByRole('listitem').filter({ hasText: CHURCH })).toContainText('Beef Samosa');
  const card = section.getByRole('article').filter({ hasText: customer });
  await expect(card).toContainText(CHURCH);
  await saveScreen(page, testInfo, 'kitchen-pack-by-spot');

  // The day of deliveries: the run's stops, then 'Start the run'.
  const runDay = shopDate(new Date(window));
  await gotoHydrated(page, `/admin/deliveries?date=${runDay}`);
  const stops = page.getByRole('list', { name: 'Stops in order' });
  for (const name of ['Baraka', 'Zawadi']) {
    await expect(stops.getByRole('listitem').filter({ hasText: `${name} Run ${stamp}` })).toBeVisible();
  }
  await saveScreen(page, testInfo, 'delivery-run');
  await page.getByRole('button', { name: /^Start the run/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Start the run?' });
  await confirm.getByRole('button', { name: 'Start the Run' }).click();
  await expect(confirm).toBeHidden();

  // Each customer is told an estimated time (the e2e server's outbox is its mailbox).
  for (const order of deliveries) {
    const item = stops.getByRole('listitem').filter({ hasText: order.orderNumber });
    await expect(item.getByText(/^ETA .* by e-mail at /)).toBeVisible();
    const subjects = await withServerDatabase(async (client) => {
      const { rows } = await client.query<{ subject: string }>(
        "SELECT subject FROM outbox WHERE kind = 'delivery-eta' AND lower(to_address) = lower($1)",
        [order.customerEmail],
      );
      return rows.map((row) => row.subject);
    });
    expect(subjects).toEqual([expect.stringMatching(new RegExp(`^Your order ${order.orderNumber} arrives at about `))]);
  }
  await saveScreen(page, testInfo, 'delivery-run-started');
});
