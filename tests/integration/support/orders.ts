import type { OrderLine } from '@/domain/order/order-contract';
import type { OrderStatus } from '@/domain/order-status';
import orderStatus from '../../../netlify/functions/order-status.mts';
import { call, type CallResult } from './call';
import { sql } from './db';

/** An order to put straight into the database, as the payment flow stores one. */
export interface OrderSeed {
  userId?: number | null;
  status?: OrderStatus;
  orderType?: 'pickup' | 'delivery';
  customerName?: string;
  customerEmail?: string | null;
  customerPhone?: string;
  /** The order's lines; the subtotal is their sum. */
  lines?: Array<Omit<OrderLine, 'totalCents'>>;
  deliveryFeeCents?: number;
  tipCents?: number;
  notes?: string | null;
  deliveryAddress?: unknown;
  paymentIntentId?: string | null;
  createdAt?: Date | string;
  /** The window the order is booked in (ISO instants or dates). */
  fulfilmentWindow?: { start: Date | string; end: Date | string } | null;
}

export const TWENTY_SAMOSAS: Array<Omit<OrderLine, 'totalCents'>> = [
  { productId: 1, name: 'Beef Samosa', quantity: 20, priceCents: 190 },
];

let sequence = 0;

/**
 * Inserts an order with its lines (order_items) in one statement, totals adding up as the tables
 * require; answers its id. `count` > 1 inserts that many copies, each a minute after the last.
 */
export async function insertOrder(seed: OrderSeed = {}, count = 1): Promise<number[]> {
  const lines = (seed.lines ?? TWENTY_SAMOSAS).map((line) => ({
    ...line,
    total_cents: line.priceCents * line.quantity,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.total_cents, 0);
  const fee = seed.deliveryFeeCents ?? 0;
  const tip = seed.tipCents ?? 0;
  const rows = await sql<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO orders (user_id, status, order_type, customer_name, customer_email, customer_phone,
         subtotal_cents, delivery_fee_cents, tip_cents, total_cents, notes, delivery_address, payment_intent_id,
         created_at, fulfilment_window_start, fulfilment_window_end)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb,
         CASE WHEN $13::text IS NULL THEN NULL ELSE $13::text || CASE WHEN $16::int > 1 THEN '-' || n ELSE '' END END,
         $14::timestamptz + (n - 1) * interval '1 minute', $17::timestamptz, $18::timestamptz
       FROM generate_series(1, $16::int) AS n
       RETURNING id
     ), lines AS (
       INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
       SELECT inserted.id, line.line_no, line."productId", line.name, line."priceCents", line.quantity, line.total_cents
       FROM inserted CROSS JOIN jsonb_to_recordset($15::jsonb)
         AS line (line_no int, "productId" bigint, name text, "priceCents" int, quantity int, total_cents int)
     )
     SELECT id FROM inserted ORDER BY id`,
    [
      seed.userId ?? null,
      seed.status ?? 'confirmed',
      seed.orderType ?? 'pickup',
      seed.customerName ?? `Customer ${Date.now().toString(36)}-${++sequence}`,
      seed.customerEmail === undefined ? 'buyer@example.com' : seed.customerEmail,
      seed.customerPhone ?? '913-555-0100',
      subtotal,
      fee,
      tip,
      subtotal + fee + tip,
      seed.notes ?? null,
      seed.deliveryAddress === undefined || seed.deliveryAddress === null ? null : JSON.stringify(seed.deliveryAddress),
      seed.paymentIntentId === undefined ? `pi_seed_${Date.now().toString(36)}_${++sequence}` : seed.paymentIntentId,
      seed.createdAt ?? new Date(),
      JSON.stringify(lines.map((line, index) => ({ ...line, line_no: index + 1 }))),
      count,
      seed.fulfilmentWindow?.start ?? null,
      seed.fulfilmentWindow?.end ?? null,
    ],
  );
  return rows.map((row) => Number(row.id));
}

/** PATCH /api/orders/{id}/status as the caller whose session cookie is given (the owner's, to cancel). */
export const patchStatus = <Body = unknown>(
  id: number,
  status: string,
  cookie: string | null,
): Promise<CallResult<Body>> =>
  call<Body>(orderStatus, `/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status },
    cookie,
    params: { id: String(id) },
  });
