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

/** What a gift card paid of the order's total as it stands, and which card it is. */
export interface SpentGiftCard {
  giftCardId: number;
  last4: string;
  spentCents: Cents;
}

/** What a change gives back to one gift card. */
export interface GiftCardReturn {
  giftCardId: number;
  last4: string;
  cents: Cents;
}

/** A change's money as planned: the bank card's part, and what each gift card gets back. */
export type PlannedAdjustment = Adjustment & { giftCards: GiftCardReturn[] };

/** What deciding the money reads of the order's payments. */
export interface ChangedPayment {
  /** The card payment it carries (the storefront's, or its link's); null while none was made. */
  paymentIntentId: string | null;
  /** The gateway took it (else it is only authorised). */
  captured: boolean;
  /** What the bank card's payments hold now: their amounts less what changes paid back. */
  bankHeldCents: Cents;
  /** What each gift card paid of the total as it stands, in the order they paid (issue 47). */
  giftCards: readonly SpentGiftCard[];
}

/**
 * The money of a change from `before` to `after` cents. With neither a card payment nor a gift
 * card nothing moves (a link still to pay asks the new total; money in person is collected or
 * given back by the owner). A higher total asks a link for the difference. A lower one pays the
 * bank card back first, up to what its payments hold (all of it when no gift card paid): captured
 * as it is while only authorised ('capture-less'), else refunded; the rest goes back on the gift
 * cards, the last one used first.
 */
export function adjustmentFor(payment: ChangedPayment, before: Cents, after: Cents): PlannedAdjustment {
  const difference = after - before;
  const none: PlannedAdjustment = { kind: 'none', cents: 0, giftCards: [] };
  const paid = payment.paymentIntentId !== null || payment.giftCards.length > 0;
  if (!paid || difference === 0) return none;
  if (difference > 0) return { kind: 'pay-link', cents: difference, giftCards: [] };
  const lower = -difference;
  const bankCents = payment.giftCards.length === 0 ? lower : Math.min(lower, payment.bankHeldCents);
  const giftCards = newestFirst(
    payment.giftCards.map((card) => ({ ...card, heldCents: card.spentCents })),
    lower - bankCents,
  ).map(({ item, cents }) => ({ giftCardId: item.giftCardId, last4: item.last4, cents }));
  if (bankCents === 0) return { ...none, giftCards };
  // Only the order's own payment is ever held uncaptured; a link's difference is refunded.
  const held = payment.paymentIntentId !== null && !payment.captured;
  return { kind: held ? 'capture-less' : 'refund', cents: bankCents, giftCards };
}

/** A payment of the order and what it still holds (its amount less what was paid back). */
export interface HeldPayment {
  paymentIntentId: string;
  heldCents: Cents;
}

/**
 * Which of `items` pay back `cents`, newest first, each no more than it holds. Throws when they
 * hold less than that: a change never pays back money the shop did not take.
 */
function newestFirst<T extends { heldCents: Cents }>(
  items: readonly T[],
  cents: Cents,
): Array<{ item: T; cents: Cents }> {
  const plan: Array<{ item: T; cents: Cents }> = [];
  let left = cents;
  for (const item of [...items].reverse()) {
    if (left === 0) break;
    const taken = Math.min(left, item.heldCents);
    if (taken > 0) plan.push({ item, cents: taken });
    left -= taken;
  }
  if (left > 0) throw new Error(`The payments hold ${cents - left} cents, not the ${cents} to pay back`);
  return plan;
}

/** Which payments pay back `cents`: a link's difference before the order's own payment. */
export const refundPlan = (payments: readonly HeldPayment[], cents: Cents) =>
  newestFirst(payments, cents).map(({ item, cents }) => ({ paymentIntentId: item.paymentIntentId, cents }));
