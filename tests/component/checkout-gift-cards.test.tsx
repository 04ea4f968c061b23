import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { savePendingOrder } from '@/stores/checkout/pending-order';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';
import { type ApiCall, hold, stubApi } from './support/api-stub';
import { seededShopQuote } from './support/quote-double';
import { descriptionOf } from './support/described-by';

/*
 * 'Add a gift card' on the payment page (docs/behaviour/screens.md#payment): the card's share and
 * what is left for the bank card, a code refused in the server's words, and an order the cards pay
 * in full placed with no card form. The server stands in as a stub; the real split, spend and
 * booking are in tests/integration/gift-cards-spending.test.ts.
 */

const NOT_FOUND = 'That code does not match a gift card. Check it and try again.';
const CARD = 'K7QM-4XWD-9HTR-2BNC';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The quote of the sample order ($56.40) with the cards asked: a $25 card, or a $100 one. */
function quoteWith(call: ApiCall) {
  const { giftCards } = call.body as { giftCards: string[] };
  if (giftCards.includes('ZZZZ-ZZZZ-ZZZZ-ZZZZ')) return { status: 400, json: { message: NOT_FOUND } };
  const large = giftCards.includes('WXYZ-WXYZ-WXYZ-WXYZ');
  // The order's money as the seeded shop prices it; the cards' part as this test's cards pay it.
  const priced = seededShopQuote(call) as { json: object };
  return {
    json: {
      ...priced.json,
      giftCards: [
        large
          ? { last4: 'WXYZ', applied: '56.40', remaining: '43.60' }
          : { last4: '2BNC', applied: '25.00', remaining: '0.00' },
      ],
      amountDue: large ? '0.00' : '31.40',
    },
  };
}

async function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  savePendingOrder(SAMPLE_DELIVERY_ORDER);
  window.history.replaceState(null, '', '/checkout');
  const api = stubApi({
    'POST /api/checkout/quote': quoteWith,
    'POST /api/create-payment-intent': (call) => {
      const { giftCards } = call.body as { giftCards: string[] };
      if (giftCards.includes('WXYZ-WXYZ-WXYZ-WXYZ'))
        return { json: { covered: true, checkoutId: 'c0ffee00-0000-4000-8000-000000000000' } };
      return { json: { clientSecret: `pi_test_${giftCards.length}_secret_x`, gateway: 'test', publishableKey: null } };
    },
    ...routes,
  });
  const { default: CheckoutPage } = await import('@/islands/checkout/payment/checkout-page');
  render(<CheckoutPage />);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Pay $56.40' });
  return { api, user };
}

async function addCard(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('button', { name: 'Add a gift card' }));
  const field = screen.getByLabelText('Gift card code');
  expect(document.activeElement).toBe(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return field;
}

test("a $25 card on a $56.40 order: the card's share shown, the card form asks for $31.40", async () => {
  const { api, user } = await renderPage();
  await addCard(user, CARD.toLowerCase());

  const cards = await screen.findByRole('list', { name: 'Gift cards on this order' });
  expect(within(cards).getByRole('listitem').textContent).toBe(
    'Gift card ending 2BNC$0.00 left after this order−$25.00Remove the gift card ending 2BNC',
  );
  expect(screen.getByText('To pay by card').nextElementSibling?.textContent).toBe('$31.40');
  expect(await screen.findByRole('button', { name: 'Pay $31.40' })).toBeTruthy();
  // The payment is started again with the card, for the same total as shown.
  const starts = api.calls.filter((call) => call.path === '/api/create-payment-intent');
  expect(starts.map((call) => (call.body as { giftCards: string[]; amount: number }).giftCards)).toEqual([[], [CARD]]);
  expect(starts.every((call) => (call.body as { amount: number }).amount === 56.4)).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Remove the gift card ending 2BNC' }));
  expect(await screen.findByRole('button', { name: 'Pay $56.40' })).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Gift cards on this order' })).toBeNull();
});

test('while a card is checked the card form takes no typing; a code refused leaves what was typed in it', async () => {
  const checking = hold();
  const { user } = await renderPage({
    'POST /api/checkout/quote': async (call) => {
      await checking.released;
      return quoteWith(call);
    },
  });
  await user.type(screen.getByLabelText('Card number'), '4242');
  await addCard(user, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  expect(screen.getByLabelText('Card number').closest('[inert]')).not.toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Updating the amount to pay...');
  checking.release();
  await expect.poll(() => screen.getByLabelText('Card number').closest('[inert]')).toBeNull();
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toContain('4242');
});

test('a code of no card is said at the field in the server’s words, and the code stays there', async () => {
  const { user } = await renderPage();
  const field = await addCard(user, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expect.poll(() => descriptionOf(field)).toBe(NOT_FOUND);
  expect((field as HTMLInputElement).value).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  expect(screen.getByRole('button', { name: 'Pay $56.40' })).toBeTruthy();
});

test('cards that pay it all: no card form, Place Order books it and opens the confirmation', async () => {
  const recorded = {
    id: 12,
    orderNumber: 'KBT-12',
    status: 'confirmed',
    total: '56.40',
    createdAt: '2026-12-06T18:00:00.000Z',
    feedbackToken: 'token',
    trackingUrl: 'http://localhost/orders/track?token=abc',
  };
  const { api, user } = await renderPage({ 'POST /api/checkout/place': { status: 201, json: recorded } });
  await addCard(user, 'WXYZ-WXYZ-WXYZ-WXYZ');

  expect(await screen.findByText('Your gift cards pay the whole order: no card is needed.')).toBeTruthy();
  expect(screen.queryByLabelText('Card number')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await expect.poll(() => localStorage.getItem('completedOrder')).not.toBeNull();
  expect(JSON.parse(localStorage.getItem('completedOrder') ?? '{}')).toMatchObject({
    orderNumber: 'KBT-12',
    paymentIntentId: null,
    // The confirmation's money lines show what the card paid.
    giftCards: [{ last4: 'WXYZ', appliedCents: 5640 }],
  });
  expect(api.calls.filter((call) => call.path === '/api/checkout/place').map((call) => call.body)).toEqual([
    { checkoutId: 'c0ffee00-0000-4000-8000-000000000000' },
  ]);
});
