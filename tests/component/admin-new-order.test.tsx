import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { shopInstant } from '@/domain/fulfilment/schedule';
import type { CartProduct } from '@/domain/cart';
import type { ProductStatus } from '@/domain/product-status';
import { MISSING_NAME } from '@/domain/schemas/checkout-contact';
import { UNKNOWN_DISH, WINDOW_MISSING } from '@/domain/owner-orders/entered-order';
import { dayWindowsAnswer, menuProductAnswer } from '../fixtures/api-answers';
import { sampleAdminOrder } from '../fixtures/sample-order';
import { BEEF_SAMOSA, CHAPATI, MANDAZI, PILAU } from '../fixtures/seeded-menu';
import { type ApiCall, hold, stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { seededShopQuote } from './support/quote-double';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's new order at /admin/orders/new (issue 37): the dishes with their prices, the count
 * checked as the server checks it, the quote's money lines, the server's refusals beside their
 * fields, a kitchen limit taken anyway, and the order entered with its payment link. The server
 * stands in as a stub; what it prices, books and refuses is checked against the real functions in
 * tests/integration/owner-orders.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const adminProduct = (dish: CartProduct, position: number, status: ProductStatus = 'on_menu') => ({
  ...menuProductAnswer(dish),
  status,
  position,
  dailyLimit: null,
  taxCategory: 'prepared',
});

/** Beef samosas and mandazi on the menu, chapatis sold out on the storefront, the pilau archived. */
const PRODUCTS = [
  adminProduct(BEEF_SAMOSA, 1),
  adminProduct(CHAPATI, 2, 'sold_out'),
  adminProduct(MANDAZI, 3),
  adminProduct(PILAU, 4, 'archived'),
];

/** Every day has two windows: 2:00–2:30 PM with room, 3:00–3:30 PM full. */
function dayWindows(_call: ApiCall, url: URL): StubAnswer {
  const date = url.searchParams.get('date') ?? '';
  const window = (from: string, to: string, available: boolean) => ({
    start: shopInstant(date, from).toISOString(),
    end: shopInstant(date, to).toISOString(),
    available,
  });
  return {
    json: dayWindowsAnswer({
      date,
      type: url.searchParams.get('type'),
      windows: [window('14:00', '14:30', true), window('15:00', '15:30', false)],
    }),
  };
}

interface EnteredQuoteBody {
  orderType: 'pickup' | 'delivery';
  items: Array<{ productId: number; quantity: number }>;
  customerInfo: { address?: string | null };
  discountCode?: string;
}

/**
 * POST /api/admin/orders/quote as the seeded shop prices it: the cart's quote double, with no tip;
 * its refusals name their field, the address's or the code's, as the owner's endpoint does.
 */
const enteredQuote = (call: ApiCall): StubAnswer => {
  const body = call.body as EnteredQuoteBody;
  const answer = cartQuote(call, body);
  const refusal = answer.json as { message?: string } | undefined;
  if (answer.status !== 400 || !refusal?.message) return answer;
  const field = /Delivery Area|Missing Address/.test(refusal.message) ? 'customerInfo.address' : 'discountCode';
  return { ...answer, json: { message: refusal.message, fields: { [field]: refusal.message } } };
};

const cartQuote = (call: ApiCall, body: EnteredQuoteBody): StubAnswer =>
  seededShopQuote({
    ...call,
    body: {
      orderData: {
        orderType: body.orderType,
        items: body.items,
        customerInfo: { address: body.customerInfo.address || null },
        tipPercent: 0,
        discountCode: body.discountCode ?? '',
      },
    },
  });

const PAY_URL = 'http://localhost:4321/pay?token=Zm9vYmFyYmF6';

/** The order KBT-12 as the server enters it: 20 beef samosas, paid by a link texted to the customer. */
const ENTERED_BY_LINK = {
  order: sampleAdminOrder({
    id: 12,
    status: 'pending',
    customerName: 'Wanjiru Kamau',
    customerPhone: '913-555-0142',
    customerEmail: null,
    items: [{ productId: 1, name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' }],
    subtotal: '38.00',
    tax: '3.55',
    taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '38.00', amount: '3.55' }],
    total: '41.55',
    paymentIntentId: null,
    payment: {
      method: 'link',
      toCollect: '41.55',
      paidInPerson: null,
      openLink: { amount: '41.55', expiresAt: '2026-11-28T20:30:00.000Z' },
      enteredBy: 'admin@kenyanbites.local',
      overLimits: false,
    },
  }),
  payUrl: PAY_URL,
};

/** The page's server: the admin, the menu editor's dishes, the windows, the quote, and POST /api/admin/orders by `enter`. */
function stubNewOrderApi(
  enter: (body: unknown) => StubAnswer | Promise<StubAnswer> = () => ({ status: 201, json: ENTERED_BY_LINK }),
) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/products': { json: PRODUCTS },
    'GET /api/fulfilment-windows': dayWindows,
    'POST /api/admin/orders/quote': enteredQuote,
    'POST /api/admin/orders': (call) => enter(call.body),
  });
}

async function renderNewOrderPage() {
  const { default: NewOrderPage } = await import('@/islands/admin/new-order/new-order-page');
  render(<NewOrderPage />);
  return within(await screen.findByRole('form', { name: 'New order' }));
}

const posts = (api: { calls: ApiCall[] }, path: string) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

/** The problem shown beside a field, as FormField ties it: marked invalid, its words read with it. */
const problemOf = (field: HTMLElement) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-error`);
  return document.getElementById(`${field.id}-error`)?.textContent;
};

/** What a field is described by: its hint and its problem, read with it. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** 20 beef samosas for pickup at 2:00–2:30 PM today, for Wanjiru, paid by a link texted to her. */
async function fillOrder(form: ReturnType<typeof within>, user: UserEvent) {
  await user.type(form.getByLabelText('Beef Samosa'), '20');
  await user.click(await form.findByRole('radio', { name: '2:00–2:30 PM' }));
  await user.type(form.getByLabelText(/^Name/), 'Wanjiru Kamau');
  await user.type(form.getByLabelText(/^Phone/), '913-555-0142');
}

test('the form shows every dish that is not archived, with its prices and fewest pieces', async () => {
  stubNewOrderApi();
  const form = await renderNewOrderPage();
  const dishes = within(form.getByRole('group', { name: 'Dishes' }));
  const samosa = dishes.getByLabelText('Beef Samosa') as HTMLInputElement;
  expect(samosa.getAttribute('inputmode')).toBe('numeric');
  expect(samosa.value).toBe('');
  expect(describedBy(samosa)).toContain(
    '$2.00 per piece · 20+ $1.90 each · 30+ $1.80 each · 40+ $1.70 each · 50+ $1.60 each',
  );
  expect(describedBy(samosa)).toContain('from 10');
  // A dish sold out on the storefront can still be sold by the owner; one sold singly starts at one.
  expect(describedBy(dishes.getByLabelText('Chapati'))).toContain('from 10 · sold out on the storefront');
  expect(describedBy(dishes.getByLabelText('Mandazi (6 pieces)'))).toBe('$8.00 each');
  expect(dishes.queryByLabelText('Beef Pilau Tray')).toBeNull();

  // Every window of the day, the full one marked but still choosable.
  expect(((await form.findByRole('radio', { name: '3:00–3:30 PM (full)' })) as HTMLInputElement).disabled).toBe(false);
  expect((form.getByRole('checkbox', { name: 'By text' }) as HTMLInputElement).checked).toBe(true);
  expect((form.getByRole('checkbox', { name: 'By e-mail' }) as HTMLInputElement).checked).toBe(false);
  expect((form.getByRole('combobox', { name: 'Hold the order for' }) as HTMLSelectElement).value).toBe('2');
  await expectNoAxeViolations();
});

test('a count below the dish’s fewest pieces shows beside it once its field is left, and no quote is asked', async () => {
  const api = stubNewOrderApi();
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  const samosa = form.getByLabelText('Beef Samosa');
  await user.type(samosa, '5');
  // Not while typing: '1' on the way to '12' is not called too few.
  expect(samosa.getAttribute('aria-invalid')).toBeNull();
  await user.tab();
  expect(problemOf(samosa)).toBe('Beef Samosa starts at 10 pieces');
  expect(form.getByText('The total shows once each count is right.')).toBeTruthy();

  await user.type(samosa, '0');
  expect(samosa.getAttribute('aria-invalid')).toBeNull();
  const total = within(form.getByRole('region', { name: 'Total' }));
  // 50 pieces at the 50+ pack price.
  expect(await total.findByText('$80.00')).toBeTruthy();
  expect(posts(api, '/api/admin/orders/quote')).toHaveLength(1);
});

test('the quote’s money lines show as the dishes change, one quote per pause in the typing', async () => {
  const api = stubNewOrderApi();
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  const total = within(form.getByRole('region', { name: 'Total' }));
  expect(total.getByText('Add dishes to see the total.')).toBeTruthy();

  await user.type(form.getByLabelText('Beef Samosa'), '20');
  expect(total.getByText('Updating…')).toBeTruthy();
  const panel = form.getByRole('region', { name: 'Total' });
  const rows = () =>
    [...panel.querySelectorAll('dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
  await expect.poll(rows).toEqual(['Subtotal $38.00', 'Prepared food tax (9.35%) $3.55', 'Total $41.55']);
  expect(posts(api, '/api/admin/orders/quote')).toEqual([
    {
      orderType: 'pickup',
      items: [{ productId: 1, quantity: 20 }],
      // Nothing typed yet: the quote needs none of it.
      customerInfo: { name: '', phone: '', email: '', address: '' },
      discountCode: '',
    },
  ]);

  // A delivery is priced once its address is typed; one outside the area is refused beside it.
  await user.click(form.getByRole('radio', { name: 'Delivery' }));
  expect(total.getByText('Enter the delivery address to see the fee and the total.')).toBeTruthy();
  const address = form.getByLabelText(/^Delivery address/);
  await user.type(address, '350 5th Ave, New York, NY 10118');
  await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
  expect(problemOf(address)).toBe("Outside Delivery Area - Sorry, we don't deliver to this location yet.");

  // A code the shop does not have is refused beside the code.
  await user.click(form.getByRole('radio', { name: 'Pickup' }));
  const code = form.getByLabelText('Discount code');
  await user.type(code, 'nope5');
  await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
  expect(problemOf(code)).toBe('NOPE5 is not a valid code.');
  await user.clear(code);
  await user.type(code, 'thankyou10');
  await expect.poll(rows).toContain('Discount (THANKYOU10) -$3.80');
  await expectNoAxeViolations();
});

test('nothing is sent while the form has problems: each shows beside its field', async () => {
  const api = stubNewOrderApi();
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  await user.click(form.getByRole('button', { name: 'Enter order' }));
  expect(await form.findByText('Add at least one dish')).toBeTruthy();
  expect(form.getByText(WINDOW_MISSING)).toBeTruthy();
  expect(problemOf(form.getByLabelText(/^Name/))).toBe(MISSING_NAME);
  // Focus goes to the first field with a problem: the dishes.
  await expect.poll(() => document.activeElement).toBe(form.getByLabelText('Beef Samosa'));
  expect(posts(api, '/api/admin/orders')).toEqual([]);
});

test("the server's 400 shows each field's message beside its field, and nothing typed is lost", async () => {
  const api = stubNewOrderApi(() => ({
    status: 400,
    json: {
      message: "We can't send texts to 913-555-0142. Enter a US mobile number, or send the link by e-mail.",
      fields: {
        'customerInfo.phone':
          "We can't send texts to 913-555-0142. Enter a US mobile number, or send the link by e-mail.",
        'items.1.productId': UNKNOWN_DISH,
        fulfilmentWindow: 'That pickup time has passed.',
      },
    },
  }));
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  await fillOrder(form, user);
  await user.type(form.getByLabelText('Mandazi (6 pieces)'), '2');
  await user.click(form.getByRole('button', { name: 'Enter order' }));

  const phone = form.getByLabelText(/^Phone/) as HTMLInputElement;
  await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
  expect(problemOf(phone)).toBe(
    "We can't send texts to 913-555-0142. Enter a US mobile number, or send the link by e-mail.",
  );
  // 'items.1' is the second line sent: the mandazi, the beef samosas being the first.
  expect(problemOf(form.getByLabelText('Mandazi (6 pieces)'))).toBe(UNKNOWN_DISH);
  expect(form.getByLabelText('Beef Samosa').getAttribute('aria-invalid')).toBeNull();
  const time = form.getByRole('group', { name: /^Time on/ });
  expect(time.getAttribute('aria-describedby')).toBe('new-order-time-error');
  expect(document.getElementById('new-order-time-error')?.textContent).toBe('That pickup time has passed.');
  // The first field at fault takes focus.
  await expect.poll(() => document.activeElement).toBe(form.getByLabelText('Mandazi (6 pieces)'));
  expect(posts(api, '/api/admin/orders')).toEqual([
    {
      orderType: 'pickup',
      items: [
        { productId: 1, quantity: 20 },
        { productId: 5, quantity: 2 },
      ],
      customerInfo: { name: 'Wanjiru Kamau', phone: '913-555-0142', email: '', address: '' },
      fulfilmentWindow: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      notes: '',
      discountCode: '',
      payment: 'link',
      sendLinkBy: ['text'],
      holdHours: 2,
    },
  ]);
  // Nothing typed is lost.
  expect(phone.value).toBe('913-555-0142');
  expect((form.getByLabelText('Beef Samosa') as HTMLInputElement).value).toBe('20');
  expect((form.getByRole('radio', { name: '2:00–2:30 PM' }) as HTMLInputElement).checked).toBe(true);
  await expectNoAxeViolations();

  // Changing the order takes the server's refusal away.
  await user.type(phone, '1');
  expect(phone.getAttribute('aria-invalid')).toBeNull();
});

test('a kitchen limit is shown with Take it anyway, which sends the same order again, confirmed', async () => {
  const FULL = 'That pickup time is full. The next free time is Sat, Nov 28, 4:00–4:30 PM.';
  const api = stubNewOrderApi((body) =>
    (body as { overrideLimits?: boolean }).overrideLimits
      ? { status: 201, json: ENTERED_BY_LINK }
      : { status: 409, json: { message: FULL, overridable: true } },
  );
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  await fillOrder(form, user);
  await user.click(form.getByRole('radio', { name: '3:00–3:30 PM (full)' }));
  await user.click(form.getByRole('button', { name: 'Enter order' }));

  const alert = await form.findByRole('alert');
  expect(alert.textContent).toContain(FULL);
  await expectNoAxeViolations();
  await user.click(within(alert).getByRole('button', { name: 'Take it anyway' }));
  expect(await screen.findByRole('heading', { name: 'Order KBT-12 entered' })).toBeTruthy();
  const [first, second] = posts(api, '/api/admin/orders');
  expect(second).toEqual({ ...(first as object), overrideLimits: true });
  expect(first).not.toHaveProperty('overrideLimits');
});

test('another refusal of the whole order shows above the button, and the button waits while sending', async () => {
  let answer: StubAnswer = { status: 409, json: { message: 'An item in your cart is no longer on the menu.' } };
  stubNewOrderApi(() => answer);
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  await fillOrder(form, user);
  await user.click(form.getByRole('button', { name: 'Enter order' }));
  const alert = await form.findByRole('alert');
  expect(alert.textContent).toBe('An item in your cart is no longer on the menu.');
  expect(within(alert).queryByRole('button')).toBeNull();

  // The next answer waits until the test lets it go.
  const { released, release } = hold();
  answer = { status: 201, json: ENTERED_BY_LINK };
  const api = stubNewOrderApi(async () => {
    await released;
    return answer;
  });
  await user.click(form.getByRole('button', { name: 'Enter order' }));
  // Busy, and a second press does nothing; yet it keeps the focus (a disabled button would drop it).
  const busy = await form.findByRole('button', { name: 'Entering…' });
  expect(busy.getAttribute('aria-disabled')).toBe('true');
  expect((busy as HTMLButtonElement).disabled).toBe(false);
  await user.click(busy);
  release();
  expect(await screen.findByRole('heading', { name: 'Order KBT-12 entered' })).toBeTruthy();
  expect(posts(api, '/api/admin/orders')).toHaveLength(1);
});

test('the order entered: its number, the pay link to copy and where it went, then a fresh form', async () => {
  const api = stubNewOrderApi();
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  await fillOrder(form, user);
  await user.click(form.getByRole('button', { name: 'Enter order' }));

  const panel = await screen.findByRole('status', { name: 'Order KBT-12 entered' });
  const heading = within(panel).getByRole('heading', { name: 'Order KBT-12 entered' });
  await expect.poll(() => document.activeElement).toBe(heading);
  const link = within(panel).getByLabelText('Payment link') as HTMLInputElement;
  expect(link.value).toBe(PAY_URL);
  expect(link.readOnly).toBe(true);
  expect(panel.textContent).toContain('Sent by text to 913-555-0142.');
  expect(panel.textContent).toContain(
    'It holds its place until Sat, Nov 28, 2:30 PM; unpaid by then, it is cancelled.',
  );
  await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
  expect(await within(panel).findByText('Link copied.')).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(PAY_URL);
  expect(within(panel).getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/admin');
  await expectNoAxeViolations();

  await user.click(within(panel).getByRole('button', { name: 'Enter another order' }));
  const fresh = within(await screen.findByRole('form', { name: 'New order' }));
  expect((fresh.getByLabelText('Beef Samosa') as HTMLInputElement).value).toBe('');
  await expect.poll(() => document.activeElement).toBe(fresh.getByLabelText('Beef Samosa'));
  expect(posts(api, '/api/admin/orders')).toHaveLength(1);
});

test('an order paid in person says what to collect', async () => {
  const inPerson = {
    order: {
      ...ENTERED_BY_LINK.order,
      status: 'confirmed',
      payment: { ...ENTERED_BY_LINK.order.payment, method: 'in-person', openLink: null, toCollect: '41.55' },
    },
    payUrl: null,
  };
  const api = stubNewOrderApi(() => ({ status: 201, json: inPerson }));
  const form = await renderNewOrderPage();
  const user = userEvent.setup();
  await fillOrder(form, user);
  await user.click(form.getByRole('radio', { name: 'Paid in person (cash or card reader)' }));
  // How the link goes matters only for a link.
  expect(form.queryByRole('checkbox', { name: 'By text' })).toBeNull();
  await user.click(form.getByRole('button', { name: 'Enter order' }));

  const panel = await screen.findByRole('status', { name: 'Order KBT-12 entered' });
  expect(within(panel).getByText('To collect $41.55')).toBeTruthy();
  expect(within(panel).queryByLabelText('Payment link')).toBeNull();
  expect(posts(api, '/api/admin/orders')[0]).toMatchObject({ payment: 'in-person' });
  expect(posts(api, '/api/admin/orders')[0]).not.toHaveProperty('sendLinkBy');
});
