/*
 * The order as the browser keeps it between the cart and the confirmation (docs/behaviour/api.md#browser-storage):
 * the pending order while it is paid for, then the completed order the confirmation shows once.
 * Both are the contract's entries (./order-contract.ts) plus what the browser needs; money in cents.
 */
import * as v from 'valibot';
import { TIP_PERCENTS } from '../tip';
import { centsSchema, idSchema, orderEntries, taxLineSchema, totalAddsUp } from './order-contract';

const customerInfoSchema = v.object({
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  /** Null for pickup. */
  address: v.nullable(v.string()),
});

const pendingOrderEntries = {
  ...orderEntries,
  // Orders saved in a browser before tax and codes (issue 35) have neither.
  discountCents: v.optional(centsSchema, 0),
  taxCents: v.optional(centsSchema, 0),
  taxLines: v.optional(v.array(taxLineSchema), []),
  discountCode: v.optional(v.nullable(v.string()), null),
  /** What the server needs to price the tip itself. */
  tipPercent: v.picklist(TIP_PERCENTS),
  /** The zone the browser found for the address; the server finds it again. */
  deliveryZone: v.nullable(v.string()),
  customerInfo: customerInfoSchema,
  /**
   * The pickup or delivery window chosen in the cart sheet (ISO instants); the server holds it for
   * the payment. Orders saved before windows existed have none, and the server then asks for one.
   */
  fulfilmentWindow: v.optional(v.nullable(v.object({ start: v.string(), end: v.string() })), null),
  /** 'Text me order updates' was ticked: texts go to the contact phone. */
  textUpdates: v.optional(v.boolean(), false),
  /**
   * A pickup's spot as chosen in the cart sheet (issue 50), with its address when it is public (a
   * private one's comes with the receipt); none for a delivery or before spots.
   */
  pickupSpot: v.optional(
    v.nullable(v.object({ id: idSchema, name: v.string(), address: v.optional(v.nullable(v.string()), null) })),
    null,
  ),
};

/** The order being paid for (storage key pendingOrder); the server prices it all again. */
export const pendingOrderSchema = v.pipe(v.object(pendingOrderEntries), totalAddsUp());

export type PendingOrder = v.InferOutput<typeof pendingOrderSchema>;

/**
 * The pending order once paid (storage key completedOrder), with what the confirmation and the rating
 * popup need: the order's id, number and time (null while the server has not answered: the
 * confirmation then shows 'Processing').
 */
export const completedOrderSchema = v.pipe(
  v.object({
    ...pendingOrderEntries,
    orderId: v.nullable(idSchema),
    orderNumber: v.nullable(v.string()),
    createdAt: v.nullable(v.string()),
    feedbackToken: v.optional(v.nullable(v.string()), null),
    /** The order's tracking page (POST /api/orders answers a fresh link). */
    trackingUrl: v.optional(v.nullable(v.string()), null),
    status: v.literal('confirmed'),
    paymentStatus: v.literal('paid'),
    // None for an order the gift cards paid in full (issue 47).
    paymentIntentId: v.nullable(v.string()),
    /** What each gift card paid of it (issue 47); none when the card paid it all. */
    giftCards: v.optional(
      v.array(v.object({ last4: v.string(), appliedCents: v.number(), returnedCents: v.optional(v.number()) })),
      [],
    ),
  }),
  totalAddsUp(),
);

export type CompletedOrder = v.InferOutput<typeof completedOrderSchema>;
