import type { Cents } from '@/domain/money';
import type { OrderStatus } from '@/domain/order-status';
import type { OrderType } from '@/domain/order-type';
import { getDb, withTransaction } from '../db';

/**
 * An order as stored; money in integer cents. `items` and `deliveryAddress` are the stored JSON
 * values: items as `[{productId, name, quantity, price}]` with `price` the 2-decimal string charged
 * per piece, the address as `{fullAddress, zone, fee}` (fee a 2-decimal string) or, in older
 * records, a plain string. The order view (src/server/orders/order-view.ts) reads them tolerantly.
 */
export interface OrderRecord {
  id: number;
  userId: number | null;
  status: OrderStatus;
  orderType: OrderType;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  subtotalCents: Cents;
  deliveryFeeCents: Cents;
  tipCents: Cents;
  totalCents: Cents;
  notes: string | null;
  deliveryAddress: unknown;
  items: unknown;
  paymentIntentId: string | null;
  createdAt: Date;
}

interface OrderRow {
  id: string;
  user_id: string | null;
  status: OrderStatus;
  order_type: OrderType;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  subtotal_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  total_cents: number;
  notes: string | null;
  delivery_address: unknown;
  items: unknown;
  payment_intent_id: string | null;
  created_at: Date;
}

/** Every column the view needs, and nothing else (updated_at is bookkeeping). */
const COLUMNS = `id, user_id, status, order_type, customer_name, customer_email, customer_phone,
  subtotal_cents, delivery_fee_cents, tip_cents, total_cents, notes, delivery_address, items,
  payment_intent_id, created_at`;

const toRecord = (row: OrderRow): OrderRecord => ({
  id: Number(row.id),
  userId: row.user_id === null ? null : Number(row.user_id),
  status: row.status,
  orderType: row.order_type,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  customerPhone: row.customer_phone,
  subtotalCents: row.subtotal_cents,
  deliveryFeeCents: row.delivery_fee_cents,
  tipCents: row.tip_cents,
  totalCents: row.total_cents,
  notes: row.notes,
  deliveryAddress: row.delivery_address,
  items: row.items,
  paymentIntentId: row.payment_intent_id,
  createdAt: row.created_at,
});

export interface OrderListFilter {
  status: OrderStatus | null;
  /** Null: every matching order. */
  limit: number | null;
  offset: number;
}

/**
 * Orders, newest first (id breaks ties, so pages never overlap or skip). Served by the
 * (created_at DESC) and (status, created_at DESC) indexes. `LIMIT NULL` is Postgres for no limit.
 */
export async function listOrders(filter: OrderListFilter): Promise<OrderRecord[]> {
  const db = await getDb();
  const rows = await db.sql<OrderRow>`
    SELECT ${db.sql.raw(COLUMNS)} FROM orders
    WHERE (${filter.status}::text IS NULL OR status = ${filter.status}::text)
    ORDER BY created_at DESC, id DESC
    LIMIT ${filter.limit}::bigint OFFSET ${filter.offset}::bigint`;
  return rows.map(toRecord);
}

/** One account's orders, newest first (the (user_id, created_at DESC) index). */
export async function listOrdersOfUser(userId: number): Promise<OrderRecord[]> {
  const db = await getDb();
  const rows = await db.sql<OrderRow>`
    SELECT ${db.sql.raw(COLUMNS)} FROM orders
    WHERE user_id = ${userId}
    ORDER BY created_at DESC, id DESC`;
  return rows.map(toRecord);
}

export interface OrderStatsRecord {
  totalOrders: number;
  pendingOrders: number;
  /** Sum of the totals of every order that is not cancelled. */
  revenueCents: Cents;
}

/** The dashboard's figures in one pass over the table, without sending any order to the server. */
export async function orderStats(): Promise<OrderStatsRecord> {
  const db = await getDb();
  const [row] = await db.sql<{ total_orders: number; pending_orders: number; revenue_cents: string }>`
    SELECT count(*)::int AS total_orders,
      (count(*) FILTER (WHERE status = 'pending'))::int AS pending_orders,
      COALESCE(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue_cents
    FROM orders`;
  return {
    totalOrders: row?.total_orders ?? 0,
    pendingOrders: row?.pending_orders ?? 0,
    revenueCents: Number(row?.revenue_cents ?? 0),
  };
}

export interface StatusChanger {
  userId: number;
  email: string;
}

/**
 * Sets an order's status and records the change (from, to, who, when) in one transaction, so a
 * status never changes without its history row. The row lock serialises concurrent changes of the
 * same order, keeping each history row's from_status true. Null when the order does not exist.
 */
export async function changeOrderStatus(
  orderId: number,
  status: OrderStatus,
  changer: StatusChanger,
): Promise<OrderRecord | null> {
  return withTransaction(async (tx) => {
    const { rows: current } = await tx.query<{ status: OrderStatus }>(
      'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    const previous = current[0];
    if (!previous) return null;
    const { rows } = await tx.query<OrderRow>(
      `UPDATE orders SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [orderId, status],
    );
    const updated = rows[0];
    // Unreachable while the row lock holds: the order was there a statement ago.
    if (!updated) throw new Error(`Order ${orderId} vanished while its status was changed`);
    await tx.query(
      `INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_by_email)
       VALUES ($1, $2, $3, $4, $5)`,
      [orderId, previous.status, status, changer.userId, changer.email],
    );
    return toRecord(updated);
  });
}

/** A paid order as it is recorded: from the server-priced checkout, never from the browser. */
export interface NewPaidOrder
  extends Omit<OrderRecord, 'id' | 'status' | 'createdAt' | 'deliveryAddress' | 'items' | 'paymentIntentId'> {
  /** Stored as `{fullAddress, zone, fee}` with the fee a 2-decimal string. */
  deliveryAddress: { fullAddress: string; zone: string; fee: string } | null;
  /** Stored as `[{productId, name, quantity, price}]` with the price a 2-decimal string. */
  items: Array<{ productId: number; name: string; quantity: number; price: string }>;
  paymentIntentId: string;
}

/**
 * Records the order of a payment, status confirmed, with its first history row ('system'), in one
 * statement. The unique payment_intent_id makes it idempotent: when the browser and the webhook
 * (or twenty retries) race, one insert wins and every caller gets that same order back.
 */
export async function insertPaidOrder(order: NewPaidOrder): Promise<{ order: OrderRecord; created: boolean }> {
  const db = await getDb();
  const [inserted] = await db.sql<OrderRow>`
    WITH inserted AS (
      INSERT INTO orders (user_id, status, order_type, customer_name, customer_email, customer_phone,
        subtotal_cents, delivery_fee_cents, tip_cents, total_cents, notes, delivery_address, items,
        payment_intent_id)
      VALUES (${order.userId}, 'confirmed', ${order.orderType}, ${order.customerName}, ${order.customerEmail},
        ${order.customerPhone}, ${order.subtotalCents}, ${order.deliveryFeeCents}, ${order.tipCents},
        ${order.totalCents}, ${order.notes},
        ${order.deliveryAddress === null ? null : JSON.stringify(order.deliveryAddress)}::jsonb,
        ${JSON.stringify(order.items)}::jsonb, ${order.paymentIntentId})
      ON CONFLICT (payment_intent_id) DO NOTHING
      RETURNING ${db.sql.raw(COLUMNS)}
    ), history AS (
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_email)
      SELECT id, NULL, status, 'system' FROM inserted
    )
    SELECT * FROM inserted`;
  if (inserted) return { order: toRecord(inserted), created: true };
  const existing = await findOrderByPaymentIntent(order.paymentIntentId);
  // Unreachable unless the order was deleted between the two statements.
  if (!existing) throw new Error(`Order for payment ${order.paymentIntentId} vanished`);
  return { order: existing, created: false };
}

export async function findOrderByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<OrderRow>`
    SELECT ${db.sql.raw(COLUMNS)} FROM orders WHERE payment_intent_id = ${paymentIntentId}`;
  return row ? toRecord(row) : null;
}
