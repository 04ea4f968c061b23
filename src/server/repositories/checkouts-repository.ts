import * as v from 'valibot';
import type { PricedCheckout } from '@/domain/checkout-pricing';
import type { Cents } from '@/domain/money';
import { centsSchema, orderLine, orderLineEntries, orderMoneyEntries } from '@/domain/order/order-contract';
import { ORDER_TYPES } from '@/domain/order-type';
import { getDb } from '../db';
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
}

interface CheckoutRow {
  id: string;
  user_id: string | null;
  order_data: unknown;
  amount_cents: number;
  customer_email: string | null;
  gateway: GatewayName;
  payment_intent_id: string | null;
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
});

const COLUMNS = 'id, user_id, order_data, amount_cents, customer_email, gateway, payment_intent_id';

/** Saves a checkout before its payment intent exists; answers its id (the intent's metadata). */
export async function insertCheckout(checkout: {
  userId: number | null;
  order: CheckoutOrder;
  gateway: GatewayName;
}): Promise<string> {
  const db = await getDb();
  const [row] = await db.sql<{ id: string }>`
    INSERT INTO checkouts (user_id, order_data, amount_cents, customer_email, gateway)
    VALUES (${checkout.userId}, ${JSON.stringify(checkout.order)}::jsonb, ${checkout.order.totalCents},
      ${checkout.order.customer.email}, ${checkout.gateway})
    RETURNING id`;
  if (!row) throw new Error('Saving the checkout returned no row');
  return row.id;
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
