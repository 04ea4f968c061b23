import * as v from 'valibot';
import type { PricedCheckout } from '@/domain/checkout-pricing';
import type { Cents } from '@/domain/money';
import { centsSchema, orderLine, orderLineEntries, orderMoneyEntries } from '@/domain/order/order-contract';
import { ORDER_TYPES } from '@/domain/order-type';
import type { FulfilmentWindow } from '@/domain/fulfilment/schedule';
import { getDb, type Queryable } from '../db';
import { parseRow } from '../db/parse-row';

export type GatewayName = 'stripe' | 'test';

/** What the customer is buying and who they are, as priced by the server before any payment. */
export interface CheckoutOrder extends PricedCheckout {
  customer: { name: string; phone: string; email: string | null };
}

export interface CheckoutRecord {
  id: string;
  userId: number | null;
  order: CheckoutOrder;
  amountCents: Cents;
  customerEmail: string | null;
  gateway: GatewayName;
  paymentIntentId: string | null;
  /** The window the checkout holds and its order books; null for checkouts from before windows. */
  fulfilmentWindow: FulfilmentWindow | null;
}

interface CheckoutRow {
  id: string;
  user_id: string | null;
  order_data: unknown;
  amount_cents: number;
  customer_email: string | null;
  gateway: GatewayName;
  payment_intent_id: string | null;
  fulfilment_window_start: Date | null;
  fulfilment_window_end: Date | null;
}

/**
 * The priced order as saved, read strictly. Lines saved before they carried their total are read
 * with it worked out (price times quantity), so a checkout paid across that change still fulfils.
 */
const checkoutOrderSchema = v.object({
  orderType: v.picklist(ORDER_TYPES),
  items: v.array(
    v.pipe(
      v.object({
        productId: orderLineEntries.productId,
        name: orderLineEntries.name,
        quantity: orderLineEntries.quantity,
        priceCents: centsSchema,
      }),
      v.transform(orderLine),
    ),
  ),
  ...orderMoneyEntries,
  delivery: v.nullable(
    v.object({ fullAddress: v.string(), zone: v.string(), feeCents: centsSchema, distanceMiles: v.number() }),
  ),
  customer: v.object({ name: v.string(), phone: v.string(), email: v.nullable(v.string()) }),
});

const toRecord = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  userId: row.user_id === null ? null : Number(row.user_id),
  order: parseRow(checkoutOrderSchema, row.order_data, 'checkouts'),
  amountCents: row.amount_cents,
  customerEmail: row.customer_email,
  gateway: row.gateway,
  paymentIntentId: row.payment_intent_id,
  fulfilmentWindow:
    row.fulfilment_window_start && row.fulfilment_window_end
      ? { start: row.fulfilment_window_start, end: row.fulfilment_window_end }
      : null,
});

const COLUMNS = `id, user_id, order_data, amount_cents, customer_email, gateway, payment_intent_id,
  fulfilment_window_start, fulfilment_window_end`;

/**
 * Saves a checkout before its payment intent exists, holding its window for `holdMinutes`, inside
 * the transaction that checked the window had room; answers its id (the intent's metadata).
 */
export async function insertCheckout(
  tx: Queryable,
  checkout: { userId: number | null; order: CheckoutOrder; gateway: GatewayName; window: FulfilmentWindow },
  holdMinutes: number,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO checkouts (user_id, order_data, amount_cents, customer_email, gateway,
       fulfilment_window_start, fulfilment_window_end, hold_expires_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))
     RETURNING id`,
    [
      checkout.userId,
      JSON.stringify(checkout.order),
      checkout.order.totalCents,
      checkout.order.customer.email,
      checkout.gateway,
      checkout.window.start,
      checkout.window.end,
      holdMinutes,
    ],
  );
  if (!rows[0]) throw new Error('Saving the checkout returned no row');
  return rows[0].id;
}

/**
 * Lets go the windows held by a customer's earlier checkouts that have not been paid: a customer
 * starting a payment again (a failed card, a reload of the payment page) holds one place, not two.
 * Inside the transaction that then books the new hold.
 */
export async function releaseUnpaidHoldsOf(tx: Queryable, email: string): Promise<void> {
  await tx.query(
    `UPDATE checkouts c SET hold_expires_at = now()
     WHERE lower(c.customer_email) = lower($1) AND c.hold_expires_at > now()
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = c.payment_intent_id)`,
    [email],
  );
}

/** Lets a checkout's window go at once (its payment could not even be started). */
export async function releaseHold(checkoutId: string): Promise<void> {
  const db = await getDb();
  await db.sql`UPDATE checkouts SET hold_expires_at = now() WHERE id = ${checkoutId}::uuid`;
}

export async function attachPaymentIntent(checkoutId: string, paymentIntentId: string): Promise<void> {
  const db = await getDb();
  await db.sql`UPDATE checkouts SET payment_intent_id = ${paymentIntentId} WHERE id = ${checkoutId}::uuid`;
}

export async function findCheckoutByPaymentIntent(paymentIntentId: string): Promise<CheckoutRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<CheckoutRow>`
    SELECT ${db.sql.raw(COLUMNS)} FROM checkouts WHERE payment_intent_id = ${paymentIntentId}`;
  return row ? toRecord(row) : null;
}

/** By id, for an intent whose id was never attached (the server stopped between the two steps). */
export async function findCheckoutById(checkoutId: string): Promise<CheckoutRecord | null> {
  // Metadata comes from outside; a value that is not a UUID names no checkout.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(checkoutId)) return null;
  const db = await getDb();
  const [row] = await db.sql<CheckoutRow>`
    SELECT ${db.sql.raw(COLUMNS)} FROM checkouts WHERE id = ${checkoutId}::uuid`;
  return row ? toRecord(row) : null;
}
