import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { CartProduct } from '@/domain/cart';
import { refundAbovePaid } from '@/domain/catering/catering-actions';
import { EXPIRY_AFTER_EVENT } from '@/domain/catering/catering-quote-body';
import { DECLINE_MESSAGE_INVALID } from '@/domain/catering/catering-quote-steps';
import { PIECES_INVALID } from '@/domain/catering/catering-request';
import type { CateringDetail, CateringQuote, CateringTerms } from '@/stores/admin/catering/catering-quote';
import type { ListedCateringRequest } from '@/stores/admin/catering/catering-requests';
import { menuProductAnswer } from '../fixtures/api-answers';
import { BEEF_SAMOSA, CHAPATI, MANDAZI } from '../fixtures/seeded-menu';
import { type ApiCall, hold, stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's quote editor on a catering request's card (issue 48): the request's dishes with the
 * menu's prices as placeholders, saving the draft and the server's priced quote, a problem beside
 * its field with nothing typed lost, the day's limit and 'Send Anyway', the request sent and
 * declined, and her defaults. The server stands in as a stub; what it prices and sends is checked
 * against the real functions in tests/integration/catering-quote.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const adminProduct = (dish: CartProduct, position: number) => ({
  ...menuProductAnswer(dish),
  status: 'on_menu',
  position,
  dailyLimit: null,
  taxCategory: dish.id === 4 ? 'food' : 'prepared',
});
const PRODUCTS = [adminProduct(BEEF_SAMOSA, 1), adminProduct(CHAPATI, 2), adminProduct(MANDAZI, 3)];

const REQUESTED: ListedCateringRequest = {
  id: 12,
  reference: 'CAT-12',
  status: 'requested',
  statusAt: '2027-05-21T14:14:00.000Z',
  eventAt: '2027-06-05T19:00:00.000Z',
  orderType: 'delivery',
  address: '400 E Santa Fe St, Olathe, KS 66062',
  headcount: 120,
  items: [
    { productId: 1, name: 'Beef Samosa', pieces: 200 },
    { productId: 4, name: 'Chapati', pieces: 100 },
  ],
  note: null,
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '913-555-0148',
  createdAt: '2027-05-21T14:14:00.000Z',
  detailsRemovedAt: null,
};

const TERMS: CateringTerms = {
  depositPercent: 50,
  fullRefundDays: 7,
  terms: 'The deposit comes back in full up to 7 days before.',
};

const DETAIL: CateringDetail = {
  request: REQUESTED,
  quotes: [],
  states: [{ status: 'requested', at: REQUESTED.createdAt }],
  declinedMessage: null,
  limitWarnings: [],
  defaults: { ...TERMS, deliveryFee: '3.50', balanceDueOn: '2027-06-03', expiresOn: '2027-05-28' },
  cancellation: null,
};

/** The worked quote as the server prices it (tests/integration/catering-quote.test.ts). */
const QUOTE: CateringQuote = {
  version: 1,
  savedAt: '2027-05-21T15:00:00.000Z',
  sentAt: null,
  acceptedAt: null,
  lines: [
    { productId: 1, name: 'Beef Samosa', pieces: 200, priceEach: '1.60', total: '320.00' },
    { productId: 4, name: 'Chapati', pieces: 100, priceEach: '1.60', total: '160.00' },
  ],
  subtotal: '480.00',
  discount: '0.00',
  serviceChargePercent: 10,
  serviceCharge: '48.00',
  setup: '0.00',
  deliveryFee: '3.50',
  tax: '38.97',
  taxLines: [
    { name: 'Prepared food', rate: '9.35', taxable: '368.00', amount: '34.41' },
    { name: 'Food', rate: '2.85', taxable: '160.00', amount: '4.56' },
  ],
  total: '570.47',
  depositPercent: 50,
  deposit: '285.24',
  balance: '285.23',
  balanceDueOn: '2027-06-03',
  balanceDueAt: '2027-06-03T13:00:00.000Z',
  expiresOn: '2027-05-28',
  expiresAt: '2027-05-29T05:00:00.000Z',
  terms: TERMS.terms,
  fullRefundDays: 7,
  refundCutOff: '2027-05-29T19:00:00.000Z',
  overLimits: false,
};

const WARNING = "This passes the day's limit: Beef Samosa 260 of 200 on Sat, Jun 5.";

type Routes = Parameters<typeof stubApi>[0];

/** The page's server: the list (as `requests` says at each call), the request, the menu and the defaults. */
function stubQuoteApi(requests: () => ListedCateringRequest[], detail: CateringDetail, more: Routes = {}) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/catering': () => ({ json: { requests: requests() } }),
    'GET /api/admin/catering/12': { json: detail },
    'GET /api/admin/catering/terms': { json: TERMS },
    'GET /api/admin/products': { json: PRODUCTS },
    ...more,
  });
}

async function renderPage() {
  const [{ default: CateringRequests }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/catering/catering-requests'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <CateringRequests />
      <Toaster />
    </>,
  );
}

const cardOf = () => {
  const card = document.getElementById('catering-12');
  if (!card) throw new Error('no card for CAT-12');
  return card;
};

/** Opens the card's editor and answers it, once loaded. */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Quote' }));
  const editor = await screen.findByRole('region', { name: 'Quote' });
  await within(editor).findByRole('button', { name: 'Save Draft' });
  return within(editor);
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

test("a new quote starts from the request's dishes, saves as a draft and shows the server's priced quote", async () => {
  const { released, release } = hold();
  const api = stubQuoteApi(() => [REQUESTED], DETAIL, {
    'PUT /api/admin/catering/12/quote': async () => {
      await released;
      return { json: { ...QUOTE, limitWarnings: [] } };
    },
  });
  await renderPage();
  const user = userEvent.setup();
  const editor = await openEditor(user);
  expect(screen.getByRole('button', { name: 'Close Quote' }).getAttribute('aria-expanded')).toBe('true');

  const samosaPieces = editor.getByRole('textbox', { name: 'Beef Samosa pieces' }) as HTMLInputElement;
  expect(samosaPieces.value).toBe('200');
  const samosaPrice = editor.getByRole('textbox', { name: 'Beef Samosa price each' }) as HTMLInputElement;
  expect(samosaPrice.value).toBe('');
  expect(samosaPrice.placeholder).toBe('1.60');
  expect((editor.getByRole('textbox', { name: 'Chapati pieces' }) as HTMLInputElement).value).toBe('100');
  expect((editor.getByLabelText('Balance due') as HTMLInputElement).value).toBe('2027-06-03');
  expect((editor.getByLabelText('Quote expires') as HTMLInputElement).value).toBe('2027-05-28');
  expect((editor.getByRole('textbox', { name: 'Cancellation terms' }) as HTMLTextAreaElement).value).toBe(TERMS.terms);
  expect(editor.queryByRole('button', { name: 'Send to Customer' })).toBeNull();
  expect(editor.getByRole('region', { name: 'History' }).textContent).toContain('Requested Fri, May 21, 9:14 AM');

  await user.type(editor.getByRole('textbox', { name: 'Service charge (%)' }), '10');
  await user.click(editor.getByRole('button', { name: 'Save Draft' }));
  expect(editor.getByRole('button', { name: 'Saving...' }).getAttribute('aria-disabled')).toBe('true');
  release();

  const priced = await editor.findByRole('region', { name: /^Version 1, draft saved/ });
  expect(puts(api.calls).map((call) => call.body)).toEqual([
    {
      lines: [
        { productId: 1, pieces: 200 },
        { productId: 4, pieces: 100 },
      ],
      terms: TERMS.terms,
      serviceChargePercent: 10,
      balanceDueOn: '2027-06-03',
      expiresOn: '2027-05-28',
    },
  ]);
  const rows = within(priced)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(rows).toEqual([
    'Subtotal: $480.00',
    'Service Charge: $48.00',
    'Delivery Fee: $3.50',
    'Prepared food tax (9.35%): $34.41',
    'Food tax (2.85%): $4.56',
    'Total: $570.47',
    'Deposit (50%): $285.24',
    'Balance, due Thu, Jun 3: $285.23',
  ]);
  expect(priced.textContent).toContain('200 × Beef Samosa at $1.60$320.00');
  expect(editor.getAllByRole('status').map((status) => status.textContent)).toContain(
    'Draft saved. Total $570.47, deposit $285.24.',
  );
  expect(editor.getByRole('button', { name: 'Send to Customer' })).toBeTruthy();

  // A change not yet saved is not what would be sent: Send waits for Save.
  await user.type(editor.getByRole('textbox', { name: 'Setup' }), '25');
  expect(editor.queryByRole('button', { name: 'Send to Customer' })).toBeNull();
  expect(editor.getByText('Save the draft to see its price and send it.')).toBeTruthy();
  await expectNoAxeViolations();
});

test('a problem shows beside its field, focused, and nothing typed is lost', async () => {
  const api = stubQuoteApi(() => [REQUESTED], DETAIL, {
    'PUT /api/admin/catering/12/quote': {
      status: 400,
      json: { message: EXPIRY_AFTER_EVENT, fields: { expiresOn: EXPIRY_AFTER_EVENT } },
    },
  });
  await renderPage();
  const user = userEvent.setup();
  const editor = await openEditor(user);

  // The form's own check, in the server's words, before anything is sent.
  const pieces = editor.getByRole('textbox', { name: 'Beef Samosa pieces' });
  await user.clear(pieces);
  await user.type(pieces, 'lots');
  await user.click(editor.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => expect(document.activeElement).toBe(pieces));
  expect(pieces.getAttribute('aria-invalid')).toBe('true');
  expect(pieces.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(`${pieces.id}-error`)?.textContent).toBe(PIECES_INVALID);
  expect(puts(api.calls)).toEqual([]);

  // The server's refusal of a field: beside it, the values as typed.
  await user.clear(pieces);
  await user.type(pieces, '250');
  const expires = editor.getByLabelText('Quote expires') as HTMLInputElement;
  await user.clear(expires);
  await user.type(expires, '2027-06-05');
  await user.click(editor.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => expect(document.activeElement).toBe(expires));
  expect(document.getElementById(`${expires.id}-error`)?.textContent).toBe(EXPIRY_AFTER_EVENT);
  expect(pieces.getAttribute('aria-invalid')).toBeNull();
  expect((pieces as HTMLInputElement).value).toBe('250');
  expect(expires.value).toBe('2027-06-05');
  expect(editor.getAllByRole('status').map((status) => status.textContent)).toContain(
    `Not saved: ${EXPIRY_AFTER_EVENT}`,
  );
});

test("a draft over the day's limit warns before sending; 'Send Anyway' sends it and the request is quoted", async () => {
  let status: ListedCateringRequest['status'] = 'requested';
  const sent: CateringDetail = {
    ...DETAIL,
    request: { ...REQUESTED, status: 'quoted', statusAt: '2027-05-21T16:00:00.000Z' },
    quotes: [{ ...QUOTE, sentAt: '2027-05-21T16:00:00.000Z', overLimits: true }],
    states: [...DETAIL.states, { status: 'quoted', at: '2027-05-21T16:00:00.000Z' }],
    limitWarnings: [WARNING],
  };
  const api = stubQuoteApi(
    () => [{ ...REQUESTED, status, statusAt: status === 'quoted' ? '2027-05-21T16:00:00.000Z' : REQUESTED.statusAt }],
    { ...DETAIL, quotes: [QUOTE], limitWarnings: [WARNING] },
    {
      'POST /api/admin/catering/12/send': (call): StubAnswer => {
        if ((call.body as { overrideLimits: boolean }).overrideLimits !== true) {
          return { status: 409, json: { message: WARNING, limitWarnings: [WARNING], overridable: true } };
        }
        status = 'quoted';
        return { json: sent };
      },
    },
  );
  await renderPage();
  const user = userEvent.setup();
  const editor = await openEditor(user);
  // The saved draft shows with the warning the server gave for it.
  expect(editor.getByRole('region', { name: /^Version 1, draft saved/ })).toBeTruthy();
  expect(editor.getByText(WARNING)).toBeTruthy();

  await user.click(editor.getByRole('button', { name: 'Send to Customer' }));
  const alert = await editor.findByRole('alert');
  expect(alert.textContent).toContain(WARNING);
  await user.click(within(alert).getByRole('button', { name: 'Send Anyway' }));

  const quoted = await screen.findByRole('heading', { level: 2, name: 'Quoted (1)' });
  expect(quoted).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 2, name: 'Requested (1)' })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(within(cardOf()).getByRole('heading', { level: 3 })));
  expect(cardOf().textContent).toContain('Quoted Fri, May 21, 11:00 AM');
  expect(screen.queryByRole('region', { name: 'Quote' })).toBeNull();
  expect((await screen.findByText("CAT-12's quote is on its way to Wanjiru Kamau.")).textContent).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { overrideLimits: false },
    { overrideLimits: true },
  ]);
});

test('declining asks for a message, then the request is declined and the customer told', async () => {
  let status: ListedCateringRequest['status'] = 'requested';
  const api = stubQuoteApi(() => [{ ...REQUESTED, status }], DETAIL, {
    'POST /api/admin/catering/12/decline': (call): StubAnswer => {
      status = 'declined';
      const { message } = call.body as { message: string };
      return {
        json: {
          ...DETAIL,
          request: { ...REQUESTED, status: 'declined' },
          states: [...DETAIL.states, { status: 'declined', at: '2027-05-21T16:00:00.000Z' }],
          declinedMessage: message,
        },
      };
    },
  });
  await renderPage();
  const user = userEvent.setup();
  const editor = await openEditor(user);
  const decline = within(editor.getByRole('region', { name: 'Decline this request' }));
  await user.click(decline.getByRole('button', { name: 'Decline Request' }));
  const message = decline.getByRole('textbox', { name: 'Message to Wanjiru Kamau' });
  await waitFor(() => expect(document.activeElement).toBe(message));
  expect(document.getElementById(`${message.id}-error`)?.textContent).toBe(DECLINE_MESSAGE_INVALID);

  await user.type(message, 'We are fully booked that weekend.');
  await user.click(decline.getByRole('button', { name: 'Decline Request' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Declined (1)' })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(within(cardOf()).getByRole('heading', { level: 3 })));
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
    message: 'We are fully booked that weekend.',
  });
  expect(await screen.findByText('Wanjiru Kamau is told by e-mail, with your message.')).toBeTruthy();
});

test("the owner's defaults for a new quote are saved whole", async () => {
  const api = stubQuoteApi(() => [REQUESTED], DETAIL, {
    'PUT /api/admin/catering/terms': (call) => ({ json: call.body }),
  });
  await renderPage();
  const user = userEvent.setup();
  const section = within(await screen.findByRole('region', { name: 'Quote defaults' }));
  const percent = await section.findByRole('textbox', { name: 'Deposit (%)' });
  expect((percent as HTMLInputElement).value).toBe('50');
  await user.clear(percent);
  await user.type(percent, '30');
  await user.click(section.getByRole('button', { name: 'Save Defaults' }));
  expect(await screen.findByText('New quotes take these from now on.')).toBeTruthy();
  expect(puts(api.calls).map((call) => call.body)).toEqual([
    { depositPercent: 30, fullRefundDays: 7, terms: TERMS.terms },
  ]);
});

test("a booked event's cancellation starts from what its terms give back; refused, the words show beside the refund, kept", async () => {
  let status: ListedCateringRequest['status'] = 'accepted';
  const booked: CateringDetail = {
    ...DETAIL,
    request: { ...REQUESTED, status: 'accepted' },
    quotes: [{ ...QUOTE, sentAt: '2027-05-21T16:00:00.000Z', acceptedAt: '2027-05-22T16:00:00.000Z' }],
    cancellation: { paid: '285.24', termsRefund: '0.00', cutOff: '2027-05-29T19:00:00.000Z' },
  };
  const tooMuch = refundAbovePaid(28_524);
  const api = stubQuoteApi(() => [{ ...REQUESTED, status }], booked, {
    'POST /api/admin/catering/12/cancel': (call): StubAnswer => {
      const { refund } = call.body as { refund: string };
      if (refund === '300.00') return { status: 400, json: { message: tooMuch, fields: { refund: tooMuch } } };
      status = 'cancelled';
      return { json: { ...booked, request: { ...booked.request, status: 'cancelled' }, cancellation: null } };
    },
  });
  await renderPage();
  const user = userEvent.setup();
  const editor = await openEditor(user);
  const cancel = within(editor.getByRole('region', { name: 'Cancel the event' }));
  expect(cancel.getByText(/Paid \$285\.24\. The terms give back \$0\.00 now/)).toBeTruthy();
  const refund = cancel.getByRole('textbox', { name: 'Refund to the card ($)' }) as HTMLInputElement;
  expect(refund.value).toBe('0.00');

  await user.clear(refund);
  await user.type(refund, '300.00');
  await user.click(cancel.getByRole('button', { name: 'Cancel Event' }));
  await waitFor(() => expect(document.getElementById(`${refund.id}-error`)?.textContent).toBe(tooMuch));
  expect(refund.value).toBe('300.00');
  await expectNoAxeViolations(cardOf());

  await user.clear(refund);
  await user.type(refund, '100.00');
  await user.click(cancel.getByRole('button', { name: 'Cancel Event' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Cancelled (1)' })).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { refund: '300.00' },
    { refund: '100.00' },
  ]);
  expect(await screen.findByText('Wanjiru Kamau is told by e-mail, with what comes back to the card.')).toBeTruthy();
});
