import { beforeAll, describe, expect, it } from 'vitest';
import ordersHistory from '../../netlify/functions/orders-history.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { registerAccount, uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { firstFreeWindow, payWithCard, productId, startPayment } from './support/checkout';
import { sql } from './support/db';
import {
  addCode,
  buy,
  collectTax,
  freshCode,
  KANSAS_CITY_MO,
  OLATHE,
  order,
  payAtOnceWithCode,
  quote,
} from './support/taxed-orders';

/*
 * Sales tax by dish and by place, and discount codes, through the quote and the payment intent
 * (docs/behaviour/rules.md#sales-tax). The integration tests' shop collects no tax; this file
 * turns it on, as the seeded shop has it.
 */

let beef: number;
let chapati: number;

beforeAll(async () => {
  await collectTax();
  beef = await productId('Beef Samosa');
  chapati = await productId('Chapati');
});

describe('the quote of an order', () => {
  it('taxes 10 Beef Samosa picked up in Overland Park as prepared food: $20.00 + $1.87 = $21.87', async () => {
    const answer = await quote(order([{ productId: beef, quantity: 10 }]));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      subtotal: '20.00',
      discount: '0.00',
      deliveryFee: '0.00',
      tax: '1.87',
      taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '20.00', amount: '1.87' }],
      tip: '0.00',
      total: '21.87',
      discountCode: null,
      giftCards: [],
      amountDue: '21.87',
    });
  });

  it("taxes a pickup at a spot in Kansas City, Missouri at that place's rate, and charges what it quoted", async () => {
    const [place] = await sql<{ id: string }>(
      `INSERT INTO tax_places (name, state, zips, prepared_rate, food_rate, confirmed_at)
       VALUES ('Kansas City, MO', 'MO', '{64111}', 10850, 4850, now()) RETURNING id`,
    );
    const [spot] = await sql<{ id: string }>(
      `INSERT INTO pickup_spots (name, address, position) VALUES ('River Market stall', '20 E 5th St, Kansas City, MO 64111', 5)
       RETURNING id`,
    );
    try {
      const atStall = { ...order([{ productId: beef, quantity: 10 }]), pickupSpotId: Number(spot?.id) };
      const answer = await quote(atStall);
      expect(answer.body).toMatchObject({
        tax: '2.17',
        taxLines: [{ name: 'Prepared food', rate: '10.85', taxable: '20.00', amount: '2.17' }],
        total: '22.17',
      });
      const started = await startPayment({
        amount: 22.17,
        orderData: { ...atStall, fulfilmentWindow: await firstFreeWindow() },
      });
      expect(started.status).toBe(200);
    } finally {
      await sql('DELETE FROM pickup_spots WHERE id = $1', [spot?.id]);
      await sql('DELETE FROM tax_places WHERE id = $1', [place?.id]);
    }
  });

  it('taxes 10 Chapati as food, at the local part only: $20.00 + $0.57 = $20.57', async () => {
    const answer = await quote(order([{ productId: chapati, quantity: 10 }]));
    expect(answer.body).toMatchObject({
      subtotal: '20.00',
      tax: '0.57',
      taxLines: [{ name: 'Food', rate: '2.85', taxable: '20.00', amount: '0.57' }],
      total: '20.57',
    });
  });

  it('taxes a delivery to 66062 where it is received, after a code, leaving the fee and the tip untaxed', async () => {
    const code = freshCode('TENOFF');
    await addCode(code, { percent_off: 10 });
    // 20 samosas $38.00, 10% off $3.80, fee $3.50 (Olathe is within 10 miles), tip 15% of $38.00 = $5.70,
    // tax 9.35% of $34.20 = $3.1977 -> $3.20. Total 38.00 - 3.80 + 3.50 + 3.20 + 5.70 = $46.60.
    const answer = await quote(
      order([{ productId: beef, quantity: 20 }], { address: OLATHE, code: code.toLowerCase(), tipPercent: 15 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      subtotal: '38.00',
      discount: '3.80',
      deliveryFee: '3.50',
      tax: '3.20',
      taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '34.20', amount: '3.20' }],
      tip: '5.70',
      total: '46.60',
      discountCode: code,
      giftCards: [],
      amountDue: '46.60',
    });
  });

  it('refuses a delivery into a state the owner has set no place for, as outside the area', async () => {
    const answer = await quote<ErrorAnswer>(order([{ productId: beef, quantity: 10 }], { address: KANSAS_CITY_MO }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Outside Delivery Area - Sorry, we don't deliver to this location yet.");
  });

  it('shows no tax line while the shop collects no tax', async () => {
    await sql('UPDATE business_settings SET collects_tax = false');
    try {
      const answer = await quote(order([{ productId: beef, quantity: 10 }]));
      expect(answer.body).toMatchObject({ tax: '0.00', taxLines: [], total: '20.00' });
    } finally {
      await collectTax();
    }
  });

  it('takes neither a rate nor a discount from the browser', async () => {
    const answer = await quote({
      ...order([{ productId: beef, quantity: 10 }]),
      tax: '0.00',
      taxRate: '0',
      discount: '20.00',
    });
    expect(answer.body).toMatchObject({ discount: '0.00', tax: '1.87', total: '21.87' });
  });
});

describe("a discount code's refusals name it", () => {
  const today = shopDate(new Date());
  it.each([
    ['unknown', {}, (code: string) => `${code} is not a valid code.`],
    ['not started', { starts_on: addDays(today, 3) }, (code: string) => `The code ${code} starts on`],
    ['expired', { ends_on: addDays(today, -1) }, (code: string) => `The code ${code} expired on`],
    [
      'below its minimum',
      { min_subtotal_cents: 5000 },
      (code: string) => `The code ${code} needs a subtotal of at least $50.00.`,
    ],
  ])('%s', async (kind, terms, sentence) => {
    const code = freshCode('C');
    if (kind !== 'unknown') await addCode(code, { amount_off_cents: 500, ...terms });
    const answer = await quote<ErrorAnswer>(order([{ productId: beef, quantity: 10 }], { code }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(sentence(code));
  });

  it('a code of other characters is no code', async () => {
    const answer = await quote<ErrorAnswer>(order([{ productId: beef, quantity: 10 }], { code: 'SAVE-10' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('SAVE-10 is not a valid code.');
  });
});

describe('a purchase with a code and tax', () => {
  it('refuses the amount before tax, naming the total with it', async () => {
    const orderData = { ...order([{ productId: beef, quantity: 10 }]), fulfilmentWindow: await firstFreeWindow() };
    const started = await startPayment<ErrorAnswer>({ amount: 20, orderData });
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(
      'Your order total is $21.87, not the amount shown. Please review your order and try again.',
    );
  });

  it('books the order with its discount, its tax lines and its code, shown the same in the history', async () => {
    const code = freshCode('FIVE');
    await addCode(code, { amount_off_cents: 500 });
    const account = await registerAccount();
    const orderData = order([{ productId: beef, quantity: 10 }], { code, email: account.email });
    const quoted = await quote(orderData);
    // $20.00 - $5.00 = $15.00 taxed at 9.35%: $1.4025 -> $1.40; total $16.40.
    expect(quoted.body).toMatchObject({ discount: '5.00', tax: '1.40', total: '16.40' });
    const started = await startPayment(
      { amount: 16.4, orderData: { ...orderData, fulfilmentWindow: await firstFreeWindow() } },
      account.cookie,
    );
    expect(started.status).toBe(200);
    const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    expect(paid.body.paymentIntent.status).toBe('succeeded');
    const history = await call<Array<Record<string, unknown>>>(ordersHistory, '/api/orders/history', {
      cookie: account.cookie,
    });
    expect(history.body[0]).toMatchObject({
      subtotal: '20.00',
      discount: '5.00',
      tax: '1.40',
      taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '15.00', amount: '1.40' }],
      total: '16.40',
      discountCode: code,
    });
    const [row] = await sql<{ discount_code_id: string; tax_place: string; tax_state: string }>(
      'SELECT discount_code_id, tax_place, tax_state FROM orders WHERE customer_email = $1',
      [account.email],
    );
    expect(row).toMatchObject({ tax_place: 'Overland Park, KS', tax_state: 'KS' });
  });

  it('counts a code once per customer by e-mail or phone, and for a first order only', async () => {
    const once = freshCode('ONCE');
    await addCode(once, { percent_off: 10, once_per_customer: true });
    const email = uniqueEmail('once');
    expect(await buy(order([{ productId: beef, quantity: 10 }], { code: once, email }))).toMatchObject({
      paid: { paymentIntent: { status: 'succeeded' } },
    });
    expect(await buy(order([{ productId: beef, quantity: 10 }], { code: once, email: email.toUpperCase() }))).toEqual({
      refusedAtStart: `You have already used the code ${once}.`,
    });

    const first = freshCode('FIRST');
    await addCode(first, { percent_off: 10, first_order_only: true });
    expect(await buy(order([{ productId: beef, quantity: 10 }], { code: first, email }))).toEqual({
      refusedAtStart: `The code ${first} is for a first order only.`,
    });
  });

  it('gives a use back when its order is cancelled', async () => {
    const code = freshCode('ONEUSE');
    await addCode(code, { amount_off_cents: 100, max_uses: 1 });
    const email = uniqueEmail('giveback');
    await buy(order([{ productId: beef, quantity: 10 }], { code, email }));
    expect(await buy(order([{ productId: beef, quantity: 10 }], { code }))).toEqual({
      refusedAtStart: `The code ${code} has been used up.`,
    });
    await sql(`UPDATE orders SET status = 'cancelled' WHERE customer_email = $1`, [email]);
    expect(await buy(order([{ productId: beef, quantity: 10 }], { code }))).toMatchObject({
      paid: { paymentIntent: { status: 'succeeded' } },
    });
  });
});

describe('six buyers paying at once with a code good for three uses', () => {
  it('end with exactly three discounted orders; three are refused at booking and never charged', async () => {
    const code = freshCode('THREE');
    const codeId = await addCode(code, { percent_off: 50, max_uses: 3 });
    const { started, booked, refused } = await payAtOnceWithCode(code, 6, beef);
    // All six may start paying: the code is counted only when an order is booked.
    expect(started).toEqual(Array(6).fill(200));
    expect(booked).toBe(3);
    expect(refused).toHaveLength(3);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({
        paymentIntent: { status: 'canceled' },
        error: {
          message: `The code ${code} has been used up. Your card was not charged. Remove the code to order without it.`,
        },
      });
    }
    const withCode = await sql('SELECT id FROM orders WHERE discount_code_id = $1', [codeId]);
    expect(withCode).toHaveLength(3);
    const chargedWithoutOrder = await sql(
      `SELECT i.id FROM test_payment_intents i
       WHERE i.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = i.id)`,
    );
    expect(chargedWithoutOrder).toEqual([]);
  });
});
