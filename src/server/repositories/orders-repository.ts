import * as v from 'valibot';
import type { Cents } from '@/domain/money';
import { storedOrderSchema, type NewPaidOrder, type StoredOrder } from '@/domain/order/stored-order';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import type { OrderSnapshot } from '@/domain/order/order-snapshot';
import type { InPersonMethod, OrderPaymentMethod } from '@/domain/order/payment-method';
import { contestedPoint, type Db, readRow, readRows } from '../db';

export type { NewPaidOrder, StoredOrder };

/** The columns of an order and its lines (order_items, in the customer's order) as one JSON list. */
const COLUMNS = `o.id, o.user_id, o.status, o.order_type, o.customer_name, o.customer_email, o.customer_phone,
  o.subtotal_cents, o.discount_cents, o.delivery_fee_cents, o.service_charge_cents, o.setup_cents, o.tax_cents,
  o.tax_lines, o.tip_cents, o.total_cents, o.discount_code, o.notes, o.delivery_address,
  o.payment_intent_id, o.created_at, o.fulfilment_window_start, o.fulfilment_window_end, o.refunded_at,
  o.payment_captured_at, o.text_phone,
  o.payment_method, o.paid_in_person_cents, o.paid_in_person_how, o.paid_in_person_at, o.entered_by_email, o.over_limits,
  (SELECT jsonb_build_object('amountCents', l.amount_cents, 'expiresAt', l.expires_at) FROM payment_links l
    WHERE l.order_id = o.id AND l.paid_at IS NULL AND l.ended_at IS NULL ORDER BY l.id DESC LIMIT 1) AS open_link,
  COALESCE((
    SELECT jsonb_agg(jsonb_build_object('at', c.changed_at, 'byEmail', c.changed_by_email, 'before', c.before,
      'after', c.after, 'adjustment', jsonb_build_object('kind', c.adjustment_kind, 'cents', c.adjustment_cents,
        'giftCards', c.gift_card_returns))
      ORDER BY c.changed_at, c.id)
    FROM order_changes c WHERE c.order_id = o.id AND c.state = 'done'
  ), '[]'::jsonb) AS changes,
  -- Each card: what it paid of the total as it stands (its spend less what changes gave back) and
  -- what a cancellation gave back (a refund row of no change).
  COALESCE((
    SELECT jsonb_agg(jsonb_build_object('last4', g.last4, 'appliedCents', share.applied, 'returnedCents', share.returned)
      ORDER BY share.first)
    FROM (
      SELECT l.gift_card_id, min(l.id) AS first,
        -sum(l.amount_cents) FILTER (WHERE l.kind = 'spend' OR l.order_change_id IS NOT NULL) AS applied,
        COALESCE(sum(l.amount_cents) FILTER (WHERE l.kind = 'refund' AND l.order_change_id IS NULL), 0) AS returned
      FROM gift_card_ledger l WHERE l.order_id = o.id AND l.kind IN ('spend', 'refund') GROUP BY l.gift_card_id
    ) share JOIN gift_cards g ON g.id = share.gift_card_id
  ), '[]'::jsonb) AS gift_cards,
  -- A catering order's request, and what its payments hold: its links paid, less what changes paid
  -- back, and money in person.
  CASE WHEN o.catering_request_id IS NOT NULL THEN jsonb_build_object(
    'reference', 'CAT-' || o.catering_request_id,
    'paidCents', COALESCE((SELECT sum(COALESCE(l.captured_cents, l.amount_cents)) FROM payment_links l
        WHERE l.order_id = o.id AND l.paid_at IS NOT NULL), 0)
      - COALESCE((SELECT sum(r.amount_cents) FROM order_refunds r WHERE r.order_id = o.id), 0)
      + COALESCE(o.paid_in_person_cents, 0)
  ) END AS catering,
  -- A standing order's order: while it is unpaid, why its run's charge failed.
  CASE WHEN o.standing_order_id IS NOT NULL THEN jsonb_build_object(
    'failure', (SELECT r.failure_message FROM standing_order_runs r
      WHERE r.order_id = o.id AND r.status = 'failed' AND o.status = 'pending')
  ) END AS standing,
  -- A pickup's spot (issue 50), as it stands now; null for a delivery.
  (SELECT jsonb_build_object('id', s.id, 'name', s.name, 'address', s.address, 'notes', s.notes, 'private', s.private)
    FROM pickup_spots s WHERE s.id = o.pickup_spot_id) AS pickup_spot,
  CASE WHEN o.delivery_geo IS NOT NULL THEN jsonb_build_object(
    'lat', o.delivery_lat, 'lon', o.delivery_lon, 'precision', o.delivery_geo) END AS delivery_point,
  COALESCE((
    SELECT jsonb_agg(jsonb_build_object('productId', i.product_id, 'name', i.name, 'quantity', i.quantity,
      'priceCents', i.unit_price_cents, 'totalCents', i.line_total_cents) ORDER BY i.line_no)
    FROM order_items i WHERE i.order_id = o.id
  ), '[]'::jsonb) AS items`;

/** The open link's JSON (its time a string there), with its time as a Date for the schema to check. */
function openLinkOf(value: unknown) {
  if (value === null || typeof value !== 'object') return value;
  const link = value as { amountCents?: unknown; expiresAt?: unknown };
  return { amountCents: link.amountCents, expiresAt: new Date(String(link.expiresAt)) };
}

/** A row of COLUMNS, read strictly: a row that does not fit is an error, never a 0 or a blank. */
const orderRowSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((row) => {
    const id = (value: unknown) => (value === null ? null : Number(value));
    return {
      id: id(row['id']),
      userId: id(row['user_id']),
      status: row['status'],
      orderType: row['order_type'],
      customerName: row['customer_name'],
      customerEmail: row['customer_email'],
      customerPhone: row['customer_phone'],
      subtotalCents: row['subtotal_cents'],
      discountCents: row['discount_cents'],
      deliveryFeeCents: row['delivery_fee_cents'],
      serviceChargeCents: row['service_charge_cents'],
      setupCents: row['setup_cents'],
      taxCents: row['tax_cents'],
      taxLines: row['tax_lines'],
      tipCents: row['tip_cents'],
      totalCents: row['total_cents'],
      discountCode: row['discount_code'],
      notes: row['notes'],
      deliveryAddress: row['delivery_address'],
      items: row['items'],
      paymentIntentId: row['payment_intent_id'],
      fulfilmentWindow:
        row['fulfilment_window_start'] === null
          ? null
          : { start: row['fulfilment_window_start'], end: row['fulfilment_window_end'] },
      createdAt: row['created_at'],
      refundedAt: row['refunded_at'],
      paymentCapturedAt: row['payment_captured_at'],
      textPhone: row['text_phone'],
      paymentMethod: row['payment_method'],
      paidInPerson:
        row['paid_in_person_cents'] === null
          ? null
          : { cents: row['paid_in_person_cents'], how: row['paid_in_person_how'], at: row['paid_in_person_at'] },
      openLink: openLinkOf(row['open_link']),
      enteredByEmail: row['entered_by_email'],
      overLimits: row['over_limits'],
      changes: row['changes'],
      giftCards: row['gift_cards'],
      catering: row['catering'],
      standing: row['standing'],
      pickupSpot: row['pickup_spot'],
      deliveryPoint: row['delivery_point'],
    };
  }),
  storedOrderSchema,
);

/** Orders matching `where` (on `o`, with `params`), in `order`. */
const selectOrders = (db: Db, where: string, params: readonly unknown[], order = ''): Promise<StoredOrder[]> =>
  readRows(db, 'orders', orderRowSchema, `SELECT ${COLUMNS} FROM orders o WHERE ${where} ${order}`, params);

/** One order by a condition on `o`. */
async function readOrder(db: Db, where: string, value: unknown): Promise<StoredOrder | null> {
  const [order] = await selectOrders(db, where, [value]);
  return order ?? null;
}

/** One page of a list of orders, newest first. */
export interface OrderPage {
  /** Null: every order from the cursor on. */
  limit: number | null;
  offset: number;
  /** The cursor: the page starts after this order (its id), in the list's order; null from the start. */
  after: number | null;
}

export interface OrderListFilter extends OrderPage {
  status: OrderStatus | null;
}

/**
 * One page of the orders matching `where` (on `o`, with `params`), newest first (id breaks ties, so
 * pages never overlap or skip). After the cursor when there is one: its time looked up in the same
 * statement, the rows after it read as an index range (the (created_at DESC, id DESC) indexes), so
 * a page costs the same however far back it is, where an offset reads and drops every row before
 * it. `cursorOf` limits which orders may be the cursor; one that is not gives an empty page.
 * `LIMIT NULL` is Postgres for no limit.
 */
function selectPage(
  db: Db,
  where: string,
  params: readonly unknown[],
  page: OrderPage,
  cursorOf = 'TRUE',
): Promise<StoredOrder[]> {
  const next = params.length + 1;
  const keyset =
    page.after === null
      ? ''
      : ` AND (o.created_at, o.id) < ((SELECT c.created_at FROM orders c WHERE c.id = $${next + 2}::bigint AND ${cursorOf}), $${next + 2}::bigint)`;
  return selectOrders(
    db,
    `${where}${keyset}`,
    [...params, page.limit, page.offset, ...(page.after === null ? [] : [page.after])],
    `ORDER BY o.created_at DESC, o.id DESC LIMIT $${next}::bigint OFFSET $${next + 1}::bigint`,
  );
}

/** Orders, newest first, one page (the (created_at DESC, id DESC) and (status, ...) indexes). */
export const listOrders = (db: Db, filter: OrderListFilter): Promise<StoredOrder[]> =>
  selectPage(db, '($1::text IS NULL OR o.status = $1::text)', [filter.status], filter);

/** One account's orders, newest first, one page (the (user_id, created_at DESC, id DESC) index); its own order is its cursor. */
export const listOrdersOfUser = (db: Db, userId: number, page: OrderPage): Promise<StoredOrder[]> =>
  selectPage(db, 'o.user_id = $1', [userId], page, 'c.user_id = $1');

export interface OrderStatsRecord {
  totalOrders: number;
  pendingOrders: number;
  /** Sum of the totals of every order that is not cancelled. */
  revenueCents: Cents;
}

/** The dashboard's figures in one pass over the table, without sending any order to the server. */
export async function orderStats(db: Db): Promise<OrderStatsRecord> {
  const row = await readRow(
    db,
    'orders',
    v.object({ total_orders: v.number(), pending_orders: v.number(), revenue_cents: v.string() }),
    `SELECT count(*)::int AS total_orders,
       (count(*) FILTER (WHERE status = 'pending'))::int AS pending_orders,
       COALESCE(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue_cents
     FROM orders`,
  );
  return {
    totalOrders: row?.total_orders ?? 0,
    pendingOrders: row?.pending_orders ?? 0,
    revenueCents: Number(row?.revenue_cents ?? 0),
  };
}

export interface StatusChanger {
  /** Null once the account that made the change was deleted; its address is kept. */
  userId: number | null;
  email: string;
}

/**
 * Sets an order's status and records the change (from, to, who, when), inside the caller's
 * transaction, so a status never changes without its history row. The row lock serialises
 * concurrent changes of the same order, keeping each history row's from_status true. Answers the
 * status it had before; null when the order does not exist.
 */
export async function recordStatusChange(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  changer: StatusChanger,
): Promise<OrderStatus | null> {
  const current = await readRow(
    tx,
    'orders',
    v.object({ status: v.picklist(ORDER_STATUSES) }),
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  if (!current) return null;
  await contestedPoint('order-status-change');
  await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [orderId, status]);
  await tx.query(
    `INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_by_email)
     VALUES ($1, $2, $3, $4, $5)`,
    [orderId, current.status, status, changer.userId, changer.email],
  );
  return current.status;
}

/** How a new order is recorded: the storefront's paid order, or one the owner entered (issue 37). */
interface OrderRecording {
  status: 'confirmed' | 'pending';
  paymentMethod: OrderPaymentMethod;
  captured: boolean;
  /** What gift cards pay of its total (issue 47); its payment is for the rest, recorded as taken when captured at once. */
  giftCardCents: number;
  enteredByEmail: string | null;
  overLimits: boolean;
  /** The catering request an accepted quote's order is of (issue 48). */
  cateringRequestId?: number;
  /** The standing order whose cycle placed it (issue 49). */
  standingOrderId?: number;
}

/**
 * Inserts an order with its lines and its first history row ('system', or the owner who entered
 * it), in one statement: atomic without a transaction, so no reader ever sees an order without its
 * lines. Answers its id, or null when its payment already has an order (the unique
 * payment_intent_id: when the browser and the webhook race, one insert wins).
 */
/** An order to insert: a catering order's carries its charges (issue 48). */
type InsertedOrder = Omit<NewPaidOrder, 'paymentIntentId'> &
  Partial<Pick<StoredOrder, 'serviceChargeCents' | 'setupCents'>> & {
    paymentIntentId: string | null;
    taxCalculationId: string | null;
  };

async function insertOrderRow(db: Db, order: InsertedOrder, recording: OrderRecording): Promise<number | null> {
  const { rows } = await db.query(
    `WITH inserted AS (
       INSERT INTO orders (user_id, status, order_type, customer_name, customer_email, customer_phone,
         subtotal_cents, delivery_fee_cents, tip_cents, total_cents, notes, delivery_address, payment_intent_id,
         fulfilment_window_start, fulfilment_window_end, payment_captured_at, text_phone,
         discount_cents, tax_cents, tax_lines, discount_code, discount_code_id, tax_place, tax_state,
         tax_calculation_id, payment_method, entered_by_email, over_limits, captured_cents, gift_card_cents,
         service_charge_cents, setup_cents, catering_request_id, standing_order_id, pickup_spot_id)
       VALUES ($1, $26, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $14, $15,
         CASE WHEN $16::boolean THEN now() END, $17,
         $18, $19, $20::jsonb, $21,
         -- A code deleted since the checkout: the order keeps its words, and takes no use of it.
         (SELECT id FROM discount_codes WHERE id = $22::bigint), $23, $24, $25, $27, $28, $29,
         CASE WHEN $16::boolean THEN $9::int - $30::int END, $30::int, $31, $32, $33, $34, $35)
       ON CONFLICT (payment_intent_id) DO NOTHING
       RETURNING id
     ), lines AS (
       INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
       SELECT inserted.id, line.line_no, line.product_id, line.name, line.price_cents, line.quantity, line.total_cents
       FROM inserted CROSS JOIN jsonb_to_recordset($13::jsonb)
         AS line (line_no integer, product_id bigint, name text, price_cents integer, quantity integer, total_cents integer)
     ), history AS (
       INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_email)
       SELECT id, NULL, $26, COALESCE($28, 'system') FROM inserted
     )
     SELECT id::int AS id FROM inserted`,
    [
      order.userId,
      order.orderType,
      order.customerName,
      order.customerEmail,
      order.customerPhone,
      order.subtotalCents,
      order.deliveryFeeCents,
      order.tipCents,
      order.totalCents,
      order.notes,
      order.deliveryAddress === null ? null : JSON.stringify(order.deliveryAddress),
      order.paymentIntentId,
      JSON.stringify(order.items.map(itemColumns)),
      order.fulfilmentWindow?.start ?? null,
      order.fulfilmentWindow?.end ?? null,
      recording.captured,
      order.textPhone,
      order.discountCents,
      order.taxCents,
      JSON.stringify(order.taxLines),
      order.discountCode,
      order.discountCodeId,
      order.taxPlace?.name ?? null,
      order.taxPlace?.state ?? null,
      // The Stripe Tax calculation, recorded as a tax transaction once the money is taken.
      order.taxCalculationId,
      recording.status,
      recording.paymentMethod,
      recording.enteredByEmail,
      recording.overLimits,
      recording.giftCardCents,
      order.serviceChargeCents ?? 0,
      order.setupCents ?? 0,
      recording.cateringRequestId ?? null,
      recording.standingOrderId ?? null,
      // None for a delivery, or a pickup of a path without a choice: the trigger makes that the kitchen.
      order.pickupSpotId ?? null,
    ],
  );
  const id = (rows[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * Records the order of a payment, status confirmed. Idempotent by its payment: every caller of a
 * race gets the one order back, and `created` says whether this call made it.
 */
export async function insertPaidOrder(
  db: Db,
  // No payment intent: an order the gift cards paid in full (its checkout's lock makes it once).
  order: Omit<NewPaidOrder, 'paymentIntentId'> & { paymentIntentId: string | null; taxCalculationId: string | null },
  payment: { captured: boolean; giftCardCents: number },
): Promise<{ order: StoredOrder; created: boolean }> {
  const id = await insertOrderRow(db, order, {
    status: 'confirmed',
    paymentMethod: 'card',
    captured: payment.captured,
    giftCardCents: payment.giftCardCents,
    enteredByEmail: null,
    overLimits: false,
  });
  const recorded =
    id !== null ? await findOrderById(db, id) : await findOrderByPaymentIntent(db, order.paymentIntentId ?? '');
  // Unreachable unless the order was deleted between the two statements.
  if (!recorded) throw new Error(`Order for payment ${order.paymentIntentId} vanished`);
  return { order: recorded, created: id !== null };
}

/**
 * Records an order the owner entered, without a payment yet: 'pending' while a payment link is
 * out, 'confirmed' when it is paid in person.
 */
export async function insertEnteredOrder(
  tx: Db,
  order: Omit<InsertedOrder, 'paymentIntentId'>,
  entry: {
    paymentMethod: 'link' | 'in-person';
    /** The owner who entered it; null for a catering order, which the customer accepted. */
    enteredByEmail: string | null;
    overLimits: boolean;
    cateringRequestId?: number;
    standingOrderId?: number;
  },
): Promise<StoredOrder> {
  const id = await insertOrderRow(
    tx,
    { ...order, paymentIntentId: null },
    { status: entry.paymentMethod === 'link' ? 'pending' : 'confirmed', captured: false, giftCardCents: 0, ...entry },
  );
  const recorded = id === null ? null : await findOrderById(tx, id);
  if (!recorded) throw new Error('Recording the entered order returned no row');
  return recorded;
}

/**
 * The gateway has taken the booked order's money (it is no longer only authorised): what it says it
 * took (its amount_received), which a change captured less by is less than the first total.
 */
export async function markPaymentCaptured(db: Db, orderId: number, receivedCents: number): Promise<void> {
  await db.query(
    `UPDATE orders SET payment_captured_at = now(), captured_cents = $2
     WHERE id = $1 AND payment_captured_at IS NULL`,
    [orderId, receivedCents],
  );
}

/**
 * Writes what a change made of the order (its lines, time, notes and money), or puts it back as it
 * was; `pendingChangeId` marks a change whose money is still at the gateway. Inside the caller's
 * transaction, which holds the order's lock.
 */
export async function rewriteOrder(
  tx: Db,
  orderId: number,
  snapshot: OrderSnapshot,
  pendingChangeId: number | null,
): Promise<void> {
  const { money } = snapshot;
  await tx.query(
    `UPDATE orders SET subtotal_cents = $2, discount_cents = $3, delivery_fee_cents = $4, tax_cents = $5,
       tax_lines = $6::jsonb, tip_cents = $7, total_cents = $8, notes = $9, fulfilment_window_start = $10,
       fulfilment_window_end = $11, change_pending_id = $12,
       tax_calculation_id = CASE WHEN $13::boolean THEN $14 ELSE tax_calculation_id END,
       service_charge_cents = $15, setup_cents = $16, updated_at = now()
     WHERE id = $1`,
    [
      orderId,
      money.subtotalCents,
      money.discountCents,
      money.deliveryFeeCents,
      money.taxCents,
      JSON.stringify(money.taxLines),
      money.tipCents,
      money.totalCents,
      snapshot.notes,
      snapshot.window?.start ?? null,
      snapshot.window?.end ?? null,
      pendingChangeId,
      snapshot.taxCalculationId !== undefined,
      snapshot.taxCalculationId ?? null,
      money.serviceChargeCents,
      money.setupCents,
    ],
  );
  await tx.query('DELETE FROM order_items WHERE order_id = $1', [orderId]);
  await tx.query(
    `INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
     SELECT $1, line.line_no, line.product_id, line.name, line.price_cents, line.quantity, line.total_cents
     FROM jsonb_to_recordset($2::jsonb)
       AS line (line_no integer, product_id bigint, name text, price_cents integer, quantity integer, total_cents integer)`,
    [orderId, JSON.stringify(snapshot.items.map(itemColumns))],
  );
}

/** The change whose money is still at the gateway, if any (read under the order's lock). */
export async function pendingChangeOf(tx: Db, orderId: number): Promise<number | null> {
  const row = await readRow(
    tx,
    'orders',
    v.object({ change_pending_id: v.nullable(v.pipe(v.string(), v.transform(Number))) }),
    'SELECT change_pending_id FROM orders WHERE id = $1',
    [orderId],
  );
  return row?.change_pending_id ?? null;
}

/** The owner took the order (or its change) over the kitchen's limits. */
export async function markOverLimits(tx: Db, orderId: number): Promise<void> {
  await tx.query('UPDATE orders SET over_limits = true WHERE id = $1', [orderId]);
}

/** The change's money is settled (or given up): the order is free to change again. */
export async function clearChangePending(tx: Db, orderId: number): Promise<void> {
  await tx.query('UPDATE orders SET change_pending_id = NULL WHERE id = $1', [orderId]);
}

/**
 * Booked orders whose money a stopped function did not take, booked at least `minutes` ago (so a
 * capture under way is left to finish).
 */
export const uncapturedOrders = (
  db: Db,
  minutes: number,
  limit: number,
): Promise<Array<{ orderId: number; paymentIntentId: string }>> =>
  readRows(
    db,
    'orders',
    v.object({ orderId: v.number(), paymentIntentId: v.string() }),
    `SELECT o.id::int AS "orderId", o.payment_intent_id AS "paymentIntentId" FROM orders o
     WHERE o.payment_captured_at IS NULL AND o.payment_intent_id IS NOT NULL AND o.created_at < now() - make_interval(mins => $1)
     ORDER BY o.created_at LIMIT $2`,
    [minutes, limit],
  );

/** An order line under the names jsonb_to_recordset maps to order_items' columns; lines count from 1. */
const itemColumns = (item: NewPaidOrder['items'][number], index: number) => ({
  line_no: index + 1,
  product_id: item.productId,
  name: item.name,
  price_cents: item.priceCents,
  quantity: item.quantity,
  total_cents: item.totalCents,
});

export const findOrderById = (db: Db, orderId: number): Promise<StoredOrder | null> =>
  readOrder(db, 'o.id = $1', orderId);

/** The order, its row locked until the caller's transaction ends (a change, a payment in person). */
export async function lockOrder(tx: Db, orderId: number): Promise<StoredOrder | null> {
  const [order] = await selectOrders(tx, 'o.id = $1', [orderId], 'FOR UPDATE OF o');
  return order ?? null;
}

/**
 * A payment link paid for the order: the order now carries that payment, captured (for the link's
 * amount, which the booking checked the gateway's intent is for) or still to capture.
 */
export async function attachLinkPayment(
  tx: Db,
  orderId: number,
  payment: { paymentIntentId: string; captured: boolean; amountCents: number },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_intent_id = $2, payment_captured_at = CASE WHEN $3::boolean THEN now() END,
       captured_cents = CASE WHEN $3::boolean THEN $4::int END, updated_at = now()
     WHERE id = $1 AND payment_intent_id IS NULL`,
    [orderId, payment.paymentIntentId, payment.captured, payment.amountCents],
  );
}

/** The owner took the order's money in person (cash or a card reader). */
export async function recordInPersonPayment(
  tx: Db,
  orderId: number,
  payment: { cents: number; how: InPersonMethod; byEmail: string },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET paid_in_person_cents = COALESCE(paid_in_person_cents, 0) + $2, paid_in_person_how = $3,
       paid_in_person_at = now(),
       paid_in_person_by_email = $4, updated_at = now()
     WHERE id = $1`,
    [orderId, payment.cents, payment.how, payment.byEmail],
  );
}

/** Each status the order has had, oldest first, with when: the tracking page's timeline. */
export const statusTimeline = (db: Db, orderId: number): Promise<Array<{ status: OrderStatus; at: Date }>> =>
  readRows(
    db,
    'order_status_history',
    v.pipe(
      v.object({ to_status: v.picklist(ORDER_STATUSES), changed_at: v.date() }),
      v.transform((row) => ({ status: row.to_status, at: row.changed_at })),
    ),
    'SELECT to_status, changed_at FROM order_status_history WHERE order_id = $1 ORDER BY changed_at, id',
    [orderId],
  );

export const findOrderByPaymentIntent = (db: Db, paymentIntentId: string): Promise<StoredOrder | null> =>
  readOrder(db, 'o.payment_intent_id = $1', paymentIntentId);

/** Orders with a window starting in [from, to), as `o`'s condition on $1 and $2. */
const IN_WINDOWS = 'o.fulfilment_window_start >= $1::timestamptz AND o.fulfilment_window_start < $2::timestamptz';
/** Earliest window first, id breaking ties: the (fulfilment_window_start, id) index's order. */
const WINDOW_ORDER = 'ORDER BY o.fulfilment_window_start, o.id';

/** Orders booked in a window starting in [from, to), earliest window first: the kitchen's day. */
export const listOrdersInWindows = (db: Db, from: Date, to: Date): Promise<StoredOrder[]> =>
  selectOrders(db, IN_WINDOWS, [from.toISOString(), to.toISOString()], WINDOW_ORDER);

/**
 * The same orders as listOrdersInWindows, in the same order, `batchSize` at a time: the CSV export
 * streams a year of them without holding it. Each batch is one statement that starts after the last
 * order of the batch before (its window looked up by its id, as the orders list's cursor is), an
 * index range however far in. Each batch reads the orders as they are then: an order whose window
 * moves while the file is being read may show in its old window or its new one.
 */
export async function* ordersInWindowsByBatch(
  db: Db,
  from: Date,
  to: Date,
  batchSize: number,
): AsyncGenerator<StoredOrder[]> {
  const range = [from.toISOString(), to.toISOString(), batchSize];
  let after: number | null = null;
  for (;;) {
    const batch: StoredOrder[] = await selectOrders(
      db,
      after === null
        ? IN_WINDOWS
        : `${IN_WINDOWS} AND (o.fulfilment_window_start, o.id) >
            ((SELECT c.fulfilment_window_start FROM orders c WHERE c.id = $4::bigint), $4::bigint)`,
      after === null ? range : [...range, after],
      `${WINDOW_ORDER} LIMIT $3::int`,
    );
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (batch.length < batchSize || last === undefined) return;
    after = last.id;
  }
}

/** The order a catering request's accepted quote became, or null. */
export const findCateringOrder = (db: Db, cateringRequestId: number): Promise<StoredOrder | null> =>
  readOrder(db, 'o.catering_request_id = $1', cateringRequestId);

/** The catering request the order is of, or null for any other order. */
export async function cateringRequestIdOf(db: Db, orderId: number): Promise<number | null> {
  const { rows } = await db.query('SELECT catering_request_id FROM orders WHERE id = $1', [orderId]);
  const id = (rows[0] as { catering_request_id?: unknown } | undefined)?.catering_request_id;
  return id === null || id === undefined ? null : Number(id);
}
