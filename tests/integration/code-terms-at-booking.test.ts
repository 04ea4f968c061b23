import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { codeExpired, codeNotStarted } from '@/domain/order-money/discount-code';
import { uniqueEmail } from './support/accounts';
import { firstFreeWindow, payWithCard, productId, startPayment } from './support/checkout';
import { sql } from './support/db';
import { addCode, buy, collectTax, freshCode, order, quote } from './support/taxed-orders';

/*
 * A code's terms are checked again as the order is booked, under the schedule's lock
 * (docs/behaviour/rules.md#discount-codes): a code the owner deleted, or whose dates, minimum or
 * uses ended it between the customer's quote and the card's authorisation, is refused then, the
 * order not booked and the card's authorisation let go, in the words a used-up code gets.
 */

let beef: number;

beforeAll(async () => {
  await collectTax();
  beef = await productId('Beef Samosa');
});

/** Quotes 10 Beef Samosa with a fresh code and starts paying for them at the quoted total. */
async function startedWithCode(terms: Record<string, unknown> = {}) {
  const code = freshCode('TERMS');
  const codeId = await addCode(code, { percent_off: 10, ...terms });
  const orderData = order([{ productId: beef, quantity: 10 }], { code });
  const quoted = await quote(orderData);
  expect(quoted.status).toBe(200);
  const started = await startPayment({
    amount: Number(quoted.body.total),
    orderData: { ...orderData, fulfilmentWindow: await firstFreeWindow() },
  });
  expect(started.status).toBe(200);
  return { code, codeId, clientSecret: started.body.clientSecret };
}

/** The card is authorised: the order is refused with the code's words, nothing charged, nothing booked. */
async function refusedAtBooking(clientSecret: string, codeId: number, words: string): Promise<void> {
  const paid = await payWithCard(clientSecret, '4242 4242 4242 4242');
  expect(paid.body).toMatchObject({
    paymentIntent: { status: 'canceled' },
    error: { message: `${words} Your card was not charged. Remove the code to order without it.` },
  });
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  expect(await sql('SELECT id FROM orders WHERE payment_intent_id = $1', [intentId])).toEqual([]);
  expect(await sql('SELECT id FROM orders WHERE discount_code_id = $1', [codeId])).toEqual([]);
}

describe('a code that ended between the quote and the payment', () => {
  const today = shopDate(new Date());

  it('is refused once the owner deleted it', async () => {
    const { code, codeId, clientSecret } = await startedWithCode();
    await sql('DELETE FROM discount_codes WHERE id = $1', [codeId]);
    await refusedAtBooking(clientSecret, codeId, `${code} is not a valid code.`);
  });

  it('is refused once its end date is past', async () => {
    const { code, codeId, clientSecret } = await startedWithCode();
    const yesterday = addDays(today, -1);
    await sql('UPDATE discount_codes SET ends_on = $2::date WHERE id = $1', [codeId, yesterday]);
    await refusedAtBooking(clientSecret, codeId, codeExpired(code, yesterday, today));
  });

  it('is refused once its start was moved to a later day', async () => {
    const { code, codeId, clientSecret } = await startedWithCode();
    const tomorrow = addDays(today, 1);
    await sql('UPDATE discount_codes SET starts_on = $2::date WHERE id = $1', [codeId, tomorrow]);
    await refusedAtBooking(clientSecret, codeId, codeNotStarted(code, tomorrow, today));
  });

  it('is refused once its minimum is above the order', async () => {
    const { code, codeId, clientSecret } = await startedWithCode({ min_subtotal_cents: 1000 });
    await sql('UPDATE discount_codes SET min_subtotal_cents = 5000 WHERE id = $1', [codeId]);
    await refusedAtBooking(clientSecret, codeId, `The code ${code} needs a subtotal of at least $50.00.`);
  });

  it('is refused once another order took its last use', async () => {
    const { code, codeId, clientSecret } = await startedWithCode({ max_uses: 1 });
    const other = await buy(order([{ productId: beef, quantity: 10 }], { code, email: uniqueEmail('first') }));
    expect(other).toMatchObject({ paid: { paymentIntent: { status: 'succeeded' } } });
    const paid = await payWithCard(clientSecret, '4242 4242 4242 4242');
    expect(paid.body.error?.message).toBe(
      `The code ${code} has been used up. Your card was not charged. Remove the code to order without it.`,
    );
    expect(await sql('SELECT id FROM orders WHERE discount_code_id = $1', [codeId])).toHaveLength(1);
  });

  it('is booked when its terms still hold', async () => {
    const { codeId, clientSecret } = await startedWithCode({ min_subtotal_cents: 2000, ends_on: today });
    const paid = await payWithCard(clientSecret, '4242 4242 4242 4242');
    expect(paid.body).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    expect(paid.body.error).toBeUndefined();
    expect(await sql('SELECT id FROM orders WHERE discount_code_id = $1', [codeId])).toHaveLength(1);
  });
});
