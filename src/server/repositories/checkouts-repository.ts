import * as v from 'valibot';
import type { PricedCheckout } from '@/domain/checkout-pricing';
import {
  centsSchema,
  orderLine,
  orderLineEntries,
  storedQuantitySchema,
  orderMoneyEntries,
  taxLineSchema,
} from '@/domain/order/order-contract';
import { ORDER_TYPES } from '@/domain/order-type';
import { paidByCards } from '@/domain/gift-cards/gift-card-split';
import type { FulfilmentWindow } from '@/domain/fulfilment/schedule';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

const GATEWAY_NAMES = ['stripe', 'test'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** What the customer is buying and who they are, as priced by the server before any payment. */
export interface CheckoutOrder extends PricedCheckout {
  /** `textPhone`: the phone in E.164 when the customer asked for texts; null otherwise. */
  customer: { name: string; phone: string; email: string | null; textPhone: string | null };
  /** The Stripe Tax calculation its tax came from, recorded as the sale once paid; null: the owner's rates. */
  taxCalculationId: string | null;
  /** The gift cards that pay part of its total, and how much each (issue 47); spent when it is booked. */
  giftCards: CardShareOfCheckout[];
  /** A pickup's spot (issue 50); null for a delivery. */
  pickupSpotId: number | null;
}

export interface CardShareOfCheckout {
  cardId: number;
  last4: string;
  appliedCents: number;
}

/** What the bank card (or wallet) pays of a checkout's order: its total less the gift cards' shares. */
export const amountDueOf = (order: Pick<CheckoutOrder, 'totalCents' | 'giftCards'>): number =>
  order.totalCents - paidByCards(order.giftCards);

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
        quantity: storedQuantitySchema,
        priceCents: centsSchema,
      }),
      v.transform(orderLine),
    ),
  ),
  ...orderMoneyEntries,
  // Checkouts saved before tax and codes (issue 35) have neither.
  discountCents: v.optional(centsSchema, 0),
  taxCents: v.optional(centsSchema, 0),
  taxLines: v.optional(v.array(taxLineSchema), []),
  discountCode: v.optional(v.nullable(v.string()), null),
  discountCodeId: v.optional(v.nullable(v.number()), null),
  taxPlace: v.optional(v.nullable(v.object({ name: v.string(), state: v.string() })), null),
  // Checkouts saved before Stripe Tax (or taxed at the owner's rates) have none.
  taxCalculationId: v.optional(v.nullable(v.string()), null),
  delivery: v.nullable(
    v.object({ fullAddress: v.string(), zone: v.string(), feeCents: centsSchema, distanceMiles: v.number() }),
  ),
  customer: v.object({
    name: v.string(),
    phone: v.string(),
    email: v.nullable(v.string()),
    // Checkouts saved before texts have none.
    textPhone: v.optional(v.nullable(v.string()), null),
  }),
  // A pickup's spot (issue 50); checkouts saved before spots, and deliveries, have none (the kitchen's).
  pickupSpotId: v.optional(v.nullable(v.number()), null),
  // Checkouts saved before gift cards have none.
  giftCards: v.optional(v.array(v.object({ cardId: v.number(), last4: v.string(), appliedCents: centsSchema })), []),
});

/** A checkout as saved: its priced order, payment, and the window its order books. */
const checkoutSchema = v.pipe(
  camelRow({
    id: v.string(),
    user_id: v.nullable(bigintColumn),
    order_data: checkoutOrderSchema,
    amount_cents: v.number(),
    customer_email: v.nullable(v.string()),
    gateway: v.picklist(GATEWAY_NAMES),
    payment_intent_id: v.nullable(v.string()),
    /** The SHA-256 (hex) of the intent's client secret: the buyer's browser's proof (record-order.ts). */
    client_secret_sha256: v.nullable(v.string()),
    fulfilment_window_start: v.nullable(v.date()),
    fulfilment_window_end: v.nullable(v.date()),
    /** Why its authorised payment could not be booked (the window filled first); null otherwise. */
    refusal: v.nullable(v.string()),
    /** When that refused payment was let go (the authorisation cancelled, or the money refunded). */
    payment_released_at: v.nullable(v.date()),
    /** The payment link it pays (issue 37): its order exists already, and is paid rather than booked. */
    payment_link_id: v.nullable(bigintColumn),
    /** The order it became, for a checkout the gift cards pay in full (issue 47), which has no payment. */
    order_id: v.nullable(bigintColumn),
  }),
  v.transform(({ orderData, fulfilmentWindowStart: start, fulfilmentWindowEnd: end, ...checkout }) => ({
    ...checkout,
    order: orderData,
    /** The window its order books; null for checkouts from before windows. */
    fulfilmentWindow: start && end ? ({ start, end } satisfies FulfilmentWindow) : null,
  })),
);

export type CheckoutRecord = v.InferOutput<typeof checkoutSchema>;

const COLUMNS = `id, user_id, order_data, amount_cents, customer_email, gateway, payment_intent_id,
  client_secret_sha256, fulfilment_window_start, fulfilment_window_end, refusal, payment_released_at, payment_link_id,
  order_id`;

/**
 * Saves a checkout before its payment intent exists, with the window it chose (which it does not
 * hold: only its booked order takes a place); answers its id (the intent's metadata).
 */
export async function insertCheckout(
  db: Db,
  checkout: {
    userId: number | null;
    order: CheckoutOrder;
    gateway: GatewayName;
    window: FulfilmentWindow | null;
    /** A link's checkout: the link, and the amount it asks (the order's total, or a difference). */
    link?: { id: number; amountCents: number };
  },
): Promise<string> {
  const saved = await readRow(
    db,
    'checkouts',
    v.object({ id: v.string() }),
    `INSERT INTO checkouts (user_id, order_data, amount_cents, customer_email, gateway,
       fulfilment_window_start, fulfilment_window_end, payment_link_id)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8)
     RETURNING id`,
    [
      checkout.userId,
      JSON.stringify(checkout.order),
      checkout.link?.amountCents ?? amountDueOf(checkout.order),
      checkout.order.customer.email,
      checkout.gateway,
      checkout.window?.start ?? null,
      checkout.window?.end ?? null,
      checkout.link?.id ?? null,
    ],
  );
  if (!saved) throw new Error('Saving the checkout returned no row');
  return saved.id;
}

/**
 * Records that a checkout's authorised payment found its window full, inside the transaction that
 * counted the places: from then on it is refused with the same words and never booked.
 */
export async function recordRefusal(tx: Db, checkoutId: string, refusal: string): Promise<void> {
  await tx.query('UPDATE checkouts SET refused_at = now(), refusal = COALESCE(refusal, $2) WHERE id = $1::uuid', [
    checkoutId,
    refusal,
  ]);
}

/** The order a checkout without a payment became (the gift cards paid it all), in the booking's transaction. */
export async function recordCheckoutOrder(tx: Db, checkoutId: string, orderId: number): Promise<void> {
  await tx.query('UPDATE checkouts SET order_id = $2 WHERE id = $1::uuid', [checkoutId, orderId]);
}

/** The refused checkout's payment has been let go at the gateway. */
export async function markPaymentReleased(db: Db, checkoutId: string): Promise<void> {
  await db.query('UPDATE checkouts SET payment_released_at = now() WHERE id = $1::uuid', [checkoutId]);
}

/** Refused checkouts whose payment a stopped function did not let go (for the scheduled sender). */
export const refusedUnreleased = (db: Db, limit: number): Promise<CheckoutRecord[]> =>
  readRows(
    db,
    'checkouts',
    checkoutSchema,
    `SELECT ${COLUMNS} FROM checkouts
     WHERE refused_at IS NOT NULL AND payment_released_at IS NULL AND payment_intent_id IS NOT NULL
     ORDER BY refused_at LIMIT $1`,
    [limit],
  );

export async function attachPaymentIntent(
  db: Db,
  checkoutId: string,
  // A charge of a saved card has no client secret: no browser confirms it.
  intent: { id: string; clientSecretSha256: string | null },
): Promise<void> {
  await db.query('UPDATE checkouts SET payment_intent_id = $2, client_secret_sha256 = $3 WHERE id = $1::uuid', [
    checkoutId,
    intent.id,
    intent.clientSecretSha256,
  ]);
}

export const findCheckoutByPaymentIntent = (db: Db, paymentIntentId: string): Promise<CheckoutRecord | null> =>
  readRow(db, 'checkouts', checkoutSchema, `SELECT ${COLUMNS} FROM checkouts WHERE payment_intent_id = $1`, [
    paymentIntentId,
  ]);

/** By id, for an intent whose id was never attached (the server stopped between the two steps). */
export const findCheckoutById = (db: Db, checkoutId: string): Promise<CheckoutRecord | null> =>
  checkoutById(db, checkoutId, '');

/**
 * By id, its row locked until the caller's transaction ends: every booking of a checkout's payment
 * takes this lock first, so two reports of one payment (the browser's and the webhook's) book it
 * one after the other, each reading what the one before it did.
 */
export const lockCheckout = (tx: Db, checkoutId: string): Promise<CheckoutRecord | null> =>
  checkoutById(tx, checkoutId, 'FOR NO KEY UPDATE');

async function checkoutById(db: Db, checkoutId: string, lock: '' | 'FOR NO KEY UPDATE') {
  // Metadata comes from outside; a value that is not a UUID names no checkout.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(checkoutId)) return null;
  return readRow(db, 'checkouts', checkoutSchema, `SELECT ${COLUMNS} FROM checkouts WHERE id = $1::uuid ${lock}`, [
    checkoutId,
  ]);
}
