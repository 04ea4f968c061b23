import * as v from 'valibot';
import type { TaxReportRow, TaxReportTotals } from '@/domain/order-money/tax-report';
import { type Db, readRow, readRows } from '../db';
import { cardsIssuedIn } from './gift-cards-repository';

/*
 * An order counts in the month it was booked unless it was cancelled without being paid (its
 * authorisation let go): a cancelled order that was refunded was a sale, and its refund counts in
 * the month of the refund.
 */
const BOOKED_IN = `o.created_at >= $1::timestamptz AND o.created_at < $2::timestamptz
  AND (o.status <> 'cancelled' OR o.refunded_at IS NOT NULL)`;

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
     WHERE ${BOOKED_IN}
     GROUP BY 1, 2, 3, 4
     ORDER BY 2, 1, 4 DESC, 3`,
    [from.toISOString(), to.toISOString()],
  );

/** The month's money of booked orders, and the tax its refunds gave back. */
export async function taxReportTotals(
  db: Db,
  from: Date,
  to: Date,
): Promise<Omit<TaxReportTotals, 'taxableSalesCents'>> {
  const row = await readRow(
    db,
    'orders',
    v.object({ sales: sum, discounts: sum, fees: sum, tips: sum, tax: sum, refunded: sum, cards: sum }),
    `SELECT COALESCE(sum(o.subtotal_cents), 0)::text AS sales, COALESCE(sum(o.discount_cents), 0)::text AS discounts,
       COALESCE(sum(o.delivery_fee_cents), 0)::text AS fees, COALESCE(sum(o.tip_cents), 0)::text AS tips,
       COALESCE(sum(o.tax_cents), 0)::text AS tax,
       (SELECT COALESCE(sum(r.tax_cents), 0) FROM orders r
        WHERE r.refunded_at >= $1::timestamptz AND r.refunded_at < $2::timestamptz)::text AS refunded,
       (SELECT COALESCE(sum(g.amount_cents), 0)
        FROM (${cardsIssuedIn('$1::timestamptz', '$2::timestamptz')}) g WHERE g.sold)::text AS cards
     FROM orders o WHERE ${BOOKED_IN}`,
    [from.toISOString(), to.toISOString()],
  );
  return {
    salesCents: row?.sales ?? 0,
    discountsCents: row?.discounts ?? 0,
    deliveryFeesCents: row?.fees ?? 0,
    tipsCents: row?.tips ?? 0,
    taxCents: row?.tax ?? 0,
    refundedTaxCents: row?.refunded ?? 0,
    giftCardsSoldCents: row?.cards ?? 0,
  };
}
