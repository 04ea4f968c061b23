import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import type { QuoteView } from '@/domain/order/order-view';
import { uniqueEmail } from './accounts';
import { call, type ErrorAnswer } from './call';
import { type CheckoutBody, firstFreeWindow, payWithCard, startPayment } from './checkout';
import { sql } from './db';
import { race } from './race';

/*
 * Orders with sales tax and discount codes, bought as a customer buys them: quoted
 * (POST /api/checkout/quote), then paid at the quoted total. The integration tests' shop collects
 * no tax; `collectTax` turns it on, as the seeded shop has it.
 */

export const collectTax = (on = true) => sql('UPDATE business_settings SET collects_tax = $1', [on]);

export const OLATHE = '400 E Santa Fe St, Olathe, KS 66062';
export const KANSAS_CITY_MO = '4500 Main St, Kansas City, MO 64111';

/** An order's data: pickup unless an address is given. */
export function order(
  items: Array<{ productId: number; quantity: number }>,
  extra: { address?: string | null; code?: string; tipPercent?: number; email?: string } = {},
): CheckoutBody['orderData'] & { discountCode?: string } {
  const address = extra.address ?? null;
  return {
    orderType: address === null ? 'pickup' : 'delivery',
    items,
    customerInfo: { name: 'Wanjiru Kamau', phone: '913-555-0142', email: extra.email ?? uniqueEmail('tax'), address },
    tipPercent: extra.tipPercent ?? 0,
    ...(extra.code === undefined ? {} : { discountCode: extra.code }),
  };
}

export const quote = <Body = QuoteView>(orderData: unknown) =>
  call<Body>(checkoutQuote, '/api/checkout/quote', { method: 'POST', body: { orderData } });

/** A code as the owner sets it, by its columns (discount_codes); answers its id. */
export async function addCode(code: string, terms: Record<string, unknown> = {}): Promise<number> {
  const columns: Record<string, unknown> = { percent_off: null, amount_off_cents: null, ...terms };
  const [row] = await sql<{ id: string }>(
    `INSERT INTO discount_codes (code, percent_off, amount_off_cents, min_subtotal_cents, starts_on, ends_on,
       max_uses, once_per_customer, first_order_only)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9) RETURNING id`,
    [
      code,
      columns['percent_off'],
      columns['amount_off_cents'],
      columns['min_subtotal_cents'] ?? null,
      columns['starts_on'] ?? null,
      columns['ends_on'] ?? null,
      columns['max_uses'] ?? null,
      columns['once_per_customer'] ?? false,
      columns['first_order_only'] ?? false,
    ],
  );
  return Number(row?.id);
}

let codes = 0;
/** A code no other test uses. */
export const freshCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`;

/** Starts the payment at the quoted total and pays it with the 4242 card. */
export async function buy(orderData: ReturnType<typeof order>) {
  const quoted = await quote(orderData);
  if (quoted.status !== 200) return { refusedAtStart: (quoted.body as unknown as ErrorAnswer).message };
  const body = {
    amount: Number(quoted.body.total),
    orderData: { ...orderData, fulfilmentWindow: await firstFreeWindow() },
  };
  const started = await startPayment(body);
  if (started.status !== 200) return { refusedAtStart: (started.body as unknown as ErrorAnswer).message };
  const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
  return { paid: paid.body, total: quoted.body.total };
}

/**
 * `buyers` customers quote the same order with `code`, start paying at once (all may: a code is
 * counted only when an order is booked) and then pay at once. Answers how many were booked and
 * the refusals' bodies.
 */
export async function payAtOnceWithCode(code: string, buyers: number, productId: number) {
  const window = await firstFreeWindow();
  const bodies = await Promise.all(
    Array.from({ length: buyers }, async () => {
      const orderData = order([{ productId, quantity: 10 }], { code });
      const quoted = await quote(orderData);
      return { amount: Number(quoted.body.total), orderData: { ...orderData, fulfilmentWindow: window } };
    }),
  );
  const started = await Promise.all(bodies.map((body) => startPayment(body)));
  // The bookings meet where each order is inserted, its code's uses counted (./race.ts).
  const paid = await race(
    'order-booking',
    started.map((answer) => () => payWithCard(answer.body.clientSecret, '4242 4242 4242 4242')),
  );
  return {
    started: started.map((answer) => answer.status),
    booked: paid.filter((answer) => answer.body.paymentIntent.status === 'succeeded').length,
    refused: paid.filter((answer) => answer.body.error !== undefined).map((answer) => answer.body),
  };
}
