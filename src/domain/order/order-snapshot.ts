/*
 * An order as a change keeps it (issue 37), before and after: its lines, its time, its notes and
 * its money, as JSON in order_changes (times as ISO strings there) and read back strictly.
 */
import * as v from 'valibot';
import { centsSchema, orderChargeEntries, orderLineSchema, orderMoneyEntries, taxLineSchema } from './order-contract';

const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
  v.check((value) => !Number.isNaN(value.getTime())),
);

export const orderSnapshotSchema = v.object({
  items: v.array(orderLineSchema),
  window: v.nullable(v.object({ start: instant, end: instant })),
  notes: v.nullable(v.string()),
  money: v.object({
    ...orderMoneyEntries,
    ...orderChargeEntries,
    taxLines: v.array(taxLineSchema),
    discountCode: v.nullable(v.string()),
  }),
  /**
   * The Stripe Tax calculation its tax came from (null: the owner's rates, or none); absent in the
   * changes kept before it was (the order's is then left as it is).
   */
  taxCalculationId: v.optional(v.nullable(v.string())),
});

export type OrderSnapshot = v.InferOutput<typeof orderSnapshotSchema>;

export const ADJUSTMENT_KINDS = ['none', 'capture-less', 'refund', 'pay-link'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** A change as the order keeps it: when, who, what it was and became, and how the money followed. */
export const orderChangeSchema = v.object({
  at: instant,
  byEmail: v.string(),
  before: orderSnapshotSchema,
  after: orderSnapshotSchema,
  adjustment: v.object({
    kind: v.picklist(ADJUSTMENT_KINDS),
    /** What the bank card's payments moved: paid back, captured less, or asked by a link. */
    cents: centsSchema,
    /** What each gift card got back (issue 47): a lower total pays the bank card back first. */
    giftCards: v.optional(v.array(v.object({ last4: v.string(), cents: centsSchema })), []),
  }),
});

export type OrderChange = v.InferOutput<typeof orderChangeSchema>;

/** How the money follows a change, and how much moves (always 0 or more). */
export type Adjustment = OrderChange['adjustment'];
