import { describe, expect, it } from 'vitest';
import { database } from '@/server/db';
import type { SavedCardCharge } from '@/server/payments/payment-gateway';
import { paymentGateway } from '@/server/payments/select-gateway';
import { settlePayment } from '@/server/payments/settle-payment';
import { findCheckoutByPaymentIntent } from '@/server/repositories/checkouts-repository';
import { intentIdOf, pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';
import { withStripeDouble } from './support/stripe-double';

/*
 * Saved cards with Stripe (issue 49; src/server/payments/stripe-saved-cards.ts): the real stripe
 * SDK against the Stripe double: the customer, the SetupIntent the Payment Element confirms, the
 * off-session charge that only authorises, and a bank's card_error answered as a failed charge.
 */

const stripe = withStripeDouble();
const VISA = { brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2031 };

let standingOrders = 0;

async function newSetup(customerId: string | null = null) {
  standingOrders += 1;
  return paymentGateway().createSetup({
    standingOrderId: standingOrders,
    customerId,
    email: 'wanjiru@example.com',
    name: 'Wanjiru Kamau',
  });
}

/** The checkout a drop would price (20 beef samosas, $38.00), its own intent left unpaid. */
async function checkout() {
  const started = await startPayment(await pickupCheckout());
  const found = await findCheckoutByPaymentIntent(database(), intentIdOf(started.body.clientSecret));
  if (!found) throw new Error('no checkout');
  return found;
}

/** A card the customer saved on a new setup; its later charges fail with `decline` when given. */
async function savedCard(decline?: Parameters<typeof stripe.double.savedCards.save>[2]) {
  const setup = await newSetup();
  const paymentMethodId = stripe.double.savedCards.save(setup.id, VISA, decline);
  return { customerId: setup.customerId, paymentMethodId };
}

async function charge(card: { customerId: string; paymentMethodId: string }, extra: Partial<SavedCardCharge> = {}) {
  const priced = await checkout();
  return {
    priced,
    result: await paymentGateway().chargeSaved({
      checkoutId: priced.id,
      amountCents: priced.amountCents,
      receiptEmail: 'wanjiru@example.com',
      description: 'Kenyan Bites standing order',
      idempotencyKey: `standing-charge-${priced.id}`,
      at: new Date(),
      ...card,
      ...extra,
    }),
  };
}

const DECLINED = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

describe('saving a card with Stripe', () => {
  it('makes her customer once per standing order, then a SetupIntent for off-session use', async () => {
    const setup = await newSetup();
    const [customer, setupRequest] = stripe.double.savedCards.requests.slice(-2);
    expect(customer?.path).toBe('/v1/customers');
    expect(customer?.idempotencyKey).toBe(`standing-customer-${standingOrders}`);
    expect(Object.fromEntries(customer?.fields ?? [])).toEqual({
      email: 'wanjiru@example.com',
      name: 'Wanjiru Kamau',
      'metadata[standingOrderId]': String(standingOrders),
    });
    expect(setupRequest?.path).toBe('/v1/setup_intents');
    expect(Object.fromEntries(setupRequest?.fields ?? [])).toEqual({
      customer: setup.customerId,
      usage: 'off_session',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[standingOrderId]': String(standingOrders),
    });
    expect(setup.customerId).toMatch(/^cus_/);
    expect(setup.clientSecret).toBe(stripe.double.savedCards.setups.get(setup.id)?.client_secret);
  });

  it('keeps the customer she has, and makes the same one again for the same standing order', async () => {
    const first = await newSetup();
    const before = stripe.double.savedCards.requests.length;
    const second = await newSetup(first.customerId);
    expect(second.customerId).toBe(first.customerId);
    expect(stripe.double.savedCards.requests.slice(before).map((request) => request.path)).toEqual([
      '/v1/setup_intents',
    ]);
    // A second try at the same standing order (a lost answer): Stripe's key answers the same customer.
    const again = await paymentGateway().createSetup({
      standingOrderId: standingOrders - 1,
      customerId: null,
      email: 'wanjiru@example.com',
      name: 'Wanjiru Kamau',
    });
    expect(again.customerId).toBe(first.customerId);
  });

  it('reads the saved card from the setup, its payment method expanded', async () => {
    const setup = await newSetup();
    expect(await paymentGateway().retrieveSetup(setup.id)).toEqual({
      id: setup.id,
      status: 'requires_payment_method',
      standingOrderId: standingOrders,
      customerId: setup.customerId,
      paymentMethodId: null,
      card: null,
    });
    const paymentMethodId = stripe.double.savedCards.save(setup.id, VISA);
    expect(await paymentGateway().retrieveSetup(setup.id)).toEqual({
      id: setup.id,
      status: 'succeeded',
      standingOrderId: standingOrders,
      customerId: setup.customerId,
      paymentMethodId,
      card: { brand: 'visa', last4: '4242', expMonth: 7, expYear: 2031 },
    });
    expect(await paymentGateway().retrieveSetup('seti_unknown')).toBeNull();
  });
});

describe('charging a saved card with Stripe', () => {
  it('creates an off-session PaymentIntent that only authorises, for the checkout, with its key', async () => {
    const card = await savedCard();
    const { priced, result } = await charge(card);
    expect(result.kind).toBe('authorised');
    if (result.kind !== 'authorised') return;
    const request = stripe.double.createRequests.at(-1);
    expect(request?.idempotencyKey).toBe(`standing-charge-${priced.id}`);
    expect(Object.fromEntries(request?.fields ?? [])).toEqual({
      amount: '3800',
      currency: 'usd',
      customer: card.customerId,
      payment_method: card.paymentMethodId,
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[checkoutId]': priced.id,
      description: 'Kenyan Bites standing order',
      receipt_email: 'wanjiru@example.com',
    });
    expect(stripe.double.intents.get(result.paymentIntentId)?.status).toBe('requires_capture');
  });

  it("answers the bank's card_error as a failed charge, with Stripe's codes, words and the intent", async () => {
    const card = await savedCard(DECLINED);
    const { priced, result } = await charge(card);
    expect(result).toEqual({
      kind: 'failed',
      paymentIntentId: expect.stringMatching(/^pi_/),
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    if (result.kind !== 'failed' || !result.paymentIntentId) return;
    expect(stripe.double.intents.get(result.paymentIntentId)?.status).toBe('requires_payment_method');
    // A retry with the same key: the same refusal, no second intent.
    const retried = await paymentGateway().chargeSaved({
      checkoutId: priced.id,
      amountCents: priced.amountCents,
      receiptEmail: null,
      description: 'Kenyan Bites standing order',
      idempotencyKey: `standing-charge-${priced.id}`,
      at: new Date(),
      ...card,
    });
    expect(retried).toEqual(result);
    expect(
      [...stripe.double.intents.values()].filter((intent) => intent.metadata['checkoutId'] === priced.id),
    ).toHaveLength(2);
  });

  it('answers authentication_required the same way, and a decline without an intent with none', async () => {
    const authentication = {
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    };
    expect((await charge(await savedCard(authentication))).result).toMatchObject({
      kind: 'failed',
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: authentication.message,
    });
    expect((await charge(await savedCard({ ...DECLINED, withoutIntent: true }))).result).toMatchObject({
      kind: 'failed',
      paymentIntentId: null,
      code: 'card_declined',
    });
  });

  it("throws Stripe's refusal of the request itself: a fault, not the bank's answer", async () => {
    const card = await savedCard();
    await expect(charge({ ...card, customerId: 'cus_someone_else' })).rejects.toThrow(/does not belong/);
  });

  it('settles an authorised charge as any payment: booked, then captured', async () => {
    const { priced, result } = await charge(await savedCard());
    if (result.kind !== 'authorised') throw new Error('not authorised');
    expect(await settlePayment(priced, result.paymentIntentId, paymentGateway())).toMatchObject({
      kind: 'booked',
      created: true,
    });
    expect(stripe.double.captureRequests).toContain(result.paymentIntentId);
    expect(
      await sql(
        'SELECT total_cents, captured_cents, payment_captured_at IS NOT NULL AS captured FROM orders WHERE payment_intent_id = $1',
        [result.paymentIntentId],
      ),
    ).toEqual([{ total_cents: 3800, captured_cents: 3800, captured: true }]);
  });
});
