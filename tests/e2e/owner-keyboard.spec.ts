import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { PERIOD_IN_THE_PAST } from '../../src/domain/fulfilment/drops';
import { unknownCode } from '../../src/domain/order-money/discount-code';
import { WINDOW_CAPACITY_INVALID } from '../../src/domain/schemas/fulfilment-settings';
import { DATE_PASSED } from '../../src/islands/admin/dashboard/hours/hours-form-values';
import { KITCHEN_REFRESH_MS } from '../../src/stores/admin/kitchen/kitchen';
import { ADMIN_REFRESH_MS } from '../../src/stores/admin/dashboard/orders';
import { expectNoAxeViolations, otherOrderCards } from './axe';
import { adminNavigation } from './admin-nav';
import { expectHeard, listenAsAScreenReader, tabAround, tabTo } from './keyboard-walk';
import { seedPaidOrder } from './seeded-order';
import { beefSamosa, firstFreeWindow, gotoHydrated, signUp } from './session-fixtures';

/*
 * The owner's screens by keyboard and screen reader, at the narrowest phone (320 CSS px, where a
 * page must not scroll sideways): on each screen Tab reaches every control, each with its focus
 * ring; the screen's main task is done with the keyboard alone; a dialog keeps the focus while it
 * is open and gives it back to the button that opened it on Escape; what is saved, refused and
 * newly arrived is said in a live region (keyboard-walk.ts records what a screen reader hears); and
 * nothing is wider than the screen, dialogs open too. axe checks each screen once at this width
 * (tests/e2e/axe.ts), in its fullest state; the dialogs' markup in their component tests. Other specs share the server: each test works on what it
 * seeds or makes (its own orders and code), saves only what it found as it was (the kitchen's tax
 * place, the labels' details), and has every other change refused or left unsaved.
 */

test.use({ viewport: { width: 320, height: 720 }, timezoneId: 'America/Chicago' });

test.beforeEach(async ({ page }) => {
  await listenAsAScreenReader(page);
  await signUp(page, { firstName: 'Owner', admin: true });
});

/** Nothing on the page is wider than the 320 px screen: no scrolling sideways. */
async function expectReflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** The page passes axe (but for what `exclude` leaves out) and fits the screen. */
async function expectAccessible(page: Page, axe: { exclude?: string[] } = {}): Promise<void> {
  await expectNoAxeViolations(page, axe);
  await expectReflow(page);
}

/** Tab goes round the whole page, every control with its ring, from its top. */
async function walkThePage(page: Page): Promise<void> {
  await page.locator('body').focus();
  await tabAround(page, page.locator('body'));
}

/** Takes the elements of `selectors` out of the Tab order (`inert`), or puts them back. */
async function setInert(page: Page, selectors: string[], inert: boolean): Promise<void> {
  await page.evaluate(
    ({ selectors, inert }) => {
      for (const selector of selectors) {
        for (const element of document.querySelectorAll(selector)) element.toggleAttribute('inert', inert);
      }
    },
    { selectors, inert },
  );
}

/**
 * The kitchen's tickets other than `own` (the test's), as a selector for setInert and axe's
 * `exclude`: every ticket is the same component, and the shared server's next day holds the other
 * tests' orders, dozens late in the shop's day, when the first free window is tomorrow's.
 */
async function otherTickets(page: Page, own: Locator): Promise<string[]> {
  await own.evaluate((ticket) => ticket.setAttribute('data-test-own', ''));
  await page.getByRole('article', { name: /^Order / }).evaluateAll((tickets) => {
    for (const ticket of tickets) if (!ticket.hasAttribute('data-test-own')) ticket.setAttribute('data-test-other', '');
  });
  return ['[data-test-other]'];
}

/** Tabs to `target` and presses Enter on it. */
async function pressEnterOn(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Opens an owner's screen, waits for `shown` (what says it has loaded), and walks it by Tab. */
async function openAndWalk(page: Page, path: string, shown: Locator): Promise<void> {
  await gotoHydrated(page, path);
  await expect(shown).toBeVisible();
  await walkThePage(page);
}

/** A dialog keeps the focus and fits; Escape closes it and gives the focus back to `opener`. */
async function expectDialogKeepsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await tabAround(page, dialog, { trapped: true });
  await expectReflow(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** A customer name no other test uses, to find this test's order by. */
const uniqueName = (testInfo: TestInfo, who: string) => `${who} ${Date.now().toString(36)}${testInfo.workerIndex}`;

const cardOf = (page: Page, customerName: string): Locator =>
  page.getByRole('list', { name: 'Orders' }).getByRole('article').filter({ hasText: customerName });

/** Selects what a field holds and types `text` over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('the dashboard by keyboard: every control, the hours, a status chosen, an order changed and its payment recorded through their dialogs, a new order said', async ({
  page,
}, testInfo) => {
  // One load of the dashboard for all of it: with the shared server's 50 order cards it is the
  // heaviest of the owner's pages. An order for its status and messages, and an order entered to be
  // paid at the door, for its dialogs.
  const name = uniqueName(testInfo, 'Njeri Keys');
  const placed = await seedPaidOrder(page.request, { customerName: name });
  const doorName = uniqueName(testInfo, 'Achieng Door');
  const beef = await beefSamosa(page);
  const entered = await page.request.post('/api/admin/orders', {
    data: {
      orderType: 'pickup',
      items: [{ productId: beef.id, quantity: 20 }],
      customerInfo: { name: doorName, phone: '(913) 555-0142', email: '' },
      fulfilmentWindow: (await firstFreeWindow(page)).start,
      payment: 'in-person',
    },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const { orderNumber } = ((await entered.json()) as { order: { orderNumber: string } }).order;
  // The dashboard's timed refresh is brought forward rather than waited for.
  await page.clock.install();
  const card = cardOf(page, name);
  const doorCard = cardOf(page, doorName);
  await gotoHydrated(page, '/admin');
  await expect(card).toBeVisible();
  // The other tests' order cards (up to fifty on the shared server, each the same component as
  // this test's two) are left out of the walk as they are left out of axe's check: Tab through all
  // of them was a third of the test's time, and finds nothing these two do not.
  const others = await otherOrderCards(page, [card, doorCard]);
  await setInert(page, others, true);
  await walkThePage(page);
  await setInert(page, others, false);
  await expectAccessible(page, { exclude: others });

  await test.step('the hours: a day switched, hours added and removed, a refusal said', async () => {
    const hours = page.getByRole('region', { name: 'Pickup & Delivery Hours' });
    const monday = hours.getByRole('group', { name: 'Monday' });
    // The admin navigation's link leads on to the hours (on a phone, the menu is opened by keyboard
    // first): the next Tab is in their form.
    const nav = await adminNavigation(page, (menu) => pressEnterOn(page, menu));
    await pressEnterOn(page, nav.getByRole('link', { name: 'Hours & limits' }));
    await page.keyboard.press('Tab');
    const open = monday.getByRole('switch', { name: 'Open on Monday' });
    await expect(open).toBeFocused();

    await page.keyboard.press('Space');
    await expect(monday).toContainText('Closed all day');
    await page.keyboard.press('Space');
    await expect(open).toBeChecked();

    // Another set of hours: the focus goes to its opening time; removing it gives the focus to 'Add hours'.
    const add = monday.getByRole('button', { name: 'Add hours on Monday' });
    await pressEnterOn(page, add);
    await expect(monday.getByLabel('Opens on Monday, hours 2')).toBeFocused();
    await pressEnterOn(page, monday.getByRole('button', { name: 'Remove Monday hours 2' }));
    await expect(add).toBeFocused();

    // A window that takes no orders is refused before anything is sent, and said by Save. Tab
    // reaches the field (the walk above); the focus goes there rather than through the week's hours.
    await hours.getByLabel('Orders per window').focus();
    await typeOver(page, '0');
    await pressEnterOn(page, hours.getByRole('button', { name: 'Save Hours' }));
    await expect(hours.getByLabel('Orders per window')).toBeFocused();
    await expectHeard(page, WINDOW_CAPACITY_INVALID);

    // A day that has passed cannot be blocked: the refusal is said. A phone's date field is set
    // through the phone's own picker, not typed: the date is filled in as the picker would.
    const dateToBlock = hours.getByLabel('Date to block');
    await tabTo(page, dateToBlock);
    await dateToBlock.fill('2020-01-01');
    await page.keyboard.press('Enter');
    await expectHeard(page, DATE_PASSED);
    await expectReflow(page);
  });

  await test.step('an order card: its messages, its status chosen and said', async () => {
    // The messages about an older order, shown with Enter: the focus goes on to them.
    await card.getByRole('button', { name: 'Show messages' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading', { name: 'Messages' })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Show messages' })).toHaveCount(0);

    // The order's status: its list opened with Space, gone down by the arrow keys, Preparing found
    // again by typing its first letters, chosen with Enter, and the change said.
    const select = card.getByRole('combobox', { name: `Change status of order ${placed.orderNumber}` });
    const option = (label: string) => page.getByRole('option', { name: label, exact: true });
    // Tab reaches it (the walk above); the card may be far down a long list, so the focus goes there.
    await select.focus();
    await page.keyboard.press('Space');
    await expect(option('Confirmed')).toBeFocused();
    // Radix moves the focus a moment after each key (in a timeout), so each press waits for it, as
    // a person waits to see the highlight move.
    await page.keyboard.press('ArrowDown');
    await expect(option('Preparing')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(option('Ready')).toBeFocused();
    await page.keyboard.type('Prep');
    await expect(option('Preparing')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectHeard(page, `Order ${placed.orderNumber} is now Preparing.`);
    await expect(card).toContainText('Status: Preparing');
    await expect(select).toBeFocused();

    // The sound of new orders, off and on again with Space.
    const sound = page.getByRole('switch', { name: 'Sound for new orders' });
    await sound.focus();
    await page.keyboard.press('Space');
    await expect(sound).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(sound).toBeChecked();
  });

  await test.step('Change order and Record payment keep the focus and give it back', async () => {
    // Change order: Enter opens it, Escape closes it with the focus back on its button.
    const change = doorCard.getByRole('button', { name: `Change order ${orderNumber}` });
    await change.focus();
    await page.keyboard.press('Enter');
    const changeDialog = page.getByRole('dialog', { name: `Change order ${orderNumber}` });
    await expect(changeDialog.getByRole('radiogroup', { name: /^Pickup time on/ })).toBeVisible();
    await expectDialogKeepsFocus(page, changeDialog, change);

    // Half as many, by keyboard: the change is saved and said, and the focus is back on the button.
    await page.keyboard.press('Enter');
    await tabTo(page, changeDialog.getByLabel('Beef Samosa'));
    await typeOver(page, '10');
    await pressEnterOn(page, changeDialog.getByRole('button', { name: 'Save change' }));
    await expectHeard(page, `Order ${orderNumber} changed.`);
    await expect(changeDialog).toBeHidden();
    await expect(change).toBeFocused();

    // Record payment: it opens on the amount; Escape gives the focus back.
    const record = doorCard.getByRole('button', { name: `Record payment for order ${orderNumber}` });
    await record.focus();
    await page.keyboard.press('Enter');
    const paymentDialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(paymentDialog.getByLabel('Amount')).toBeFocused();
    await expectDialogKeepsFocus(page, paymentDialog, record);

    // Cash, then Record payment: the dialog closes, and what happened is said.
    await page.keyboard.press('Enter');
    await expect(paymentDialog.getByLabel('Amount')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(paymentDialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await pressEnterOn(page, paymentDialog.getByRole('button', { name: 'Record payment' }));
    await expect(paymentDialog).toBeHidden();
    await expectHeard(page, 'Payment recorded');
    await expect(doorCard).toContainText('Paid in person: Cash');
  });

  // A customer's order arrives while the dashboard is open: it is said.
  await seedPaidOrder(page.request, { customerName: uniqueName(testInfo, 'Otieno Arrives') });
  await page.clock.fastForward(ADMIN_REFRESH_MS);
  await expectHeard(page, /\d+ new orders? arrived at \d{1,2}:\d{2} (AM|PM)/);
});

test('the kitchen by keyboard: the next day, labels, the label details saved, a new order said', async ({
  page,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Wambui Kitchen');
  const placed = await seedPaidOrder(page.request, { customerName: name });
  await page.clock.install();
  await gotoHydrated(page, '/admin/kitchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

  // Tomorrow, where the seeded order is.
  await pressEnterOn(page, page.getByRole('button', { name: 'Next Day' }));
  const ticket = page.getByRole('article', { name: `Order ${placed.orderNumber}` });
  await expect(ticket).toBeVisible();
  // The other tests' tickets are left out, as the dashboard's other cards are (above).
  const others = await otherTickets(page, ticket);
  await setInert(page, others, true);
  await walkThePage(page);
  await expectAccessible(page, { exclude: others });

  // The label paper, by the arrow keys; one order's labels printed with Enter. Tab reaches the
  // paper (the walk above); the focus goes there rather than round the page again.
  await page.getByRole('radio', { name: /thermal/i }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /letter/i })).toBeChecked();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await pressEnterOn(page, ticket.getByRole('button', { name: `Print labels for ${placed.orderNumber}` }));
  await expect(page.getByTestId('kitchen-labels')).toContainText(placed.orderNumber);

  // The details every label carries, saved as they are: said.
  await pressEnterOn(page, page.getByRole('button', { name: 'Save', exact: true }));
  await expectHeard(page, 'Labels printed from now on show these details.');

  // An order for the day arrives while the kitchen is open: it is said.
  await seedPaidOrder(page.request, { customerName: uniqueName(testInfo, 'Kamau Arrives') });
  await page.clock.fastForward(KITCHEN_REFRESH_MS);
  await expectHeard(page, /\d+ new orders? for /);
});

test('the menu by keyboard: a dish opened in the editor and closed, the focus back on its Edit', async ({ page }) => {
  const dishes = page.getByRole('list', { name: 'Dishes, in menu order' });
  await openAndWalk(page, '/admin/menu', dishes);
  await expectReflow(page);

  const edit = dishes.getByRole('button', { name: /^Edit / }).first();
  const dish = ((await edit.textContent()) ?? '').replace(/^Edit\s*/, '');
  // Other specs may add a dish of the same name meanwhile: its Edit is told apart by its id.
  const editId = await edit.getAttribute('id');
  await pressEnterOn(page, edit);
  const editor = page.getByRole('region', { name: `Edit ${dish}` });
  await expect(editor.getByRole('heading', { name: `Edit ${dish}` })).toBeFocused();
  await walkThePage(page);
  await expectAccessible(page);
  await pressEnterOn(page, editor.getByRole('button', { name: 'Cancel' }));
  await expect(editor).toBeHidden();
  await expect(page.locator(`[id="${editId}"]`)).toBeFocused();
});

test('the codes by keyboard: a code added, the same refused and said, then deleted through its dialog', async ({
  page,
}) => {
  const code = `KEYS${Date.now().toString(36).toUpperCase()}`;
  const add = page.getByRole('button', { name: 'Add a Code' });
  await openAndWalk(page, '/admin/codes', add);

  /** Opens the form with Enter and fills it by keyboard: 10% off, once per customer, then Add Code. */
  const fillCode = async (check: boolean) => {
    await pressEnterOn(page, add);
    await expect(page.getByRole('heading', { name: 'Add a Code' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(code);
    // The kind: Amount off and back to Percent off, by the arrow keys.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Amount off' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await tabTo(page, page.getByRole('checkbox', { name: 'Once per customer' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Once per customer' })).toBeChecked();
    if (check) {
      await walkThePage(page);
      await expectAccessible(page);
    }
    await pressEnterOn(page, page.getByRole('button', { name: 'Add Code' }));
  };

  await fillCode(true);
  await expectHeard(page, `${code} is saved.`);
  await expect(add).toBeFocused();

  // The same code again: refused in the server's words, said, and the focus on the code.
  await fillCode(false);
  await expectHeard(page, `The code ${code} already exists.`);
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toBeFocused();
  await pressEnterOn(page, page.getByRole('button', { name: 'Cancel' }));
  await expect(add).toBeFocused();

  // Delete asks first: its dialog keeps the focus and gives it back; then Delete Code deletes it.
  const remove = page.getByRole('button', { name: `Delete ${code}` });
  await pressEnterOn(page, remove);
  const confirm = page.getByRole('alertdialog', { name: `Delete ${code}?` });
  await expectDialogKeepsFocus(page, confirm, remove);
  await page.keyboard.press('Enter');
  await pressEnterOn(page, confirm.getByRole('button', { name: 'Delete Code' }));
  await expectHeard(page, `${code} no longer works at checkout.`);
  await expect(page.getByRole('heading', { name: code })).toHaveCount(0);
  // Its button went with it: the focus is on Add a Code, not lost.
  await expect(add).toBeFocused();
});

test("the tax by keyboard: the kitchen's place saved, a place that clashes refused and said", async ({ page }) => {
  const places = page.getByRole('list', { name: 'Tax places' });
  await openAndWalk(page, '/admin/tax', places);
  await expectAccessible(page);

  // The kitchen's place saved as it is, by keyboard: said, and the focus back on its Edit.
  const kitchen = places.getByRole('listitem').filter({ hasText: 'Kitchen' });
  const placeName = (await kitchen.getByRole('heading').textContent()) ?? '';
  const edit = kitchen.getByRole('button', { name: `Edit ${placeName}` });
  await pressEnterOn(page, edit);
  await expect(page.getByRole('heading', { name: `Edit ${placeName}` })).toBeFocused();
  await pressEnterOn(page, page.getByRole('textbox', { name: 'Prepared-food rate' }));
  await expectHeard(page, `${placeName}'s rates are saved.`);
  await expect(edit).toBeFocused();

  // Another place for the kitchen's whole state: refused, said.
  const zips = await kitchen.getByText(/ZIP codes|Whole state/).textContent();
  const state = placeName.slice(-2);
  const add = page.getByRole('button', { name: 'Add a Place' });
  await pressEnterOn(page, add);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Keys ${state}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(state);
  await page.keyboard.press('Tab');
  await page.keyboard.type(zips?.match(/\d{5}/)?.[0] ?? '');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9.35');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2.85');
  const addPlace = page.getByRole('button', { name: 'Add Place' });
  await pressEnterOn(page, addPlace);
  await expectHeard(page, /already/);
  // The button pressed keeps the focus through the save: the focus is where it was.
  await expect(addPlace).toBeFocused();
  await pressEnterOn(page, page.getByRole('button', { name: 'Cancel' }));
  await expect(add).toBeFocused();
});

test('the insights by keyboard: a range by the arrow keys, two dates, a chart as a table', async ({
  page,
}, testInfo) => {
  // An order today, so the ranges that hold today have figures to show.
  await seedPaidOrder(page.request, { customerName: uniqueName(testInfo, 'Chebet Figures') });
  await gotoHydrated(page, '/admin/insights');
  const range = page.getByRole('region', { name: 'Range' });
  await expect(range.getByRole('radio', { name: 'This month' })).toBeChecked();

  // The arrows move along the ranges, each said as it is chosen: on to the last 12 months, then Two
  // dates, whose From and To start as the range shown, and are shown with Enter.
  await tabTo(page, range.getByRole('radio', { name: 'This month' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(range.getByRole('radio', { name: 'The last 12 months' })).toBeChecked();
  await expectHeard(page, /compared with/);
  await page.keyboard.press('ArrowRight');
  await expect(range.getByRole('radio', { name: 'Two dates' })).toBeChecked();
  await pressEnterOn(page, range.getByRole('button', { name: 'Show These Dates' }));

  // A chart's figures as a table, opened with Enter.
  const table = page.locator('summary', { hasText: 'Show as a table' }).first();
  await pressEnterOn(page, table);
  await expect(page.locator('details[open] table')).toBeVisible();
  await walkThePage(page);
  await expectAccessible(page);
});

test('a new order by keyboard: a line, the quote said, a bad code refused and said, the order entered', async ({
  page,
}, testInfo) => {
  const form = page.getByRole('form', { name: 'New order' });
  await openAndWalk(page, '/admin/orders/new', form);

  await tabTo(page, form.getByLabel('Beef Samosa'));
  await page.keyboard.type('20');
  // Tomorrow, by the arrow keys, and its first time with Space.
  await tabTo(page, form.getByRole('radio', { name: /^Today/ }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: /^Tomorrow/ })).toBeChecked();
  await expect(
    form
      .getByRole('radiogroup', { name: /^Time on/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByText(/^Pickup: /)).toBeVisible();
  await expectHeard(page, 'Total $41.55');

  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type(uniqueName(testInfo, 'Amina Phone'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('(913) 555-0142');
  await tabTo(page, form.getByLabel('Discount code'));
  await page.keyboard.type('NOTACODE');
  await expectHeard(page, unknownCode('NOTACODE'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  // Paid in person, by the arrow keys.
  await tabTo(page, form.getByRole('radio', { name: 'Send a payment link' }));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: /Paid in person/ })).toBeChecked();
  await walkThePage(page);
  await expectAccessible(page);

  await pressEnterOn(page, form.getByRole('button', { name: 'Enter order' }));
  const entered = page.getByRole('heading', { name: /^Order KBT-\d+ entered$/ });
  // The focus moves to what says it: 'Order KBT-12 entered'.
  await expect(entered).toBeFocused();
});

test('the drops by keyboard: a drop that has closed refused and said, the form closed with the focus back', async ({
  page,
}) => {
  const schedule = page.getByRole('button', { name: 'Schedule a Drop' });
  await openAndWalk(page, '/admin/drops', schedule);

  // A drop that closed long ago. A phone's date and time fields are set through the phone's own
  // picker, not typed: the times are filled in as the picker would.
  await pressEnterOn(page, schedule);
  await expect(page.getByRole('heading', { name: 'Schedule a Drop' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Orders open')).toBeFocused();
  await page.getByLabel('Orders open').fill('2020-01-02T10:00');
  await page.keyboard.press('Tab');
  await page.getByLabel('Orders close').fill('2020-01-02T11:00');
  await pressEnterOn(page, page.getByRole('button', { name: 'Schedule Drop' }));
  await expectHeard(page, PERIOD_IN_THE_PAST);
  await expect(page.getByLabel('Orders close')).toBeFocused();
  await walkThePage(page);
  await expectAccessible(page);

  await pressEnterOn(page, page.getByRole('button', { name: 'Cancel' }));
  await expect(schedule).toBeFocused();
});

test('the announcements by keyboard: a message written, Send asks first, Escape gives the focus back', async ({
  page,
}) => {
  const form = page.getByRole('region', { name: 'New Announcement' });
  await openAndWalk(page, '/admin/notify', form);
  await expectAccessible(page);

  await tabTo(page, form.getByRole('textbox', { name: 'Subject' }));
  await page.keyboard.type('Samosas tonight');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fresh beef samosas from 5 PM.');
  await tabTo(page, form.getByRole('checkbox', { name: 'Text message' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Text message' })).not.toBeChecked();
  // It is not sent: the dialog's Send Now would mail everyone on the shared server's list.
  const send = form.getByRole('button', { name: 'Send', exact: true });
  await pressEnterOn(page, send);
  await expectDialogKeepsFocus(page, page.getByRole('alertdialog'), send);
});

test('the setup check by keyboard: every check read, a test e-mail sent and its outcome said', async ({ page }) => {
  await openAndWalk(page, '/admin/setup', page.getByRole('heading', { level: 2, name: 'Checks' }));
  await expectReflow(page);

  // The e2e hosts keep mail in the outbox: the test is queued and said to be waiting.
  await pressEnterOn(page, page.getByRole('button', { name: 'Send me a test e-mail' }));
  await expectHeard(page, /Waiting to be sent to .+ \(asked for at \d{1,2}:\d{2} (AM|PM)\)\./);
  await expect(page.getByRole('button', { name: 'Send me a test e-mail' })).toBeFocused();
  await expectAccessible(page);
});
