import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import {
  DEFAULT_GIFT_CARD_PRESETS,
  GIFT_CARD_AMOUNT_INVALID,
  GIFT_CARD_SEND_DATE_PAST,
} from '@/domain/gift-cards/gift-card-terms';
import { RECIPIENT_NAME_MISSING } from '@/domain/schemas/gift-card';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { descriptionOf } from './support/described-by';

/*
 * Buying a gift card at /gift-cards: the form's checks, the card form for the card's amount, and
 * the card bought with its code shown once. The server stands in as a stub; the real purchase is
 * in tests/integration/gift-cards-buying.test.ts.
 */

const SECRET = 'pi_test_gc_secret_x';

afterEach(() => window.history.replaceState(null, '', '/'));

async function renderPage(presets: readonly number[] = DEFAULT_GIFT_CARD_PRESETS) {
  const { default: GiftCardPurchase } = await import('@/islands/storefront/gift-card-purchase/gift-card-purchase');
  render(<GiftCardPurchase presets={presets} />);
  return userEvent.setup();
}

test("each field's problem beside it, and nothing is sent", async () => {
  const api = stubApi({});
  const user = await renderPage();
  await user.click(screen.getByLabelText('Other amount'));
  await user.type(screen.getByLabelText('Amount in dollars'), '7');
  const sendOn = screen.getByLabelText(/Send it on/);
  await user.clear(sendOn);
  await user.type(sendOn, addDays(shopDate(new Date()), -1));
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  expect(descriptionOf(screen.getByLabelText('Amount in dollars'))).toContain(GIFT_CARD_AMOUNT_INVALID);
  expect(descriptionOf(screen.getByLabelText(/Their name/))).toContain(RECIPIENT_NAME_MISSING);
  expect(descriptionOf(sendOn)).toContain(GIFT_CARD_SEND_DATE_PAST);
  expect(api.calls).toEqual([]);
  await expectNoAxeViolations();
});

test('a $50 card for a friend: the card form asks for $50.00, then the card bought shows its code once', async () => {
  const api = stubApi({
    'POST /api/gift-cards/purchase': { json: { clientSecret: SECRET, gateway: 'test', publishableKey: null } },
    'POST /api/test-gateway/confirm': {
      json: { paymentIntent: { id: 'pi_test_gc', status: 'succeeded', amount: 5000 } },
    },
    'POST /api/gift-cards/purchase/paid': {
      json: {
        last4: '2BNC',
        amount: '50.00',
        sendOn: '2026-12-24',
        recipientName: 'Achieng',
        code: 'K7QM-4XWD-9HTR-2BNC',
      },
    },
  });
  const user = await renderPage();
  await user.type(screen.getByLabelText(/Their name/), 'Achieng');
  await user.type(screen.getByLabelText(/Their e-mail/), 'achieng@example.com');
  await user.type(screen.getByLabelText('A message (optional)'), 'Merry Christmas!');
  await user.type(screen.getByLabelText(/Your name/), 'Amina Otieno');
  await user.type(screen.getByLabelText(/Your e-mail/), 'amina@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));

  const bought = await screen.findByRole('region', { name: 'Gift card bought' });
  expect(bought.textContent).toContain('A $50.00 card for Achieng, e-mailed to them on Thu, Dec 24.');
  expect(bought.textContent).toContain('K7QM-4XWD-9HTR-2BNC');
  const started = api.calls.find((call) => call.path === '/api/gift-cards/purchase');
  expect(started?.body).toMatchObject({
    amount: '50',
    recipientName: 'Achieng',
    message: 'Merry Christmas!',
    sendOn: shopDate(new Date()),
    buyerEmail: 'amina@example.com',
  });
  expect(api.calls.find((call) => call.path === '/api/gift-cards/purchase/paid')?.body).toEqual({
    paymentIntentId: 'pi_test_gc',
    clientSecret: SECRET,
  });
});

test("the owner's amounts are offered, the second chosen first, in the page's HTML too", async () => {
  const owners = [2000, 4000, 7500, 15000];
  const { default: GiftCardPurchase } = await import('@/islands/storefront/gift-card-purchase/gift-card-purchase');
  // Before any script: the server's HTML offers them.
  const html = document.createElement('div');
  html.innerHTML = renderToString(<GiftCardPurchase presets={owners} />);
  const offered = (root: ParentNode) =>
    Array.from(root.querySelectorAll<HTMLInputElement>('input[name="amountChoice"]')).map((radio) => [
      radio.closest('label')?.textContent,
      radio.checked,
    ]);
  const expected = [
    ['$20.00', false],
    ['$40.00', true],
    ['$75.00', false],
    ['$150.00', false],
    ['Other amount', false],
  ];
  expect(offered(html)).toEqual(expected);

  const api = stubApi({
    'POST /api/gift-cards/purchase': { json: { clientSecret: SECRET, gateway: 'test', publishableKey: null } },
  });
  const user = await renderPage(owners);
  const form = screen.getByRole('group', { name: 'Amount' });
  expect(offered(form)).toEqual(expected);
  expect(within(form).queryByLabelText('$25.00')).toBeNull();
  await user.click(screen.getByLabelText('$75.00'));
  await user.type(screen.getByLabelText(/Their name/), 'Achieng');
  await user.type(screen.getByLabelText(/Their e-mail/), 'achieng@example.com');
  await user.type(screen.getByLabelText(/Your name/), 'Amina Otieno');
  await user.type(screen.getByLabelText(/Your e-mail/), 'amina@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  expect(await screen.findByRole('button', { name: 'Pay $75.00' })).toBeTruthy();
  expect(api.calls.find((call) => call.path === '/api/gift-cards/purchase')?.body).toMatchObject({ amount: '75' });
  await expectNoAxeViolations();
});

test('what is typed and chosen before the island hydrates is kept', async () => {
  stubApi({});
  const { default: GiftCardPurchase } = await import('@/islands/storefront/gift-card-purchase/gift-card-purchase');
  // The server's HTML, typed into before React takes it over.
  const container = document.createElement('div');
  container.innerHTML = renderToString(<GiftCardPurchase presets={DEFAULT_GIFT_CARD_PRESETS} />);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  const recipient = field('recipientName');
  const message = field('message');
  if (!recipient || !message) throw new Error('the form was not rendered');
  recipient.value = 'Achieng';
  message.value = 'Happy birthday!';
  const hundred = container.querySelector<HTMLInputElement>('input[name="amountChoice"][value="10000"]');
  if (hundred) hundred.checked = true;
  await act(async () => {
    hydrateRoot(container, <GiftCardPurchase presets={DEFAULT_GIFT_CARD_PRESETS} />);
  });
  // Typing on after hydration renders the form again, which would write empty state over the rest.
  const buyer = field('buyerName');
  if (!buyer) throw new Error('no buyer field');
  await userEvent.setup().type(buyer, 'Amina');
  expect(field('buyerName')?.value).toBe('Amina');
  expect(field('recipientName')?.value).toBe('Achieng');
  expect(field('message')?.value).toBe('Happy birthday!');
  expect(container.querySelector<HTMLInputElement>('input[name="amountChoice"]:checked')?.value).toBe('10000');
  container.remove();
});
