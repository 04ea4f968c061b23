import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serverConfig } from '@/server/config';
import { finishUnfinishedPayments } from '@/server/orders/unfinished-payments';
import { capturePayment } from '@/server/payments/settle-payment';
import { stripeGateway } from '@/server/payments/stripe-gateway';
import { stripeTax } from '@/server/payments/stripe-tax';
import { TAX_UNAVAILABLE, ZIP_NEEDED } from '@/server/payments/stripe-tax-pricing';
import { adminAccount } from './support/accounts';
import type { ErrorAnswer } from './support/call';
import {
  type CheckoutBody,
  firstFreeWindow,
  orderPayload,
  postOrder,
  productId,
  startPayment,
} from './support/checkout';
import { sql } from './support/db';
import { patchStatus } from './support/orders';
import { withStripeDouble } from './support/stripe-double';
import { addCode, collectTax, freshCode, OLATHE, order, quote } from './support/taxed-orders';

/*
 * Stripe Tax (STRIPE_TAX_ENABLED; docs/behaviour/rules.md#sales-tax): the quote and the payment
 * intent take their tax from Stripe's Calculations API, the paid order's sale is recorded as a tax
 * transaction and a refund reverses it, all through the real stripe SDK against the local double
 * (support/stripe-tax-double.ts: Overland Park's 9.35% and 2.85% by tax code). The owner's rates are
 * set to something else here, so every figure below can only have come from Stripe.
 */

const stripe = withStripeDouble({ STRIPE_TAX_ENABLED: 'true' });

let beef: number;
let chapati: number;
let kitchenZip: string;

beforeAll(async () => {
  await collectTax();
  await sql('UPDATE tax_places SET prepared_rate = 1000, food_rate = 500');
  beef = await productId('Beef Samosa');
  chapati = await productId('Chapati');
  const [kitchen] = await sql<{ zip: string }>('SELECT zips[1] AS zip FROM tax_places WHERE is_kitchen');
  kitchenZip = kitchen!.zip;
});

const calculationRequests = () =>
  stripe.double.tax.requests.filter((request) => request.path === '/v1/tax/calculations');
const lastCalculation = () => calculationRequests().at(-1)?.fields;

/** The line items of a calculation request, by tax code. */
function linesOf(
  fields: URLSearchParams | undefined,
): Record<string, { amount: string | null; quantity: string | null }> {
  const lines: Record<string, { amount: string | null; quantity: string | null }> = {};
  for (let index = 0; fields?.has(`line_items[${index}][amount]`); index += 1) {
    lines[fields.get(`line_items[${index}][tax_code]`) ?? ''] = {
      amount: fields.get(`line_items[${index}][amount]`),
      quantity: fields.get(`line_items[${index}][quantity]`),
    };
  }
  return lines;
}

/** 10 Beef Samosa for pickup: $20.00 + $1.87 Stripe tax. */
const PICKUP_TAXED = { subtotal: '20.00', deliveryFee: '0.00', tax: '1.87', tip: '0.00', total: '21.87' };

/** Pays for 10 Beef Samosa picked up, through the Stripe double; answers the order's id and its intent. */
async function paidOrder(): Promise<{ id: number; intentId: string; calculationId: string | null }> {
  const body: CheckoutBody = {
    amount: 21.87,
    orderData: { ...order([{ productId: beef, quantity: 10 }]), fulfilmentWindow: await firstFreeWindow() },
  };
  const started = await startPayment(body);
  expect(started.status).toBe(200);
  const intent = [...stripe.double.intents.values()].find((each) => each.client_secret === started.body.clientSecret);
  if (!intent) throw new Error('The double never saw the intent');
  stripe.double.authorise(intent.id);
  const paid = await postOrder(orderPayload(body, intent.id, PICKUP_TAXED));
  expect(paid.status).toBe(201);
  const [row] = await sql<{ tax_calculation_id: string | null }>(
    'SELECT tax_calculation_id FROM orders WHERE id = $1',
    [paid.body.id],
  );
  return { id: paid.body.id, intentId: intent.id, calculationId: row?.tax_calculation_id ?? null };
}

const taxColumns = async (id: number) =>
  (
    await sql<{ tax_transaction_id: string | null; tax_reversal_id: string | null }>(
      'SELECT tax_transaction_id, tax_reversal_id FROM orders WHERE id = $1',
      [id],
    )
  )[0];

const transactionsFor = (reference: string) =>
  [...stripe.double.tax.transactions.values()].filter((made) => made.reference === reference);

describe('the quote with Stripe Tax', () => {
  it("taxes 10 Beef Samosa picked up at the kitchen's ZIP from Stripe's calculation: $20.00 + $1.87", async () => {
    const answer = await quote(order([{ productId: beef, quantity: 10 }]));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subtotal: '20.00',
      tax: '1.87',
      taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '20.00', amount: '1.87' }],
      total: '21.87',
    });
    const fields = lastCalculation();
    expect(linesOf(fields)).toEqual({ txcd_40060003: { amount: '2000', quantity: '10' } });
    expect(fields?.get('line_items[0][tax_behavior]')).toBe('exclusive');
    expect(fields?.get('customer_details[address][country]')).toBe('US');
    expect(fields?.get('customer_details[address][postal_code]')).toBe(kitchenZip);
    expect(fields?.get('customer_details[address][state]')).toBe('KS');
    expect(fields?.get('currency')).toBe('usd');
    expect(fields?.has('shipping_cost[amount]')).toBe(false);
  });

  it('sends a delivery with a code as each line after its share of the discount, and the fee as shipping', async () => {
    const code = freshCode('TEN');
    await addCode(code, { percent_off: 10 });
    const answer = await quote(
      order(
        [
          { productId: beef, quantity: 20 },
          { productId: chapati, quantity: 10 },
        ],
        { address: OLATHE, code, tipPercent: 15 },
      ),
    );
    // $38.00 + $20.00 = $58.00, 10% off: $3.80 and $2.00 of it. Stripe: 9.35% of $34.20 = $3.20,
    // 2.85% of $18.00 = $0.51, the fee untaxed. Tip 15% of $58.00 = $8.70.
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subtotal: '58.00',
      discount: '5.80',
      deliveryFee: '3.50',
      tax: '3.71',
      taxLines: [
        { name: 'Prepared food', rate: '9.35', taxable: '34.20', amount: '3.20' },
        { name: 'Food', rate: '2.85', taxable: '18.00', amount: '0.51' },
      ],
      tip: '8.70',
      total: '68.11',
    });
    const fields = lastCalculation();
    expect(linesOf(fields)).toEqual({
      txcd_40060003: { amount: '3420', quantity: '20' },
      txcd_40040000: { amount: '1800', quantity: '10' },
    });
    expect(fields?.get('shipping_cost[amount]')).toBe('350');
    expect(fields?.get('customer_details[address][postal_code]')).toBe('66062');
  });

  it('asks for the ZIP of a delivery address without one, which Stripe Tax cannot place', async () => {
    const answer = await quote<ErrorAnswer>(
      order([{ productId: beef, quantity: 10 }], { address: '400 E Santa Fe St, Olathe, KS' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ZIP_NEEDED);
  });

  it('asks Stripe nothing and shows no tax while the owner collects none', async () => {
    await collectTax(false);
    try {
      const before = calculationRequests().length;
      const answer = await quote(order([{ productId: beef, quantity: 10 }]));
      expect(answer.body).toMatchObject({ tax: '0.00', taxLines: [], total: '20.00' });
      expect(calculationRequests()).toHaveLength(before);
    } finally {
      await collectTax();
    }
  });

  it('answers 503 when Stripe Tax fails, and saves no checkout', async () => {
    const restore = stripe.double.tax.fail('/v1/tax/calculations');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const orderData = order([{ productId: beef, quantity: 10 }]);
      const quoted = await quote<ErrorAnswer>(orderData);
      expect(quoted).toMatchObject({ status: 503, body: { message: TAX_UNAVAILABLE } });
      const started = await startPayment<ErrorAnswer>({
        amount: 21.87,
        orderData: { ...orderData, fulfilmentWindow: await firstFreeWindow() },
      });
      expect(started).toMatchObject({ status: 503, body: { message: TAX_UNAVAILABLE } });
      expect(await sql('SELECT id FROM checkouts WHERE customer_email = $1', [orderData.customerInfo.email])).toEqual(
        [],
      );
      expect(logged.mock.calls.flat().join('\n')).toContain('Stripe Tax calculation failed');
    } finally {
      logged.mockRestore();
      restore();
    }
  });

  it('reads every line of a long order, beyond the first page Stripe sends with the calculation', async () => {
    const lines = Array.from({ length: 12 }, (_, index) => ({
      reference: `#${index + 1}`,
      quantity: 1,
      amountCents: 1000,
      category: index % 2 === 0 ? ('prepared' as const) : ('food' as const),
    }));
    const calculation = await stripeTax(serverConfig().stripe!).calculate({
      lines,
      shippingCents: 0,
      address: { postalCode: kitchenZip, state: 'KS' },
      currency: 'usd',
    });
    expect(calculation.taxLines).toEqual([
      { name: 'Prepared food', rate: 9350, taxableCents: 6000, amountCents: 6 * 94 },
      { name: 'Food', rate: 2850, taxableCents: 6000, amountCents: 6 * 29 },
    ]);
    expect(stripe.double.tax.requests.at(-1)?.path).toBe(
      `/v1/tax/calculations/${calculation.calculationId}/line_items`,
    );
  });
});

describe("a paid order's tax transaction", () => {
  it('keeps the calculation with the checkout and the order, and records one transaction with the order number', async () => {
    const { id, calculationId } = await paidOrder();
    expect(calculationId).toMatch(/^taxcalc_/);
    const [checkout] = await sql<{ calculation: string }>(
      `SELECT order_data->>'taxCalculationId' AS calculation FROM checkouts c
       JOIN orders o ON o.payment_intent_id = c.payment_intent_id WHERE o.id = $1`,
      [id],
    );
    expect(checkout?.calculation).toBe(calculationId);
    const [made, ...more] = transactionsFor(`KBT-${id}`);
    expect(more).toEqual([]);
    expect(made).toMatchObject({ type: 'transaction', calculation: calculationId });
    expect(await taxColumns(id)).toEqual({ tax_transaction_id: made!.id, tax_reversal_id: null });
    const request = stripe.double.tax.requests.find((each) => each.fields.get('reference') === `KBT-${id}`);
    expect(request?.idempotencyKey).toBe(`tax-transaction-KBT-${id}`);
  });

  it('makes no other on a second capture, nor when its id was lost and the scheduled sender records it again', async () => {
    const { id, intentId } = await paidOrder();
    const requestsBefore = stripe.double.tax.requests.length;
    await capturePayment(stripeGateway(serverConfig().stripe!), id, intentId);
    expect(stripe.double.tax.requests).toHaveLength(requestsBefore);

    const [made] = transactionsFor(`KBT-${id}`);
    await sql(
      `UPDATE orders SET tax_transaction_id = NULL, payment_captured_at = now() - interval '2 minutes' WHERE id = $1`,
      [id],
    );
    expect((await finishUnfinishedPayments()).taxRecorded).toBeGreaterThanOrEqual(1);
    // Stripe answers the order's idempotency key with the transaction it already made.
    expect(transactionsFor(`KBT-${id}`)).toEqual([made]);
    expect((await taxColumns(id))?.tax_transaction_id).toBe(made!.id);
  });

  it('books the order when Stripe Tax is down, and the scheduled sender records the sale later', async () => {
    const restore = stripe.double.tax.fail('/v1/tax/transactions/create_from_calculation');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let id: number;
    try {
      ({ id } = await paidOrder());
      expect(await taxColumns(id)).toEqual({ tax_transaction_id: null, tax_reversal_id: null });
      expect(logged.mock.calls.flat().join('\n')).toContain(`recording the tax of order ${id}`);
    } finally {
      logged.mockRestore();
      restore();
    }
    await sql(`UPDATE orders SET payment_captured_at = now() - interval '2 minutes' WHERE id = $1`, [id]);
    await finishUnfinishedPayments();
    const [made, ...more] = transactionsFor(`KBT-${id}`);
    expect(more).toEqual([]);
    expect((await taxColumns(id))?.tax_transaction_id).toBe(made!.id);
  });

  it('is reversed in full, once, when the order is refunded', async () => {
    const admin = await adminAccount();
    const { id } = await paidOrder();
    const cancel = () => patchStatus(id, 'cancelled', admin.cookie);
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(200);

    const [sale] = transactionsFor(`KBT-${id}`);
    const [reversal, ...more] = transactionsFor(`KBT-${id}-refund`);
    expect(more).toEqual([]);
    expect(reversal).toMatchObject({ type: 'reversal', reversal: { original_transaction: sale!.id } });
    const request = stripe.double.tax.requests.find((each) => each.fields.get('reference') === `KBT-${id}-refund`);
    expect(request?.fields.get('mode')).toBe('full');
    expect(request?.idempotencyKey).toBe(`tax-reversal-KBT-${id}-refund`);
    expect(await taxColumns(id)).toEqual({ tax_transaction_id: sale!.id, tax_reversal_id: reversal!.id });
  });
});
