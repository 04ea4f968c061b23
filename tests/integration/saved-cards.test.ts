import { describe, expect, it } from 'vitest';
import testGatewayAuthenticate from '../../netlify/functions/test-gateway-authenticate.mts';
import testGatewayPayment from '../../netlify/functions/test-gateway-payment.mts';
import testGatewaySetup from '../../netlify/functions/test-gateway-setup.mts';
import { AUTHENTICATION_FAILED, NOT_A_TEST_CARD, TEST_CARDS } from '@/domain/test-cards';
import { RETURN_PATH_INVALID } from '@/domain/schemas/test-payment';
import { database } from '@/server/db';
import type { SavedCardCharge } from '@/server/payments/payment-gateway';
import { settlePayment } from '@/server/payments/settle-payment';
import { testGateway } from '@/server/payments/test-gateway';
import { type TestSetupResult, UNKNOWN_TEST_SETUP } from '@/server/payments/test-setups-service';
import { type CheckoutRecord, findCheckoutByPaymentIntent } from '@/server/repositories/checkouts-repository';
import { call, type ErrorAnswer } from './support/call';
import { intentIdOf, pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';

/*
 * Saved cards on the built-in test gateway (issue 49; src/server/payments/README.md#saved-cards): a
 * card saved through POST /api/test-gateway/setup as Stripe's test mode saves it, the test bank's
 * page for the cards that ask for it, and the shop's later charges without the customer, which
 * settle as any payment does.
 */

type AuthenticationAnswer = TestSetupResult & { redirectUrl: string };

const RETURN_PATH = '/account/standing-order';
let standingOrders = 0;

/** A setup for a new standing order, as the standing order's service would start it. */
async function newSetup(customerId: string | null = null) {
  standingOrders += 1;
  return testGateway.createSetup({
    standingOrderId: standingOrders,
    customerId,
    email: 'wanjiru@example.com',
    name: 'Wanjiru Kamau',
  });
}

function saveCard<Body = TestSetupResult>(
  clientSecret: string,
  number: string,
  { expiry = '12 / 34', returnPath = RETURN_PATH }: { expiry?: string; returnPath?: string } = {},
) {
  return call<Body>(testGatewaySetup, '/api/test-gateway/setup', {
    method: 'POST',
    body: { clientSecret, card: { number, expiry, cvc: '123' }, returnPath },
  });
}

const authenticate = <Body = AuthenticationAnswer>(clientSecret: string, approve: boolean) =>
  call<Body>(testGatewayAuthenticate, '/api/test-gateway/authenticate', {
    method: 'POST',
    body: { clientSecret, approve },
  });

/** A setup whose card is saved: the number typed, and the bank's page approved when it asks. */
async function savedCard(number: string, expiry = '12 / 34') {
  const setup = await newSetup();
  const saved = await saveCard(setup.clientSecret, number, { expiry });
  if (saved.body.nextAction) await authenticate(setup.clientSecret, true);
  const found = await testGateway.retrieveSetup(setup.id);
  if (found?.status !== 'succeeded' || !found.paymentMethodId) throw new Error(`${number} was not saved`);
  return { customerId: found.customerId, paymentMethodId: found.paymentMethodId };
}

/** A checkout priced by the server (20 beef samosas, $38.00), as a standing order's drop would make one. */
async function checkout(): Promise<CheckoutRecord> {
  const started = await startPayment(await pickupCheckout());
  const found = await findCheckoutByPaymentIntent(database(), intentIdOf(started.body.clientSecret));
  if (!found) throw new Error('no checkout');
  return found;
}

let attempts = 0;

async function charge(card: { customerId: string; paymentMethodId: string }, extra: Partial<SavedCardCharge> = {}) {
  const priced = extra.checkoutId ? null : await checkout();
  attempts += 1;
  return testGateway.chargeSaved({
    checkoutId: priced?.id ?? '',
    amountCents: priced?.amountCents ?? 0,
    receiptEmail: 'wanjiru@example.com',
    description: 'Kenyan Bites standing order',
    idempotencyKey: `standing-charge-test-${attempts}`,
    at: new Date(),
    ...card,
    ...extra,
  });
}

const intentRow = (id: string) =>
  sql<{ status: string; amount_cents: number; card_last4: string; checkout_id: string; last_error: string | null }>(
    'SELECT status, amount_cents, card_last4, checkout_id, last_error FROM test_payment_intents WHERE id = $1',
    [id],
  );

describe('saving a card on the test gateway', () => {
  it('saves 4242 and 5555 at once, keeping the card as Stripe shows it and never its number', async () => {
    for (const [number, brand, last4] of [
      ['4242 4242 4242 4242', 'visa', '4242'],
      ['5555 5555 5555 4444', 'mastercard', '4444'],
    ] as const) {
      const setup = await newSetup();
      const saved = await saveCard(setup.clientSecret, number, { expiry: '07 / 31' });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ setupIntent: { id: setup.id, status: 'succeeded' } });
      const found = await testGateway.retrieveSetup(setup.id);
      expect(found).toMatchObject({
        id: setup.id,
        status: 'succeeded',
        standingOrderId: standingOrders,
        customerId: setup.customerId,
        card: { brand, last4, expMonth: 7, expYear: 2031 },
      });
      expect(found?.paymentMethodId).toMatch(/^pm_test_/);
    }
    const stored = JSON.stringify(await sql('SELECT * FROM test_setup_intents'));
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('5555555555554444');
  });

  it('makes one customer per standing order, and keeps the one she has', async () => {
    const first = await newSetup();
    expect(first.customerId).toBe(`cus_test_standing_${standingOrders}`);
    expect((await newSetup(first.customerId)).customerId).toBe(first.customerId);
    expect(await testGateway.retrieveSetup('seti_test_unknown')).toBeNull();
  });

  it("refuses the declining cards with Stripe's messages, saves nothing, and takes another card after", async () => {
    const setup = await newSetup();
    const declining = ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127'];
    for (const number of declining) {
      const refused = await saveCard(setup.clientSecret, number);
      const outcome = TEST_CARDS[number];
      expect(outcome?.kind).toBe('declined');
      if (outcome?.kind !== 'declined') continue;
      expect(refused.body).toEqual({
        setupIntent: { id: setup.id, status: 'requires_payment_method' },
        error: { code: outcome.code, message: outcome.message },
      });
    }
    expect((await saveCard(setup.clientSecret, '4111 1111 1111 1111')).body.error?.message).toBe(NOT_A_TEST_CARD);
    expect((await saveCard(setup.clientSecret, '4242 4242 4242 4241')).body.error?.message).toBe(
      'Your card number is invalid.',
    );
    expect((await testGateway.retrieveSetup(setup.id))?.card).toBeNull();

    expect((await saveCard(setup.clientSecret, '4242424242424242')).body.setupIntent.status).toBe('succeeded');
  });

  it('saves 0341 (its charges fail later, not its saving)', async () => {
    const setup = await newSetup();
    expect((await saveCard(setup.clientSecret, '4000 0000 0000 0341')).body.setupIntent.status).toBe('succeeded');
  });

  it("takes 3155 and 3184 through the test bank's page and back to the caller's page", async () => {
    for (const number of ['4000 0025 0000 3155', '4000 0027 6000 3184']) {
      const setup = await newSetup();
      const asked = await saveCard(setup.clientSecret, number);
      expect(asked.body.setupIntent.status).toBe('requires_action');
      expect(asked.body.nextAction?.redirectUrl).toBe(
        `/checkout/authenticate?setup_intent_client_secret=${encodeURIComponent(setup.clientSecret)}`,
      );
      const looked = await call<TestSetupResult>(testGatewayPayment, '/api/test-gateway/payment', {
        method: 'POST',
        body: { clientSecret: setup.clientSecret },
      });
      expect(looked.body).toEqual({ setupIntent: { id: setup.id, status: 'requires_action' } });
      // Not the customer's card until her bank has approved it.
      expect((await testGateway.retrieveSetup(setup.id))?.status).toBe('requires_action');

      const approved = await authenticate(setup.clientSecret, true);
      const returned = new URL(approved.body.redirectUrl, 'http://localhost');
      expect(returned.pathname).toBe(RETURN_PATH);
      expect(Object.fromEntries(returned.searchParams)).toEqual({
        setup_intent: setup.id,
        setup_intent_client_secret: setup.clientSecret,
        redirect_status: 'succeeded',
      });
      expect((await testGateway.retrieveSetup(setup.id))?.status).toBe('succeeded');
    }
  });

  it("saves nothing when the bank's page is refused, and says so once", async () => {
    const setup = await newSetup();
    await saveCard(setup.clientSecret, '4000002500003155');
    const refused = await authenticate(setup.clientSecret, false);
    expect(new URL(refused.body.redirectUrl, 'http://localhost').searchParams.get('redirect_status')).toBe('failed');
    expect(refused.body).toMatchObject({
      setupIntent: { status: 'requires_payment_method' },
      error: { code: 'setup_intent_authentication_failure', message: AUTHENTICATION_FAILED },
    });
    // A second answer from the page changes nothing.
    const again = await authenticate(setup.clientSecret, true);
    expect(again.body.setupIntent.status).toBe('requires_payment_method');
    expect((await testGateway.retrieveSetup(setup.id))?.status).toBe('requires_payment_method');
  });

  it('answers a setup already saved as it is, the card it saved unchanged', async () => {
    const setup = await newSetup();
    await saveCard(setup.clientSecret, '4242424242424242');
    const again = await saveCard(setup.clientSecret, '5555555555554444');
    expect(again.body).toEqual({ setupIntent: { id: setup.id, status: 'succeeded' } });
    expect((await testGateway.retrieveSetup(setup.id))?.card?.last4).toBe('4242');
  });

  it("comes back only to a page of this shop, and refuses an unknown setup's secret", async () => {
    const setup = await newSetup();
    for (const returnPath of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example', 'account', '']) {
      const refused = await saveCard<ErrorAnswer>(setup.clientSecret, '4000002500003155', { returnPath });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(RETURN_PATH_INVALID);
    }
    await saveCard(setup.clientSecret, '4000002500003155', { returnPath: '/.//evil.example/x?tab=cards' });
    const back = (await authenticate(setup.clientSecret, true)).body.redirectUrl;
    expect(back).toMatch(/^\/evil\.example\/x\?tab=cards&setup_intent=/);

    const unknown = await saveCard<ErrorAnswer>('seti_test_x_secret_y', '4242424242424242');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(UNKNOWN_TEST_SETUP);
    expect((await authenticate<ErrorAnswer>('seti_test_x_secret_y', true)).body.message).toBe(UNKNOWN_TEST_SETUP);
  });
});

describe('charging a saved card without its customer on the test gateway', () => {
  it('authorises 4242, 5555 and 3155 for the checkout, as a test payment awaiting capture', async () => {
    for (const [number, last4] of [
      ['4242424242424242', '4242'],
      ['5555555555554444', '4444'],
      ['4000002500003155', '3155'],
    ] as const) {
      const priced = await checkout();
      const charged = await charge(await savedCard(number), { checkoutId: priced.id, amountCents: priced.amountCents });
      expect(charged.kind).toBe('authorised');
      if (charged.kind !== 'authorised') continue;
      expect(await intentRow(charged.paymentIntentId)).toEqual([
        { status: 'requires_capture', amount_cents: 3800, card_last4: last4, checkout_id: priced.id, last_error: null },
      ]);
      expect(await testGateway.retrieveIntent(charged.paymentIntentId)).toMatchObject({
        status: 'requires_capture',
        amountCents: 3800,
        checkoutId: priced.id,
      });
    }
  });

  it("fails 3184 and 0341 every time, with Stripe's codes and words and the intent's id", async () => {
    const cases = [
      [
        '4000002760003184',
        'authentication_required',
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      ],
      ['4000000000000341', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ] as const;
    for (const [number, code, declineCode, message] of cases) {
      const card = await savedCard(number);
      for (let time = 0; time < 2; time += 1) {
        const charged = await charge(card);
        expect(charged).toEqual({
          kind: 'failed',
          paymentIntentId: expect.stringMatching(/^pi_test_/),
          code,
          declineCode,
          message,
        });
        if (charged.kind !== 'failed' || !charged.paymentIntentId) continue;
        expect((await intentRow(charged.paymentIntentId))[0]).toMatchObject({
          status: 'requires_payment_method',
          last_error: message,
        });
      }
    }
  });

  it('fails a card whose expiry month ended before the charge as expired', async () => {
    const card = await savedCard('4242424242424242', '12 / 34');
    expect(await charge(card, { at: new Date(Date.UTC(2034, 11, 31, 23, 59)) })).toMatchObject({ kind: 'authorised' });
    expect(await charge(card, { at: new Date(Date.UTC(2035, 0, 1)) })).toMatchObject({
      kind: 'failed',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    });
  });

  it('answers a retried charge with the same intent, and makes it once', async () => {
    const priced = await checkout();
    const card = await savedCard('4242424242424242');
    const attempt = { checkoutId: priced.id, amountCents: priced.amountCents, idempotencyKey: `retry-${priced.id}` };
    const [first, second] = await Promise.all([charge(card, attempt), charge(card, attempt)]);
    expect(second).toEqual(first);
    expect(
      await sql('SELECT id FROM test_payment_intents WHERE checkout_id = $1 AND card_last4 IS NOT NULL', [priced.id]),
    ).toHaveLength(1);

    const declined = await savedCard('4000000000000341');
    const key = {
      idempotencyKey: `retry-declined-${priced.id}`,
      checkoutId: priced.id,
      amountCents: priced.amountCents,
    };
    expect(await charge(declined, key)).toEqual(await charge(declined, key));
  });

  it("refuses to charge a card not saved, or saved for another customer, as Stripe's invalid request", async () => {
    const card = await savedCard('4242424242424242');
    await expect(charge({ ...card, customerId: 'cus_test_someone_else' })).rejects.toThrow(/no card/);
    await expect(charge({ ...card, paymentMethodId: 'pm_test_unknown' })).rejects.toThrow(/no card/);
    const waiting = await newSetup();
    await saveCard(waiting.clientSecret, '4000002500003155');
    const unapproved = await testGateway.retrieveSetup(waiting.id);
    await expect(
      charge({ customerId: waiting.customerId, paymentMethodId: unapproved?.paymentMethodId ?? '' }),
    ).rejects.toThrow(/no card/);
  });

  it('settles an authorised charge as any payment: booked, then captured, and held by the gateway', async () => {
    const priced = await checkout();
    const charged = await charge(await savedCard('4242424242424242'), {
      checkoutId: priced.id,
      amountCents: priced.amountCents,
    });
    if (charged.kind !== 'authorised') throw new Error('not authorised');
    const settled = await settlePayment(priced, charged.paymentIntentId, testGateway);
    expect(settled.kind).toBe('booked');
    const [order] = await sql<{ total_cents: number; status: string; captured: boolean; captured_cents: number }>(
      `SELECT total_cents, status, payment_captured_at IS NOT NULL AS captured, captured_cents
       FROM orders WHERE payment_intent_id = $1`,
      [charged.paymentIntentId],
    );
    expect(order).toEqual({ total_cents: 3800, status: 'confirmed', captured: true, captured_cents: 3800 });
    expect((await intentRow(charged.paymentIntentId))[0]?.status).toBe('succeeded');
    expect(await testGateway.netReceived(charged.paymentIntentId)).toBe(3800);
    // Settled again (a retry): the same order, nothing more.
    expect(await settlePayment(priced, charged.paymentIntentId, testGateway)).toMatchObject({
      kind: 'booked',
      created: false,
    });
  });
});
