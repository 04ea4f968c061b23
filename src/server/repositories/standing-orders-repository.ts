import * as v from 'valibot';
import { STANDING_STATUSES } from '@/domain/api/standing-answers';
import type { Weekday } from '@/domain/fulfilment/schedule';
import { ORDER_TYPES } from '@/domain/order-type';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';
import type { GatewayName } from './checkouts-repository';

/* Standing orders (migration 0051): what she asked for, her card, the agreement she accepted. */

const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
);
const dateText = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10))),
);

const standingRow = camelRow({
  id: bigintColumn,
  user_id: bigintColumn,
  status: v.picklist(STANDING_STATUSES),
  paused_by: v.nullable(v.picklist(['customer', 'owner'])),
  owner_message: v.nullable(v.string()),
  items: v.array(v.object({ productId: v.number(), quantity: v.number() })),
  order_type: v.picklist(ORDER_TYPES),
  delivery_address: v.nullable(v.string()),
  customer_name: v.string(),
  customer_phone: v.string(),
  channel: v.picklist(['email', 'sms']),
  preferred_weekday: v.pipe(
    v.number(),
    v.transform((day) => day as Weekday),
  ),
  preferred_time: v.string(),
  ends_on: v.nullable(dateText),
  skip_next: v.boolean(),
  gateway: v.picklist(['stripe', 'test']),
  gateway_customer_id: v.nullable(v.string()),
  payment_method_id: v.nullable(v.string()),
  card_brand: v.nullable(v.string()),
  card_last4: v.nullable(v.string()),
  card_exp_month: v.nullable(v.number()),
  card_exp_year: v.nullable(v.number()),
  setup_intent_id: v.nullable(v.string()),
  agreement_text: v.string(),
  agreed_at: instant,
  created_at: instant,
  email: v.string(),
});

export type StoredStandingOrder = v.InferOutput<typeof standingRow>;

const COLUMNS = `s.id, s.user_id, s.status, s.paused_by, s.owner_message, s.items, s.order_type, s.delivery_address,
  s.customer_name, s.customer_phone, s.channel, s.preferred_weekday, s.preferred_time, s.ends_on, s.skip_next,
  s.gateway, s.gateway_customer_id, s.payment_method_id, s.card_brand, s.card_last4, s.card_exp_month,
  s.card_exp_year, s.setup_intent_id, s.agreement_text, s.agreed_at, s.created_at, u.email`;
const FROM = 'FROM standing_orders s JOIN users u ON u.id = s.user_id';

const readOne = (db: Db, where: string, params: readonly unknown[], lock = '') =>
  readRow(db, 'standing_orders', standingRow, `SELECT ${COLUMNS} ${FROM} WHERE ${where}${lock}`, params);

export interface NewStandingOrder {
  userId: number;
  items: ReadonlyArray<{ productId: number; quantity: number }>;
  orderType: 'pickup' | 'delivery';
  deliveryAddress: string | null;
  customerName: string;
  customerPhone: string;
  channel: 'email' | 'sms';
  weekday: Weekday;
  time: string;
  endsOn: string | null;
  gateway: GatewayName;
  agreementText: string;
  agreedFrom: string | null;
}

export async function insertStandingOrder(tx: Db, order: NewStandingOrder): Promise<number> {
  const { rows } = await tx.query(
    `INSERT INTO standing_orders (user_id, items, order_type, delivery_address, customer_name, customer_phone, channel,
       preferred_weekday, preferred_time, ends_on, gateway, agreement_text, agreed_at, agreed_from)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now(), $13) RETURNING id`,
    [
      order.userId,
      JSON.stringify(order.items.map(({ productId, quantity }) => ({ productId, quantity }))),
      order.orderType,
      order.deliveryAddress,
      order.customerName,
      order.customerPhone,
      order.channel,
      order.weekday,
      order.time,
      order.endsOn,
      order.gateway,
      order.agreementText,
      order.agreedFrom,
    ],
  );
  const id = (rows[0] as { id?: unknown } | undefined)?.id;
  if (id === undefined) throw new Error('The standing order was not stored');
  return Number(id);
}

export const findStandingOrder = (db: Db, id: number) => readOne(db, 's.id = $1', [id]);

/** Her own standing order, or null (someone else's reads as none). */
export const findUsersStandingOrder = (db: Db, userId: number, id: number) =>
  readOne(db, 's.id = $1 AND s.user_id = $2', [id, userId]);

/** Locks the standing order's row to the end of the caller's transaction. */
export const lockStandingOrder = (tx: Db, id: number) => readOne(tx, 's.id = $1', [id], ' FOR UPDATE OF s');

export const listUsersStandingOrders = (db: Db, userId: number) =>
  readRows(db, 'standing_orders', standingRow, `SELECT ${COLUMNS} ${FROM} WHERE s.user_id = $1 ORDER BY s.id`, [
    userId,
  ]);

/** Every standing order the owner sees: all but those cancelled over 30 days ago. */
export const listStandingOrdersForOwner = (db: Db) =>
  readRows(
    db,
    'standing_orders',
    standingRow,
    `SELECT ${COLUMNS} ${FROM}
     WHERE s.status <> 'cancelled' OR s.cancelled_at > now() - interval '30 days' ORDER BY s.id`,
    [],
  );

/**
 * The standing orders a cycle has still to place (or skip), at most `limit`, oldest first: the
 * regulars of longest standing go first.
 */
export const listUnplacedStandingOrders = (db: Db, cycleKey: string, limit: number) =>
  readRows(
    db,
    'standing_orders',
    standingRow,
    `SELECT ${COLUMNS} ${FROM} WHERE s.status IN ('active', 'paused')
       AND NOT EXISTS (SELECT 1 FROM standing_order_runs r WHERE r.standing_order_id = s.id AND r.cycle_key = $1)
     ORDER BY s.id LIMIT $2`,
    [cycleKey, limit],
  );

/** The columns a change may write; each given one is set, the others kept. */
export interface StandingChange {
  status?: StoredStandingOrder['status'];
  pausedBy?: 'customer' | 'owner' | null;
  ownerMessage?: string | null;
  items?: ReadonlyArray<{ productId: number; quantity: number }>;
  weekday?: Weekday;
  time?: string;
  endsOn?: string | null;
  skipNext?: boolean;
  setupIntentId?: string | null;
  gateway?: GatewayName;
  gatewayCustomerId?: string;
  card?: { paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number };
}

const CHANGE_COLUMNS: ReadonlyArray<[keyof StandingChange, string]> = [
  ['status', 'status'],
  ['pausedBy', 'paused_by'],
  ['ownerMessage', 'owner_message'],
  ['weekday', 'preferred_weekday'],
  ['time', 'preferred_time'],
  ['endsOn', 'ends_on'],
  ['skipNext', 'skip_next'],
  ['setupIntentId', 'setup_intent_id'],
  ['gateway', 'gateway'],
  ['gatewayCustomerId', 'gateway_customer_id'],
];

export async function updateStandingOrder(tx: Db, id: number, change: StandingChange): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  for (const [key, column] of CHANGE_COLUMNS) if (change[key] !== undefined) set(column, change[key]);
  if (change.items) set('items', JSON.stringify(change.items), '::jsonb');
  if (change.card) {
    set('payment_method_id', change.card.paymentMethodId);
    set('card_brand', change.card.brand);
    set('card_last4', change.card.last4);
    set('card_exp_month', change.card.expMonth);
    set('card_exp_year', change.card.expYear);
  }
  if (change.status === 'cancelled') sets.push('cancelled_at = now()');
  if (sets.length === 0) return;
  await tx.query(`UPDATE standing_orders SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}
