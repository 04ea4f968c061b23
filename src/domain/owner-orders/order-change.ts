/*
 * Changing an order before it is ready (issue 37; docs/behaviour/rules.md#changing-an-order):
 * PATCH /api/admin/orders/{id}'s body, what the order was and became, how the money follows the
 * new total, and the words the owner's card, the tracking page and the customer's messages use.
 */
import * as v from 'valibot';
import type { Cents } from '../money';
import type { Adjustment, OrderSnapshot } from '../order/order-snapshot';
import { checkBodyPaths } from '../schemas/checked-fields';
import { blankToNull, NOT_AN_OBJECT, objectOf } from '../schemas/fields';
import { enteredLineEntries, NOTES_MAX, NOTES_TOO_LONG, WINDOW_MISSING } from './entered-order';

export const NOTHING_TO_CHANGE = 'Change the dishes, the time or the notes';
export const CHANGE_AFTER_READY = 'This order is ready, so it can no longer be changed.';
export const CHANGE_OF_CANCELLED = 'This order was cancelled, so it can no longer be changed.';
/** Until a change can move a gift card's share (issue 47), an order a card paid keeps its total. */
export const CHANGE_PAID_BY_GIFT_CARD =
  "A gift card paid for this order, so its total can't change yet. Cancel it (the card gets its share back) and enter it again.";
export const CHANGE_UNDER_WAY = 'Another change to this order is under way. Please try again in a moment.';
export const CHANGE_REFUND_FAILED = 'The refund failed, so the order was not changed. Please try again.';
export const CHANGE_CAPTURE_FAILED = 'Taking the payment failed, so the order was not changed. Please try again.';

export const orderPatchSchema = v.pipe(
  objectOf(
    {
      items: v.optional(enteredLineEntries.items),
      fulfilmentWindow: v.optional(
        v.pipe(v.string(WINDOW_MISSING), v.nonEmpty(WINDOW_MISSING), v.maxLength(64, WINDOW_MISSING)),
      ),
      notes: v.optional(blankToNull(v.pipe(v.string(), v.maxLength(NOTES_MAX, NOTES_TOO_LONG)), NOTES_TOO_LONG)),
      overrideLimits: v.optional(v.boolean('overrideLimits must be true or false'), false),
    },
    NOT_AN_OBJECT,
  ),
  v.check(
    (patch) => patch.items !== undefined || patch.fulfilmentWindow !== undefined || patch.notes !== undefined,
    NOTHING_TO_CHANGE,
  ),
);

export type OrderPatch = v.InferOutput<typeof orderPatchSchema>;
export const checkOrderPatch = (input: unknown) => checkBodyPaths(orderPatchSchema, input);

export type { OrderSnapshot };

export type { Adjustment };

/** What deciding the money reads of the order's payment. */
export interface ChangedPayment {
  /** The card payment it carries (the storefront's, or its link's); null while none was made. */
  paymentIntentId: string | null;
  /** The gateway took it (else it is only authorised). */
  captured: boolean;
}

/**
 * The money of a change from `before` to `after` cents: nothing moves while the order has no card
 * payment (a link still to pay asks the new total; money in person is collected or given back by
 * the owner). With one, while it is only authorised, a lower total is captured as it is (the rest
 * of the hold let go) and a higher one asks a link for the difference; once captured, the difference
 * is refunded, or a link asks for it.
 */
export function adjustmentFor(payment: ChangedPayment, before: Cents, after: Cents): Adjustment {
  const difference = after - before;
  if (payment.paymentIntentId === null || difference === 0) return { kind: 'none', cents: 0 };
  if (difference > 0) return { kind: 'pay-link', cents: difference };
  return { kind: payment.captured ? 'refund' : 'capture-less', cents: -difference };
}

/** A payment of the order and what it still holds (its amount less what was paid back). */
export interface HeldPayment {
  paymentIntentId: string;
  heldCents: Cents;
}

/**
 * Which payments pay back `cents`, newest first (a link's difference before the order's own
 * payment), each no more than it holds. Throws when they hold less than that: a change never
 * refunds money the shop did not take.
 */
export function refundPlan(
  payments: readonly HeldPayment[],
  cents: Cents,
): Array<{ paymentIntentId: string; cents: Cents }> {
  const plan: Array<{ paymentIntentId: string; cents: Cents }> = [];
  let left = cents;
  for (const payment of [...payments].reverse()) {
    if (left === 0) break;
    const taken = Math.min(left, payment.heldCents);
    if (taken > 0) plan.push({ paymentIntentId: payment.paymentIntentId, cents: taken });
    left -= taken;
  }
  if (left > 0) throw new Error(`The payments hold ${cents - left} cents, not the ${cents} to refund`);
  return plan;
}
