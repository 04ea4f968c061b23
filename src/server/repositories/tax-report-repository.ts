import * as v from 'valibot';
import type { CateringMoney } from '@/domain/order-money/deposits-held';
import type { TaxReportRow, TaxReportTotals } from '@/domain/order-money/tax-report';
import { type Db, readRow, readRows } from '../db';
import { cardsIssuedIn } from './gift-cards-repository';

/*
 * A storefront order counts in the month it was booked unless it was cancelled without being paid
 * (its authorisation let go): a cancelled order that was refunded was a sale, and its refund counts
 * in the month of the refund.
 */
const BOOKED_IN = `o.catering_request_id IS NULL AND o.created_at >= $1::timestamptz AND o.created_at < $2::timestamptz
  AND (o.status <> 'cancelled' OR o.refunded_at IS NOT NULL)`;

/** When the order was last cancelled (its status history). */
const CANCELLED_AT = `(SELECT max(h.changed_at) FROM order_status_history h
  WHERE h.order_id = o.id AND h.to_status = 'cancelled')`;

/*
 * A catering event's order (issue 48) is a sale once its deposit booked it ('pending' until then),
 * in the month of its event, not of its acceptance or payments (docs/behaviour/rules.md#sales-tax).
 * Cancelled before the event, it made no sale (what it kept is ./deposits-held.ts's); cancelled and
 * refunded once it had begun, it was a sale and its refund counts as a storefront order's does.
 */
const SALE = `(o.status NOT IN ('pending', 'cancelled')
  OR (o.status = 'cancelled' AND o.refunded_at IS NOT NULL AND ${CANCELLED_AT} >= o.fulfilment_window_start))`;
const EVENT_IN = `o.catering_request_id IS NOT NULL AND o.fulfilment_window_start >= $1::timestamptz
  AND o.fulfilment_window_start < $2::timestamptz AND ${SALE}`;

/** The orders the month counts: booked in it, or a catering event's held in it. */
const COUNTED_IN = `((${BOOKED_IN}) OR (${EVENT_IN}))`;

/** Sums come back as text (bigint); read as whole cents. */
const sum = v.pipe(v.string(), v.transform(Number));

/** The month's tax lines of booked orders, one row per place, category and rate. */
export const taxReportRows = (db: Db, from: Date, to: Date): Promise<TaxReportRow[]> =>
  readRows(
    db,
    'orders',
    v.pipe(
      v.object({
        place: v.nullable(v.string()),
        state: v.nullable(v.string()),
        category: v.string(),
        rate: v.number(),
        orders: v.number(),
        taxable: sum,
        tax: sum,
      }),
      v.transform(
        (row): TaxReportRow => ({
          place: row.place ?? 'Unknown place',
          state: row.state ?? '',
          category: row.category,
          rate: row.rate,
          orders: row.orders,
          taxableSalesCents: row.taxable,
          taxCents: row.tax,
        }),
      ),
    ),
    `SELECT o.tax_place AS place, o.tax_state AS state, line ->> 'name' AS category, (line ->> 'rate')::int AS rate,
       count(DISTINCT o.id)::int AS orders,
       sum((line ->> 'taxableCents')::bigint)::text AS taxable, sum((line ->> 'amountCents')::bigint)::text AS tax
     FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.tax_lines) AS line
     WHERE ${COUNTED_IN}
     GROUP BY 1, 2, 3, 4
     ORDER BY 2, 1, 4 DESC, 3`,
    [from.toISOString(), to.toISOString()],
  );

/** The totals the database sums: all but the taxable sales (the rows') and the catering money held and kept. */
export type SummedTotals = Omit<TaxReportTotals, 'taxableSalesCents' | 'depositsHeldCents' | 'depositsKeptCents'>;

/**
 * The month's money of the orders it counts, and the tax its refunds gave back: of any order but a
 * catering event cancelled before it began (no sale, so no tax to give back).
 */
export async function taxReportTotals(db: Db, from: Date, to: Date): Promise<SummedTotals> {
  const row = await readRow(
    db,
    'orders',
    v.object({ sales: sum, discounts: sum, fees: sum, charges: sum, tips: sum, tax: sum, refunded: sum, cards: sum }),
    `SELECT COALESCE(sum(o.subtotal_cents), 0)::text AS sales, COALESCE(sum(o.discount_cents), 0)::text AS discounts,
       COALESCE(sum(o.delivery_fee_cents), 0)::text AS fees,
       COALESCE(sum(o.service_charge_cents + o.setup_cents), 0)::text AS charges, COALESCE(sum(o.tip_cents), 0)::text AS tips,
       COALESCE(sum(o.tax_cents), 0)::text AS tax,
       (SELECT COALESCE(sum(o.tax_cents), 0) FROM orders o
        WHERE o.refunded_at >= $1::timestamptz AND o.refunded_at < $2::timestamptz
          AND (o.catering_request_id IS NULL OR ${SALE}))::text AS refunded,
       (SELECT COALESCE(sum(g.amount_cents), 0)
        FROM (${cardsIssuedIn('$1::timestamptz', '$2::timestamptz')}) g WHERE g.sold)::text AS cards
     FROM orders o WHERE ${COUNTED_IN}`,
    [from.toISOString(), to.toISOString()],
  );
  return {
    salesCents: row?.sales ?? 0,
    discountsCents: row?.discounts ?? 0,
    deliveryFeesCents: row?.fees ?? 0,
    serviceChargesCents: row?.charges ?? 0,
    tipsCents: row?.tips ?? 0,
    taxCents: row?.tax ?? 0,
    refundedTaxCents: row?.refunded ?? 0,
    giftCardsSoldCents: row?.cards ?? 0,
  };
}

/** A time in a JSON row (PostgreSQL's text of a timestamptz). */
const instant = v.pipe(
  v.string(),
  v.transform((text) => new Date(text)),
);
const movement = v.object({ cents: v.number(), at: instant });

/**
 * The money of every catering event from `from` on (the events of the month and after: the money
 * held at its end, what its cancellations kept), read by the index of events. Taken: the deposit
 * (the order's own payment) when captured, each link paid since (balance, difference) at what was
 * captured of it, and money taken in person; paid back: the order's refunds of any kind recorded
 * by payment. A cancellation that kept nothing is known by its time alone.
 */
export const cateringMoneyFrom = (db: Db, from: Date): Promise<CateringMoney[]> =>
  readRows(
    db,
    'orders',
    v.object({
      eventAt: v.date(),
      cancelledAt: v.nullable(v.date()),
      keepCents: v.nullable(v.number()),
      cardPayments: v.array(movement),
      inPerson: v.nullable(movement),
      refunds: v.array(movement),
    }),
    `SELECT o.fulfilment_window_start AS "eventAt",
       CASE WHEN o.status = 'cancelled' THEN ${CANCELLED_AT} END AS "cancelledAt",
       o.refund_keep_cents AS "keepCents",
       COALESCE((SELECT jsonb_agg(jsonb_build_object('cents', p.cents, 'at', p.at) ORDER BY p.at) FROM (
         SELECT o.captured_cents AS cents, o.payment_captured_at AS at
         WHERE o.payment_captured_at IS NOT NULL AND o.captured_cents > 0
         UNION ALL
         SELECT l.captured_cents, l.paid_at FROM payment_links l
         WHERE l.order_id = o.id AND l.purpose IN ('difference', 'balance') AND l.captured_cents > 0
       ) p), '[]'::jsonb) AS "cardPayments",
       CASE WHEN o.paid_in_person_cents IS NOT NULL AND o.paid_in_person_at IS NOT NULL
         THEN jsonb_build_object('cents', o.paid_in_person_cents, 'at', o.paid_in_person_at) END AS "inPerson",
       COALESCE((SELECT jsonb_agg(jsonb_build_object('cents', r.amount_cents, 'at', r.created_at) ORDER BY r.created_at)
         FROM order_refunds r WHERE r.order_id = o.id), '[]'::jsonb) AS "refunds"
     FROM orders o
     WHERE o.catering_request_id IS NOT NULL AND o.fulfilment_window_start >= $1::timestamptz`,
    [from.toISOString()],
  );
