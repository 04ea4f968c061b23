import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { chooseWindowPrompt, dayLabel, windowViewLabel } from '@/domain/fulfilment/window-label';
import {
  INVALID_CHECKOUT_EMAIL,
  MISSING_ADDRESS,
  MISSING_EMAIL,
  MISSING_NAME,
  MISSING_PHONE,
} from '@/domain/schemas/checkout-contact';
import { CLOSED_TOAST, OUTSIDE_AREA_TOAST, ZONE_ERROR_TOAST } from '@/islands/checkout/cart-sheet/toast-messages';
import { businessSettingsAnswer, dayWindowsAnswer, menuProductAnswer } from '../fixtures/api-answers';
import { SEEDED_MENU } from '../fixtures/seeded-menu';
import {
  BEEF_SAMOSAS_20,
  CUSTOMER,
  LOCAL_ADDRESS,
  MANDAZI_1,
  type OrderType,
  type SeededLine,
  storedCart,
  storedContact,
} from '../fixtures/stored-cart';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { seededShopQuote } from './support/quote-double';
import { ViewCartButton } from '@/components/storefront/view-cart-button';

/*
 * The 'Your Order' sheet's states and rules (docs/behaviour/screens.md#cart-sheet): the steppers and
 * re-pricing, the empty cart, each Proceed to Payment check and its toast, the address check and
 * its zone, the tip, and a closed kitchen. The home page's pieces around it are rendered beside it:
 * the header's cart link (it opens the sheet, as a customer does), the business banner and the
 * toaster, with GET /api/business-settings, /api/products and /api/fulfilment-windows/upcoming
 * stubbed. The journeys
 * (the header's button, closing and focus, saving the order and going to /checkout, a reload, the
 * keyboard alone, the layout) are walked in tests/e2e/cart-sheet.spec.ts; axe checks the open sheet
 * here, with a delivery, its address and a tip.
 */

const NEW_YORK_ADDRESS = '350 5th Ave, New York, NY 10118';

/** The toast of a check whose text is 'Title - Description'; the untitled ones share the name check's title. */
const toastOf = (message: string): [string, string] => {
  const [title = '', description] = message.split(' - ');
  return description === undefined ? ['Missing Information', title] : [title, description];
};

/** Writes the cart (and optionally the contact details) to localStorage as the site saves them. */
function seed(cart: { orderType: OrderType; lines: SeededLine[] }, contact?: Partial<typeof CUSTOMER>): void {
  localStorage.setItem('cart', JSON.stringify(storedCart(cart)));
  if (contact) localStorage.setItem('contactDetails', JSON.stringify(storedContact(contact)));
}

/** Ahead of now, on the half hour: a full window, then a free one; and a free one the next day. */
function upcomingWindows() {
  const halfHour = 30 * 60 * 1000;
  const first = Math.ceil(Date.now() / halfHour) * halfHour + 4 * halfHour;
  const at = (slot: number) => new Date(first + slot * halfHour).toISOString();
  return {
    full: { start: at(0), end: at(1), available: false },
    free: { start: at(1), end: at(2), available: true },
    nextDay: { start: at(49), end: at(50), available: true },
  };
}

interface SheetOptions {
  settings?: Parameters<typeof businessSettingsAnswer>[0];
  /** What the first day has left of each dish with a daily limit (the next day: no limits). */
  firstDayLeft?: Array<{ productId: number; remaining: number }>;
  /** The menu's most per order, by product id. */
  maxPerOrder?: Record<number, number>;
  /** False: the toaster is still loading, as before a page's first toast has been drawn. */
  toaster?: boolean;
  /** The pickup spots on sale (none by default: the sheet then shows no choice of spot). */
  spots?: unknown[];
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.dataLayer;
});

/**
 * The home page's cart pieces with `seed`'s cart in storage: the header's cart link is pressed and
 * the sheet (loaded on the first open) is returned. Leaving the page is recorded, not done.
 */
async function openSheet(lines: SeededLine[], options: SheetOptions = {}) {
  const windows = upcomingWindows();
  const firstDay = shopDate(new Date(windows.free.start));
  const api = stubApi({
    'GET /api/business-settings': { json: businessSettingsAnswer(options.settings) },
    'GET /api/products': {
      json: SEEDED_MENU.map((dish) => menuProductAnswer(dish, { maxPerOrder: options.maxPerOrder?.[dish.id] ?? null })),
    },
    'POST /api/checkout/quote': seededShopQuote,
    'GET /api/fulfilment-windows/upcoming': (_call, url) => ({
      json: {
        days: [
          dayWindowsAnswer({
            date: firstDay,
            type: url.searchParams.get('type'),
            windows: [windows.full, windows.free],
            products: options.firstDayLeft ?? [],
          }),
          dayWindowsAnswer({
            date: addDays(firstDay, 1),
            type: url.searchParams.get('type'),
            windows: [windows.nextDay],
          }),
        ],
        spots: url.searchParams.get('type') === 'pickup' ? (options.spots ?? []) : [],
      },
    }),
  });
  const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const [
    { CartSheetHost },
    { enhanceCartLauncher },
    { default: Toaster },
    { LiveBusinessBanner },
    { enhanceCartLink },
  ] = await Promise.all([
    import('@/islands/checkout/cart-sheet/mount-cart-sheet'),
    import('@/islands/checkout/cart-sheet/cart-launcher'),
    import('@/islands/shell/toaster/toaster'),
    import('@/islands/admin/dashboard/shop-status/live-business-banner'),
    import('@/islands/shell/header/cart-link'),
  ]);
  render(
    <>
      <header>
        <a href="/?cart=open" data-cart-link aria-label="Open cart, empty">
          Cart
        </a>
      </header>
      <LiveBusinessBanner />
      <ViewCartButton />
      <CartSheetHost />
      {options.toaster !== false && <Toaster />}
    </>,
  );
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  if (link) enhanceCartLink(link, true);
  const launcher = document.querySelector<HTMLElement>('[data-view-cart]');
  if (launcher) enhanceCartLauncher(launcher);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Order' });
  return { api, user, dialog, sheet: within(dialog), leave, windows, firstDay };
}

type Sheet = Awaited<ReturnType<typeof openSheet>>['sheet'];

/** The modal sheet hides the rest of the page from assistive technology, the toaster's region included. */
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));

async function expectToast(title: string, description: string): Promise<void> {
  // Proceeding asks the server whether orders are accepted before the first check can answer; the
  // toast before may have had the same title, so both are waited for.
  await waitFor(() => {
    const region = notifications();
    expect(region.getByText(title)).toBeTruthy();
    expect(region.getByText(description)).toBeTruthy();
  });
}

/** Escape closes the newest layer, the toast, so the same toast can be seen to come again. */
async function dismissToast(user: ReturnType<typeof userEvent.setup>, title: string): Promise<void> {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(notifications().queryByText(title)).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Your Order' })).toBeTruthy();
}

const line = (sheet: Sheet, name: string) =>
  sheet.queryAllByRole('listitem').filter((item) => item.textContent?.includes(name));

const totals = (sheet: Sheet) => sheet.getAllByRole('definition').map((value) => value.textContent);
const totalLabels = (sheet: Sheet) => sheet.getAllByRole('term').map((label) => label.textContent);

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}

const deliveryZone = (sheet: Sheet) => sheet.queryByTestId('delivery-zone')?.textContent ?? null;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

test("closing a sheet opened from the floating 'View Cart' button puts focus back on that button", async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] });
  const { user } = await openSheet([BEEF_SAMOSAS_20]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Order' })).toBeNull());
  // The floating button is hidden while the sheet is open and shows again when it closes.
  const viewCart = await screen.findByRole('button', { name: /^View Cart \(20 items\)/ });
  await user.click(viewCart);
  await screen.findByRole('dialog', { name: 'Your Order' });
  expect(screen.queryByRole('button', { name: /^View Cart/ })).toBeNull();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Order' })).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(viewCart));
});

test('Escape closes a toast the page has not drawn yet, not the sheet under it', async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] });
  const { user } = await openSheet([BEEF_SAMOSAS_20], { toaster: false });
  // The page's modules are fresh for each test: the sheet's own store is the one imported now.
  const { $toast, showToast } = await import('@/stores/shell/toasts');
  showToast({ title: 'Delivery Zone Detected', description: 'Local 0-10 - $3.50 delivery fee (1.9 miles)' });
  await user.keyboard('{Escape}');
  expect($toast.get()).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Your Order' })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Order' })).toBeNull());
});

test('samosas step by 10 and re-price, other items by 1, and minus at the minimum removes the line', async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20, MANDAZI_1] });
  const { sheet, user } = await openSheet([BEEF_SAMOSAS_20, MANDAZI_1]);
  const samosas = () => line(sheet, 'Beef Samosa')[0]?.textContent ?? '';
  const samosaCount = () => sheet.getByRole('status', { name: 'Beef Samosa quantity' }).textContent;

  await user.click(sheet.getByRole('button', { name: 'Increase Beef Samosa' }));
  expect(samosaCount()).toBe('30');
  expect(samosas()).toContain('$1.80 each');
  expect(samosas()).toContain('$54.00');
  // The total waits for the server's quote: samosas at 9.35%, mandazi (food) at 2.85%.
  expect(totals(sheet).at(-1)).toBe('Updating…');
  await waitFor(() => expect(totals(sheet)).toEqual(['$62.00', '$5.05', '$0.23', '$67.28']));

  await user.click(sheet.getByRole('button', { name: 'Decrease Beef Samosa' }));
  await user.click(sheet.getByRole('button', { name: 'Decrease Beef Samosa' }));
  expect(samosaCount()).toBe('10');
  expect(samosas()).toContain('$2.00 each');
  await user.click(sheet.getByRole('button', { name: 'Decrease Beef Samosa' }));
  expect(line(sheet, 'Beef Samosa')).toHaveLength(0);

  await user.click(sheet.getByRole('button', { name: 'Increase Mandazi (6 pieces)' }));
  expect(sheet.getByRole('status', { name: 'Mandazi (6 pieces) quantity' }).textContent).toBe('2');
  await waitFor(() => expect(totals(sheet)).toEqual(['$16.00', '$0.46', '$16.46']));
  expect(totalLabels(sheet)).toEqual(['Subtotal', 'Food tax (2.85%)', 'Total']);
  const banner = within(screen.getByRole('banner', { hidden: true }));
  expect(banner.getByRole('link', { name: 'Open cart, 2 items', hidden: true })).toBeTruthy();

  // Removal is reported to analytics (remove_from_cart).
  const removed = (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'remove_from_cart',
  );
  expect(removed).toEqual([
    {
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'USD',
        value: 20,
        items: [{ item_id: '1', item_name: 'Beef Samosa', price: 2, quantity: 10 }],
      },
    },
  ]);
});

test('the remove button empties the cart, and an empty cart cannot proceed', async () => {
  seed({ orderType: 'pickup', lines: [MANDAZI_1] });
  const { sheet, user } = await openSheet([MANDAZI_1]);
  await user.click(sheet.getByRole('button', { name: 'Remove Mandazi (6 pieces)' }));

  expect(sheet.getByText('Your cart is empty.')).toBeTruthy();
  expect(sheet.queryAllByRole('listitem')).toHaveLength(0);
  expect(isDisabled(sheet.getByRole('button', { name: 'Proceed to Payment' }))).toBe(true);
  expect(totals(sheet)).toEqual(['$0.00', '$0.00']);
  // Focus stays in the sheet, on the items heading, rather than falling to the page.
  expect(document.activeElement).toBe(sheet.getByRole('heading', { name: 'Items' }));
});

test('each missing or wrong contact detail gets its own toast, in the order of the checks; texts only when ticked', async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] });
  const { sheet, user, leave, windows } = await openSheet([BEEF_SAMOSAS_20]);
  const proceed = sheet.getByRole('button', { name: 'Proceed to Payment' });
  const refusedWith = async (message: [string, string]) => {
    await user.click(proceed);
    await expectToast(...message);
    expect(leave).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingOrder')).toBeNull();
  };

  await refusedWith(toastOf(MISSING_NAME));

  await fill(user, sheet.getByRole('textbox', { name: 'Name' }), CUSTOMER.name);
  await refusedWith(toastOf(MISSING_PHONE));

  await fill(user, sheet.getByRole('textbox', { name: 'Phone' }), CUSTOMER.phone);
  await refusedWith(toastOf(MISSING_EMAIL));

  await fill(user, sheet.getByRole('textbox', { name: 'Email' }), 'wanjiru@example');
  await refusedWith(toastOf(INVALID_CHECKOUT_EMAIL));

  await fill(user, sheet.getByRole('textbox', { name: 'Email' }), CUSTOMER.email);
  await refusedWith([chooseWindowPrompt('pickup'), 'Pick a day and a time in your order.']);

  // The first free time of the day shown first (a full one is shown but cannot be chosen).
  const times = within(await sheet.findByRole('radiogroup', { name: / time on / }));
  const [full, free] = times.getAllByRole('radio');
  expect(full && isDisabled(full)).toBe(true);
  if (free) await user.click(free);
  const chosen = windowViewLabel(windows.free);
  expect(sheet.getByText(chosen, { selector: 'strong' }).parentElement?.textContent).toBe(`Pickup: ${chosen}`);

  // Texts are off unless asked for, and the choice names the number they would go to.
  const texts = sheet.getByRole('checkbox', { name: 'Text me order updates' });
  expect(isChecked(texts)).toBe(false);
  expect(
    texts.getAttribute('aria-describedby') &&
      document.getElementById(texts.getAttribute('aria-describedby')!)?.textContent,
  ).toBe(`We'll text ${CUSTOMER.phone} when your order is confirmed and when it's ready. Reply STOP to stop.`);
  await user.click(texts);

  await user.click(proceed);
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/checkout'));
  expect(JSON.parse(localStorage.getItem('pendingOrder') ?? 'null')).toMatchObject({
    orderType: 'pickup',
    customerInfo: { ...CUSTOMER, address: null },
    fulfilmentWindow: { start: windows.free.start, end: windows.free.end },
    textUpdates: true,
  });
});

test('a pickup lists the spots on sale with their next windows, and the one chosen goes with the order', async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const next = upcomingWindows().free;
  const spots = [
    { id: 1, name: 'Home kitchen', address: null, notes: null, private: true, next },
    {
      id: 2,
      name: 'Grace Church car park',
      address: '11720 Nall Ave, Overland Park, KS 66211',
      notes: 'The green canopy by the north doors.',
      private: false,
      next: null,
    },
  ];
  const { sheet, user, api, leave, windows } = await openSheet([BEEF_SAMOSAS_20], { spots });
  const choice = within(await sheet.findByRole('radiogroup', { name: 'Pickup spot' }));
  const kitchen = choice.getByRole('radio', { name: /Home kitchen/ });
  expect(isChecked(kitchen)).toBe(true);
  expect(kitchen.closest('label')?.textContent).toBe(
    `Home kitchenThe address comes with your receipt.Next: ${windowViewLabel(next)}`,
  );
  const church = choice.getByRole('radio', { name: /Grace Church car park/ });
  expect(church.closest('label')?.textContent).toContain('11720 Nall Ave, Overland Park, KS 66211');
  expect(church.closest('label')?.textContent).toContain('No times left this week');

  await user.click(church);
  await waitFor(() =>
    expect(api.calls.some((each) => each.path === '/api/fulfilment-windows/upcoming?type=pickup&spot=2')).toBe(true),
  );
  expect(sheet.getByText('Pickup order: collect it at Grace Church car park.')).toBeTruthy();
  const times = within(await sheet.findByRole('radiogroup', { name: / time on / }));
  const free = times.getAllByRole('radio')[1];
  if (free) await user.click(free);
  await user.click(sheet.getByRole('button', { name: 'Proceed to Payment' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/checkout'));
  expect(JSON.parse(localStorage.getItem('pendingOrder') ?? 'null')).toMatchObject({
    pickupSpot: { id: 2, name: 'Grace Church car park' },
    fulfilmentWindow: { start: windows.free.start },
  });
});

test('a delivery order needs a checked address', async () => {
  seed({ orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user, leave } = await openSheet([BEEF_SAMOSAS_20]);
  const proceed = sheet.getByRole('button', { name: 'Proceed to Payment' });
  const [title, description] = toastOf(MISSING_ADDRESS);

  await user.click(proceed);
  await expectToast(title, description);

  // Typed but not checked is still missing.
  await dismissToast(user, title);
  await fill(user, sheet.getByRole('textbox', { name: 'Delivery Address' }), LOCAL_ADDRESS);
  await user.click(proceed);
  await expectToast(title, description);
  expect(leave).not.toHaveBeenCalled();
  expect(localStorage.getItem('pendingOrder')).toBeNull();
});

async function checkAddress(sheet: Sheet, user: ReturnType<typeof userEvent.setup>, address: string) {
  await fill(user, sheet.getByRole('textbox', { name: 'Delivery Address' }), address);
  await user.click(sheet.getByRole('button', { name: 'Check' }));
  await expectToast('Delivery Zone Detected', 'Local 0-10 - $3.50 delivery fee (1.9 miles)');
}

test('Check is enabled from 10 characters and finds the zone of an Overland Park address', async () => {
  seed({ orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user } = await openSheet([BEEF_SAMOSAS_20]);
  const address = sheet.getByRole('textbox', { name: 'Delivery Address' });
  const check = sheet.getByRole('button', { name: 'Check' });

  expect(address.hasAttribute('required')).toBe(true);
  expect(isDisabled(check)).toBe(true);
  await fill(user, address, '  123 Main  '); // 8 characters once trimmed
  expect(isDisabled(check)).toBe(true);
  await fill(user, address, '123 Main S');
  expect(isDisabled(check)).toBe(false);

  expect(totalLabels(sheet)).toEqual(['Subtotal', 'Delivery Fee', 'Total before tax']);
  expect(totals(sheet)).toEqual(['$38.00', 'Check your address', '$38.00']);

  // Checked, the address is where the order is taxed: Overland Park's prepared-food rate.
  await checkAddress(sheet, user, LOCAL_ADDRESS);
  expect(deliveryZone(sheet)).toBe('Local 0-10: 1.9 miles, $3.50 delivery fee');
  await waitFor(() =>
    expect(totalLabels(sheet)).toEqual(['Subtotal', 'Delivery Fee', 'Prepared food tax (9.35%)', 'Total']),
  );
  expect(totals(sheet)).toEqual(['$38.00', '$3.50', '$3.55', '$45.05']);

  // Editing the address drops the zone, its fee and its tax until it is checked again.
  await user.type(address, ' ');
  expect((address as HTMLInputElement).value).toBe(`${LOCAL_ADDRESS} `);
  expect(deliveryZone(sheet)).toBeNull();
  await waitFor(() => expect(totals(sheet)).toEqual(['$38.00', 'Check your address', '$38.00']));
});

test('Enter in the address field checks it; a New York address is outside the delivery area', async () => {
  seed({ orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user, leave } = await openSheet([BEEF_SAMOSAS_20]);
  await fill(user, sheet.getByRole('textbox', { name: 'Delivery Address' }), NEW_YORK_ADDRESS);
  await user.keyboard('{Enter}');

  const { title, description = '' } = OUTSIDE_AREA_TOAST;
  await expectToast(title, description);
  expect(deliveryZone(sheet)).toBe("Outside Area (1102.0 miles): we don't deliver there yet.");
  expect(totals(sheet)).toEqual(['$38.00', '$0.00', '$38.00']);

  // An address outside the area cannot be paid for.
  await dismissToast(user, title);
  await user.click(sheet.getByRole('button', { name: 'Proceed to Payment' }));
  await expectToast(title, description);
  expect(leave).not.toHaveBeenCalled();
  expect(localStorage.getItem('pendingOrder')).toBeNull();
});

test('an address in a state the shop has no tax place for is outside the delivery area', async () => {
  seed({ orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user, leave } = await openSheet([BEEF_SAMOSAS_20]);
  // Kansas City, Missouri is within the radius, but the seeded shop collects tax in Kansas only.
  await fill(user, sheet.getByRole('textbox', { name: 'Delivery Address' }), '4500 Main St, Kansas City, MO 64111');
  await user.click(sheet.getByRole('button', { name: 'Check' }));

  const { title, description = '' } = OUTSIDE_AREA_TOAST;
  await expectToast(title, description);
  expect(deliveryZone(sheet)).toMatch(/^Outside Area \(\d+\.\d miles\): we don't deliver there yet\.$/);
  await dismissToast(user, title);
  await user.click(sheet.getByRole('button', { name: 'Proceed to Payment' }));
  await expectToast(title, description);
  expect(leave).not.toHaveBeenCalled();
});

test("'Add a code': a refused code says why beside the field; an accepted one shows its discount before tax", async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] });
  const { sheet, user } = await openSheet([BEEF_SAMOSAS_20]);
  await waitFor(() => expect(totals(sheet)).toEqual(['$38.00', '$3.55', '$41.55']));

  await user.click(sheet.getByRole('button', { name: 'Add a code' }));
  const field = sheet.getByRole('textbox', { name: 'Discount code' });
  await user.type(field, 'samosa5{Enter}');
  const refusal = await sheet.findByRole('alert');
  expect(refusal.textContent).toBe('SAMOSA5 is not a valid code.');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(totals(sheet)).toEqual(['$38.00', '$3.55', '$41.55']);

  await user.clear(field);
  await user.type(field, 'thankyou10');
  await user.click(sheet.getByRole('button', { name: 'Apply' }));
  await sheet.findByText('THANKYOU10');
  // 10% of $38.00 off, then 9.35% of the $34.20 left: $3.20.
  await waitFor(() =>
    expect(totalLabels(sheet)).toEqual(['Subtotal', 'Discount (THANKYOU10)', 'Prepared food tax (9.35%)', 'Total']),
  );
  expect(totals(sheet)).toEqual(['$38.00', '-$3.80', '$3.20', '$37.40']);

  await user.click(sheet.getByRole('button', { name: 'Remove code' }));
  await waitFor(() => expect(totals(sheet)).toEqual(['$38.00', '$3.55', '$41.55']));
});

test('a zone table that cannot load gives the Error toast', async () => {
  // The only way to see this path: the detection code, loaded on the first check, fails to load
  // (e.g. the connection drops).
  vi.doMock('@/domain/delivery-zones', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  onTestFinished(() => {
    vi.doUnmock('@/domain/delivery-zones');
  });
  seed({ orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user } = await openSheet([BEEF_SAMOSAS_20]);
  await fill(user, sheet.getByRole('textbox', { name: 'Delivery Address' }), LOCAL_ADDRESS);
  await user.click(sheet.getByRole('button', { name: 'Check' }));

  await expectToast(ZONE_ERROR_TOAST.title, ZONE_ERROR_TOAST.description ?? '');
  expect(deliveryZone(sheet)).toBeNull();
});

test('the tip is a share of the subtotal and changes the total', async () => {
  seed({ orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user } = await openSheet([BEEF_SAMOSAS_20]);
  await checkAddress(sheet, user, LOCAL_ADDRESS);

  const tip = within(sheet.getByRole('group', { name: 'Tip' }));
  expect(tip.getAllByRole('radio')).toHaveLength(5);
  for (const label of ['No Tip', '15%', '18%', '20%', '25%']) {
    expect(tip.getByRole('radio', { name: label })).toBeTruthy();
  }
  expect(isChecked(tip.getByRole('radio', { name: 'No Tip' }))).toBe(true);

  // The tip is a share of the subtotal, never taxed: the tax stays $3.55.
  await user.click(tip.getByText('15%'));
  await waitFor(() =>
    expect(totalLabels(sheet)).toEqual(['Subtotal', 'Delivery Fee', 'Prepared food tax (9.35%)', 'Tip', 'Total']),
  );
  expect(totals(sheet)).toEqual(['$38.00', '$3.50', '$3.55', '$5.70', '$50.75']);

  // Arrow keys move through the choices.
  expect(document.activeElement).toBe(tip.getByRole('radio', { name: '15%' }));
  await user.keyboard('{ArrowRight}');
  expect(isChecked(tip.getByRole('radio', { name: '18%' }))).toBe(true);
  await waitFor(() => expect(totals(sheet)).toEqual(['$38.00', '$3.50', '$3.55', '$6.84', '$51.89']));
  // The sheet's own: Radix hides the page behind it, focus guards included.
  await expectNoAxeViolations(screen.getByRole('dialog', { name: 'Your Order' }));

  await user.click(tip.getByText('No Tip'));
  await waitFor(() =>
    expect(totalLabels(sheet)).toEqual(['Subtotal', 'Delivery Fee', 'Prepared food tax (9.35%)', 'Total']),
  );
  expect(totals(sheet).at(-1)).toBe('$45.05');
});

/*
 * The owner's switch is global state shared by every e2e test on the server; here the page is
 * simply told the kitchen is closed (the server's own refusal is tested with the payment endpoints).
 */
test('Proceed to Payment is refused while the business is not accepting orders', async () => {
  seed({ orderType: 'pickup', lines: [MANDAZI_1] }, CUSTOMER);
  const { sheet, user, leave, api } = await openSheet([MANDAZI_1], { settings: { isAcceptingOrders: false } });
  expect((await screen.findByTestId('business-status')).textContent).toBe('Currently Closed');
  const asked = api.calls.filter((call) => call.path === '/api/business-settings').length;

  await user.click(sheet.getByRole('button', { name: 'Proceed to Payment' }));
  await expectToast(CLOSED_TOAST.title, CLOSED_TOAST.description ?? '');
  // Asked afresh on pressing, not taken from the page's first answer.
  expect(api.calls.filter((call) => call.path === '/api/business-settings').length).toBe(asked + 1);
  expect(leave).not.toHaveBeenCalled();
  expect(localStorage.getItem('pendingOrder')).toBeNull();
  // The sheet says so too, from the answer it was just given.
  expect(sheet.getByText(CLOSED_TOAST.description ?? '', { exact: false })).toBeTruthy();
});

/*
 * The kitchen's limits in pieces (issue 26), said before the checkout says them: the answers carry
 * what each day has left and the menu the most per order; the server's own refusal is tested with
 * the payment endpoints.
 */
test('a day without enough of a dish is marked with why, and stays choosable until Proceed to Payment says so', async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
  const { sheet, user, leave, windows, firstDay } = await openSheet([BEEF_SAMOSAS_20], {
    firstDayLeft: [{ productId: 1, remaining: 5 }],
  });
  const days = within(await sheet.findByRole('radiogroup', { name: 'Day' }));
  const [marked, other] = days.getAllByRole('radio');
  if (!marked || !other) throw new Error('expected two days');
  expect(days.getByRole('radio', { name: /Only 5 Beef Samosa left$/ })).toBe(marked);
  expect(days.queryAllByRole('radio', { name: /left|sold out/ })).toEqual([marked]);
  // The sheet opens on the first day that can make the cart.
  expect(isChecked(marked)).toBe(false);
  expect(isChecked(other)).toBe(true);

  await user.click(marked);
  const message = `Only 5 Beef Samosa left for ${dayLabel(firstDay)}`;
  const times = await sheet.findByRole('radiogroup', { name: / time on /, description: message });
  const free = within(times).getAllByRole('radio')[1];
  if (free) await user.click(free);
  expect(sheet.getByText(windowViewLabel(windows.free), { selector: 'strong' })).toBeTruthy();
  // The line counts against the chosen day now: no more samosas, and it holds too many.
  const chosenDay = firstDay === shopDate(new Date()) ? 'today' : `for ${dayLabel(firstDay)}`;
  const increase = sheet.getByRole('button', { name: 'Increase Beef Samosa', description: `Only 5 left ${chosenDay}` });
  expect(isDisabled(increase)).toBe(true);

  await user.click(sheet.getByRole('button', { name: 'Proceed to Payment' }));
  await expectToast('Not enough left', message);
  expect(leave).not.toHaveBeenCalled();
  expect(localStorage.getItem('pendingOrder')).toBeNull();
});

test("a cart line's plus stops at the most per order, and says so", async () => {
  seed({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] });
  const { sheet, user } = await openSheet([BEEF_SAMOSAS_20], { maxPerOrder: { 1: 30 } });
  const increase = sheet.getByRole('button', { name: 'Increase Beef Samosa' });
  await waitFor(() => expect(isDisabled(increase)).toBe(false));
  await user.click(increase);
  expect(sheet.getByRole('status', { name: 'Beef Samosa quantity' }).textContent).toBe('30');
  await waitFor(() => expect(isDisabled(increase)).toBe(true));
  expect(increase.getAttribute('aria-describedby')).toBeTruthy();
  expect(sheet.getByRole('button', { name: 'Increase Beef Samosa', description: 'At most 30 per order' })).toBe(
    increase,
  );
  // Fewer can still be chosen.
  expect(isDisabled(sheet.getByRole('button', { name: 'Decrease Beef Samosa' }))).toBe(false);
});
