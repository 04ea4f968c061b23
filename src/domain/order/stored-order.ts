/*
 * The order as the database holds it (tables orders and order_items): the contract's entries
 * (./order-contract.ts) plus who placed it, its status, time, address and payment. The repository
 * parses every row with this schema, so a row that does not fit is an error, never a silent 0.
 */
import * as v from 'valibot';
import { ORDER_STATUSES } from '../order-status';
import { orderSpotSchema } from '../pickup-spots/pickup-spot';
import { orderChangeSchema } from './order-snapshot';
import { IN_PERSON_METHODS, ORDER_PAYMENT_METHODS } from './payment-method';
import { centsSchema, idSchema, orderChargeEntries, orderEntries, totalAddsUp } from './order-contract';

/** Where a delivery goes: the address as typed, its zone and that zone's fee. */
export const deliveryAddressSchema = v.object({
  fullAddress: v.string(),
  zone: v.string(),
  feeCents: centsSchema,
});

const storedOrderEntries = {
  ...orderEntries,
  ...orderChargeEntries,
  id: idSchema,
  userId: v.nullable(idSchema),
  status: v.picklist(ORDER_STATUSES),
  customerName: v.string(),
  customerEmail: v.nullable(v.string()),
  customerPhone: v.string(),
  notes: v.nullable(v.string()),
  /** Null for pickup; a plain string in orders recorded before zones were kept. */
  deliveryAddress: v.nullable(v.union([deliveryAddressSchema, v.string()])),
  paymentIntentId: v.nullable(v.string()),
  /** When the customer collects it or it arrives (shop time when shown); null for orders from before windows. */
  fulfilmentWindow: v.nullable(v.object({ start: v.date(), end: v.date() })),
  createdAt: v.date(),
  /** When cancelling it paid the money back through the gateway; null while it has not been refunded. */
  refundedAt: v.nullable(v.date()),
  /** When the gateway took the authorised money, just after the order was booked; null until then. */
  paymentCapturedAt: v.nullable(v.date()),
  /** The phone (E.164) the customer asked to be texted at about the order; null when they did not. */
  textPhone: v.nullable(v.string()),
  /** How it is paid: at the storefront's checkout, by a link the owner sent, or in person (issue 37). */
  paymentMethod: v.picklist(ORDER_PAYMENT_METHODS),
  /** The owner's record of money taken in person (cash or a card reader); null until then. */
  paidInPerson: v.nullable(v.object({ cents: centsSchema, how: v.picklist(IN_PERSON_METHODS), at: v.date() })),
  /** The payment link waiting to be paid, if any: how much, and until when it holds the order. */
  openLink: v.nullable(v.object({ amountCents: centsSchema, expiresAt: v.date() })),
  /** The administrator who entered it by hand; null for the storefront's orders. */
  enteredByEmail: v.nullable(v.string()),
  /** The owner took it over the kitchen's limits (a full window, a dish's pieces, the lead time). */
  overLimits: v.boolean(),
  /** Each change the owner made to it, oldest first (issue 37). */
  changes: v.array(orderChangeSchema),
  /**
   * A catering event's order (issue 48): its request's reference, and what its payments hold now
   * (the deposit's and the balance's links, less what changes paid back, and money in person);
   * null for every other order.
   */
  catering: v.optional(v.nullable(v.object({ reference: v.string(), paidCents: v.number() })), null),
  /**
   * An order a standing order's cycle placed (issue 49): while it is unpaid, the reason its run's
   * charge failed (null before the charge and once paid); null for every other order.
   */
  standing: v.optional(v.nullable(v.object({ failure: v.nullable(v.string()) })), null),
  /** A pickup's spot (issue 50): its address is the customer's only once paid (../pickup-spots). */
  pickupSpot: v.optional(v.nullable(orderSpotSchema), null),
  /**
   * Where the geocoder placed a delivery's address after booking: 'address' when it found it,
   * 'zip' when only its ZIP's centre was known; null until it has been asked.
   */
  deliveryPoint: v.optional(
    v.nullable(v.object({ lat: v.number(), lon: v.number(), precision: v.picklist(['address', 'zip']) })),
    null,
  ),
  /**
   * What each gift card paid of its total as it stands, in the order they paid (issue 47), and what
   * cancelling gave back to it; none when the card paid it all.
   */
  giftCards: v.optional(
    v.array(v.object({ last4: v.string(), appliedCents: centsSchema, returnedCents: v.optional(centsSchema, 0) })),
    [],
  ),
};

/** Fields the owner's entry and payment set; a storefront order is booked without them. */
const OWNER_FIELDS = ['paymentMethod', 'paidInPerson', 'openLink', 'enteredByEmail', 'overLimits', 'changes'] as const;

export const storedOrderSchema = v.pipe(v.object(storedOrderEntries), totalAddsUp());

export type StoredOrder = v.InferOutput<typeof storedOrderSchema>;

/** A paid order about to be recorded: everything but what the database assigns. */
export const newPaidOrderSchema = v.pipe(
  v.object({
    ...v.omit(v.object(storedOrderEntries), [
      'id',
      'status',
      'createdAt',
      'refundedAt',
      'paymentCapturedAt',
      'giftCards',
      'serviceChargeCents',
      'setupCents',
      'catering',
      'standing',
      'pickupSpot',
      'deliveryPoint',
      ...OWNER_FIELDS,
    ]).entries,
    /** A pickup's spot; none (null) is the kitchen's, as for every path that offers no choice. */
    pickupSpotId: v.optional(v.nullable(idSchema)),
    deliveryAddress: v.nullable(deliveryAddressSchema),
    paymentIntentId: v.string(),
    /** The code whose use it takes (null without one, or once the code was deleted). */
    discountCodeId: v.nullable(idSchema),
    /** The place that taxed it, for the tax report; null when no tax was collected. */
    taxPlace: v.nullable(v.object({ name: v.string(), state: v.string() })),
  }),
  totalAddsUp(),
);

export type NewPaidOrder = v.InferOutput<typeof newPaidOrderSchema>;
