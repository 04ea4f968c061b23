import * as v from 'valibot';
import type { Grain } from '@/domain/insights/insights-range';
import { type Db, readRow } from '../db';
import { cardsIssuedIn } from './gift-cards-repository';

/*
 * The owner's insights (issue 38), computed by the database in one statement from the summaries by
 * shop day (issue 46; netlify/database/migrations/0040_daily_summaries.sql and, for the customers,
 * 0042_insights_long_ranges.sql), so their cost grows with the days of the range (and with its
 * new and returning customers and its top ten's candidates, read from indexes alone) rather than
 * its orders: the orders booked in a range (not cancelled) against the range before; a customer is
 * their e-mail, else their phone's digits, and returning when their first day with an order is
 * before the range. Refunds count when they were made. Money comes back as its parts (gross sales,
 * discounts, ...): what they make is src/domain/insights/sales-figures.ts. The summaries hold the
 * storefront's orders; catering (issue 48) is counted apart, by its event (0050_catering_figures.sql).
 * Standing orders' orders (issue 49) are storefront orders, in every figure; their own figures are
 * counted again beside them, apart from any total. Pickups are counted by their spot too (issue 50).
 */

/** Sums come back as text (bigint) or numbers; read as whole numbers. */
const whole = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

const totalsSchema = v.object({
  orders: whole,
  pieces: whole,
  grossSales: whole,
  discounts: whole,
  tax: whole,
  deliveryFees: whole,
  tips: whole,
  refunds: whole,
  newCustomers: whole,
  returningCustomers: whole,
  returningGrossSales: whole,
  returningDiscounts: whole,
  ratings: whole,
  averageRating: v.nullable(v.number()),
  giftCardsSold: whole,
  giftCardsSoldCount: whole,
  storeCreditIssued: whole,
  storeCreditIssuedCount: whole,
  giftCardsSpent: whole,
  cateringRequests: whole,
  cateringAccepted: whole,
  cateringEvents: whole,
  cateringRevenue: whole,
  standingPlaced: whole,
  standingPaid: whole,
  standingRevenue: whole,
});

export type InsightsTotals = v.InferOutput<typeof totalsSchema>;

const sold = { orders: whole, grossSales: whole, discounts: whole };

const insightsSchema = v.object({
  current: totalsSchema,
  previous: totalsSchema,
  series: v.array(v.object({ period: v.string(), ...sold })),
  dishes: v.array(v.object({ productId: v.nullable(whole), name: v.string(), pieces: whole, grossSales: whole })),
  orderTypes: v.array(v.object({ orderType: v.string(), ...sold })),
  zones: v.array(v.object({ zone: v.string(), ...sold })),
  spots: v.array(v.object({ spotId: whole, name: v.string(), ...sold })),
  codes: v.array(v.object({ code: v.string(), orders: whole, discounts: whole })),
  customers: v.array(v.object({ name: v.string(), ...sold, latestOrderId: whole, returning: v.boolean() })),
  busyHours: v.array(v.object({ weekday: whole, window: v.string(), orders: whole })),
  ratings: v.array(v.object({ period: v.string(), ratings: whole, average: v.number() })),
  lowestRatings: v.array(v.object({ orderId: whole, rating: whole, text: v.nullable(v.string()), at: v.string() })),
  standingActive: whole,
});

export type InsightsRecord = v.InferOutput<typeof insightsSchema>;

/** The two ranges: the current shop days [from, to] and the previous [previousFrom, from), as dates and as instants. */
export interface InsightsSpan {
  previousFromDay: string;
  fromDay: string;
  toDay: string;
  previousFrom: Date;
  from: Date;
  to: Date;
  grain: Grain;
  timeZone: string;
}

/** A facet's rows grouped by key over the current range, as the figures of each group. */
const soldBy = (facet: string, key: string, order: string) => `COALESCE((
    SELECT jsonb_agg(jsonb_build_object('${key}', key, 'orders', orders, 'grossSales', gross, 'discounts', discounts)
      ORDER BY ${order})
    FROM (
      SELECT key, sum(orders) AS orders, sum(gross_cents) AS gross, sum(discount_cents) AS discounts
      FROM days WHERE span = 'current' AND facet = '${facet}' GROUP BY key
    ) g), '[]'::jsonb)`;

/** How many of the largest customers of all time set the top ten's bar. */
const PROBED_CUSTOMERS = 20;
/** The most customers summed one by one for the top ten; beyond, the range's rows are grouped. */
const MOST_CANDIDATES = 1000;

/** One customer's figures over the current range, from the index of their days. */
const inRange = (customer: string) => `(
    SELECT sum(orders) AS orders, sum(gross_cents) AS gross, sum(discount_cents) AS discounts, min(first_day) AS first_day
    FROM daily_summaries WHERE facet = 'customer' AND key = ${customer} AND day >= $2::date AND day <= $3::date)`;

/**
 * A range's new customers and their sales (the rows of the customers whose first day is in it),
 * and its returning customers (a row whose gap since the customer's previous day spans its first
 * day); `from` and `last` are its first and last days.
 */
const customersOf = (span: string, from: string, last: string) => `SELECT '${span}' AS span,
    count(*) FILTER (WHERE day = first_day) AS new,
    COALESCE(sum(gross_cents) FILTER (WHERE day <= ${last}), 0) AS new_gross,
    COALESCE(sum(discount_cents) FILTER (WHERE day <= ${last}), 0) AS new_discounts,
    (SELECT count(*) FROM daily_summaries WHERE facet = 'customer' AND prev_day IS NOT NULL
      AND daterange(prev_day, day, '(]') @> ${from} AND day <= ${last}) AS returning
  FROM daily_summaries WHERE facet = 'customer' AND first_day >= ${from} AND first_day <= ${last}`;

const SQL = `
WITH days AS NOT MATERIALIZED (
  -- Not materialized: each section reads its own facet's rows from the index of facets by day.
  SELECT s.*, CASE WHEN s.day >= $2::date THEN 'current' ELSE 'previous' END AS span
  FROM daily_summaries s
  WHERE s.facet IN ('all', 'type', 'zone', 'code', 'hour', 'dish', 'spot') AND s.day >= $1::date AND s.day <= $3::date
),
customers AS (
  ${customersOf('current', '$2::date', '$3::date')}
  UNION ALL ${customersOf('previous', '$1::date', '$2::date - 1')}
),
-- The top ten's bar: the tenth best net sales in the range of the customers with the largest totals
-- of all time. Only a customer whose total reaches it can pass it in the range (no order's net sales
-- are below 0): when they are few, only they are summed over the range; else (a short range, whose
-- bar is low) the range's rows are grouped by customer.
bar AS (
  SELECT NULLIF(GREATEST((
    SELECT r.gross - r.discounts FROM (
      SELECT key FROM customer_totals ORDER BY gross_cents - discount_cents DESC LIMIT ${PROBED_CUSTOMERS}
    ) t CROSS JOIN LATERAL ${inRange('t.key')} r
    WHERE r.orders > 0 ORDER BY r.gross - r.discounts DESC OFFSET 9 LIMIT 1
  ), 0), 0) AS net
),
candidates AS (
  SELECT key FROM customer_totals WHERE gross_cents - discount_cents >= (SELECT net FROM bar)
  ORDER BY gross_cents - discount_cents DESC LIMIT ${MOST_CANDIDATES + 1}
),
top AS (
  SELECT * FROM (
    SELECT c.key, r.* FROM candidates c CROSS JOIN LATERAL ${inRange('c.key')} r
    WHERE r.orders > 0 AND (SELECT count(*) FROM candidates) <= ${MOST_CANDIDATES}
    UNION ALL
    SELECT key, sum(orders), sum(gross_cents), sum(discount_cents), min(first_day) FROM daily_summaries
    WHERE facet = 'customer' AND day >= $2::date AND day <= $3::date
      AND ((SELECT net FROM bar) IS NULL OR (SELECT count(*) FROM candidates) > ${MOST_CANDIDATES})
    GROUP BY key
  ) c
  ORDER BY gross - discounts DESC, orders DESC, key LIMIT 10
),
rated AS (
  SELECT CASE WHEN created_at >= $7::timestamptz THEN 'current' ELSE 'previous' END AS span, rating
  FROM feedback WHERE created_at >= $6::timestamptz AND created_at < $8::timestamptz
),
-- The gift cards (issue 47) of each range, on the shop's clock as the ratings: those issued in it,
-- and what the cards paid of the orders booked in it, less what those orders' refunds gave back
-- (a cancelled order's comes to nothing). Read by the index of the cards' times, and by the orders a
-- card paid (0045_gift_card_insights.sql) with their ledger rows: they grow with the cards, not the orders.
cards AS (
  SELECT CASE WHEN created_at >= $7::timestamptz THEN 'current' ELSE 'previous' END AS span,
    COALESCE(sum(amount_cents) FILTER (WHERE sold), 0) AS sold, count(*) FILTER (WHERE sold) AS sold_count,
    COALESCE(sum(amount_cents) FILTER (WHERE NOT sold), 0) AS credit, count(*) FILTER (WHERE NOT sold) AS credit_count
  FROM (${cardsIssuedIn('$6::timestamptz', '$8::timestamptz')}) g GROUP BY 1
),
spent AS (
  SELECT CASE WHEN o.created_at >= $7::timestamptz THEN 'current' ELSE 'previous' END AS span,
    -sum(l.amount_cents) AS cents
  FROM orders o JOIN gift_card_ledger l ON l.order_id = o.id AND l.kind IN ('spend', 'refund')
  WHERE o.gift_card_cents > 0 AND o.created_at >= $6::timestamptz AND o.created_at < $8::timestamptz
  GROUP BY 1
),
-- Catering (issue 48), apart from the storefront's orders the summaries hold: the requests received
-- in each range, those that first reached 'accepted' in it, and the events held in it (booked by
-- their deposit, not cancelled) at their totals. Read by their own indexes (0050_catering_figures.sql):
-- they grow with the catering, not the orders.
catering AS (
  SELECT span, sum(requests) AS requests, sum(accepted) AS accepted, sum(events) AS events, sum(revenue) AS revenue
  FROM (
    SELECT CASE WHEN created_at >= $7::timestamptz THEN 'current' ELSE 'previous' END AS span,
      1 AS requests, 0 AS accepted, 0 AS events, 0 AS revenue
    FROM catering_requests WHERE created_at >= $6::timestamptz AND created_at < $8::timestamptz
    UNION ALL
    SELECT CASE WHEN a.at >= $7::timestamptz THEN 'current' ELSE 'previous' END, 0, 1, 0, 0
    FROM catering_request_states a
    WHERE a.status = 'accepted' AND a.at >= $6::timestamptz AND a.at < $8::timestamptz
      -- The first time only: a revision can bring a paid request back to 'accepted'.
      AND NOT EXISTS (SELECT FROM catering_request_states e WHERE e.catering_request_id = a.catering_request_id
        AND e.status = 'accepted' AND (e.at, e.id) < (a.at, a.id))
    UNION ALL
    SELECT CASE WHEN o.fulfilment_window_start >= $7::timestamptz THEN 'current' ELSE 'previous' END, 0, 0, 1,
      o.total_cents
    FROM orders o
    WHERE o.catering_request_id IS NOT NULL AND o.fulfilment_window_start >= $6::timestamptz
      AND o.fulfilment_window_start < $8::timestamptz AND o.status NOT IN ('pending', 'cancelled')
  ) k GROUP BY span
),
-- Standing orders (issue 49), counted again apart from the summaries, which hold their orders as
-- any order's: the orders their cycles placed in each range, by when they were placed, as the
-- summaries count orders, cancelled ones too (placed is placed); those paid (not pending, not
-- cancelled), and what the paid ones came to as they stand. Read by the index of the standing
-- orders' orders (0051_standing_orders.sql): they grow with those, not the orders.
standing AS (
  SELECT CASE WHEN o.created_at >= $7::timestamptz THEN 'current' ELSE 'previous' END AS span,
    count(*) AS placed,
    count(*) FILTER (WHERE o.status NOT IN ('pending', 'cancelled')) AS paid,
    COALESCE(sum(o.total_cents) FILTER (WHERE o.status NOT IN ('pending', 'cancelled')), 0) AS revenue
  FROM orders o
  WHERE o.standing_order_id IS NOT NULL AND o.created_at >= $6::timestamptz AND o.created_at < $8::timestamptz
  GROUP BY 1
),
totals AS (
  SELECT s.span, jsonb_build_object(
    'orders', COALESCE(sum(d.orders), 0), 'pieces', COALESCE(sum(d.pieces), 0),
    'grossSales', COALESCE(sum(d.gross_cents), 0), 'discounts', COALESCE(sum(d.discount_cents), 0),
    'tax', COALESCE(sum(d.tax_cents), 0), 'deliveryFees', COALESCE(sum(d.fee_cents), 0),
    'tips', COALESCE(sum(d.tip_cents), 0), 'refunds', COALESCE(sum(d.refund_cents), 0),
    'newCustomers', COALESCE(min(c.new), 0), 'returningCustomers', COALESCE(min(c.returning), 0),
    -- Every order's customer row holds its gross sales and discount as its 'all' row does.
    'returningGrossSales', COALESCE(sum(d.gross_cents), 0) - COALESCE(min(c.new_gross), 0),
    'returningDiscounts', COALESCE(sum(d.discount_cents), 0) - COALESCE(min(c.new_discounts), 0),
    'ratings', (SELECT count(*) FROM rated r WHERE r.span = s.span),
    'averageRating', (SELECT round(avg(r.rating), 2)::float FROM rated r WHERE r.span = s.span),
    'giftCardsSold', COALESCE((SELECT sold FROM cards g WHERE g.span = s.span), 0),
    'giftCardsSoldCount', COALESCE((SELECT sold_count FROM cards g WHERE g.span = s.span), 0),
    'storeCreditIssued', COALESCE((SELECT credit FROM cards g WHERE g.span = s.span), 0),
    'storeCreditIssuedCount', COALESCE((SELECT credit_count FROM cards g WHERE g.span = s.span), 0),
    'giftCardsSpent', COALESCE((SELECT cents FROM spent p WHERE p.span = s.span), 0),
    'cateringRequests', COALESCE((SELECT requests FROM catering k WHERE k.span = s.span), 0),
    'cateringAccepted', COALESCE((SELECT accepted FROM catering k WHERE k.span = s.span), 0),
    'cateringEvents', COALESCE((SELECT events FROM catering k WHERE k.span = s.span), 0),
    'cateringRevenue', COALESCE((SELECT revenue FROM catering k WHERE k.span = s.span), 0),
    'standingPlaced', COALESCE((SELECT placed FROM standing t WHERE t.span = s.span), 0),
    'standingPaid', COALESCE((SELECT paid FROM standing t WHERE t.span = s.span), 0),
    'standingRevenue', COALESCE((SELECT revenue FROM standing t WHERE t.span = s.span), 0)
  ) AS figures
  FROM (VALUES ('current'), ('previous')) s (span) LEFT JOIN days d ON d.span = s.span AND d.facet = 'all'
    LEFT JOIN customers c ON c.span = s.span
  GROUP BY s.span
)
SELECT jsonb_build_object(
  'current', (SELECT figures FROM totals WHERE span = 'current'),
  'previous', (SELECT figures FROM totals WHERE span = 'previous'),
  'series', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('period', period, 'orders', orders, 'grossSales', gross, 'discounts', discounts)
      ORDER BY period)
    FROM (
      SELECT to_char(date_trunc($4, day::timestamp), 'YYYY-MM-DD') AS period, sum(orders) AS orders, sum(gross_cents) AS gross,
        sum(discount_cents) AS discounts
      FROM days WHERE span = 'current' AND facet = 'all' AND orders > 0 GROUP BY 1
    ) p), '[]'::jsonb),
  'dishes', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('productId', product_id, 'name', key, 'pieces', pieces, 'grossSales', gross)
      ORDER BY gross DESC, pieces DESC, key)
    FROM (
      SELECT max(NULLIF(product_id, 0)) AS product_id, key, sum(pieces) AS pieces, sum(gross_cents) AS gross
      FROM days WHERE span = 'current' AND facet = 'dish' GROUP BY key
    ) d), '[]'::jsonb),
  'orderTypes', ${soldBy('type', 'orderType', 'key')},
  'zones', ${soldBy('zone', 'zone', 'orders DESC, key')},
  -- The pickups by spot (issue 50; 0056_spot_figures.sql), named as the spot is named now.
  'spots', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('spotId', p.id, 'name', p.name, 'orders', g.orders, 'grossSales', g.gross,
      'discounts', g.discounts) ORDER BY g.orders DESC, p.name, p.id)
    FROM (
      SELECT key, sum(orders) AS orders, sum(gross_cents) AS gross, sum(discount_cents) AS discounts
      FROM days WHERE span = 'current' AND facet = 'spot' GROUP BY key
    ) g JOIN pickup_spots p ON p.id = g.key::bigint), '[]'::jsonb),
  'codes', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('code', key, 'orders', orders, 'discounts', discounts) ORDER BY discounts DESC, key)
    FROM (
      SELECT key, sum(orders) AS orders, sum(discount_cents) AS discounts
      FROM days WHERE span = 'current' AND facet = 'code' GROUP BY key
    ) c), '[]'::jsonb),
  'customers', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('name', latest.customer_name, 'orders', top.orders, 'grossSales', top.gross,
      'discounts', top.discounts, 'latestOrderId', latest.id, 'returning', top.first_day < $2::date)
      ORDER BY top.gross - top.discounts DESC, top.orders DESC, latest.customer_name)
    FROM top
    CROSS JOIN LATERAL (
      SELECT o.id, o.customer_name FROM orders o
      -- In the orders' collation, the index's (the summaries compare keys byte by byte).
      WHERE order_customer(o.customer_email, o.customer_phone) = top.key COLLATE "default" AND o.status <> 'cancelled'
        AND o.catering_request_id IS NULL AND o.created_at >= $7::timestamptz AND o.created_at < $8::timestamptz
      ORDER BY o.created_at DESC LIMIT 1
    ) latest), '[]'::jsonb),
  'busyHours', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('weekday', split_part(key, '|', 1)::int, 'window', split_part(key, '|', 2),
      'orders', orders) ORDER BY key)
    FROM (SELECT key, sum(orders) AS orders FROM days WHERE span = 'current' AND facet = 'hour' GROUP BY key) h
    ), '[]'::jsonb),
  'ratings', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('period', period, 'ratings', ratings, 'average', average) ORDER BY period)
    FROM (
      SELECT to_char(date_trunc($4, f.created_at AT TIME ZONE $5), 'YYYY-MM-DD') AS period, count(*) AS ratings,
        round(avg(f.rating), 2)::float AS average
      FROM feedback f WHERE f.created_at >= $7::timestamptz AND f.created_at < $8::timestamptz GROUP BY 1
    ) r), '[]'::jsonb),
  'lowestRatings', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('orderId', order_id, 'rating', rating, 'text', feedback_text, 'at', created_at)
      ORDER BY rating, created_at)
    FROM (
      SELECT order_id, rating, feedback_text, created_at FROM feedback
      WHERE created_at >= $7::timestamptz AND created_at < $8::timestamptz ORDER BY rating, created_at LIMIT 3
    ) l), '[]'::jsonb),
  -- Now, whatever the range: a standing order's pauses are not kept, so no range's can be told.
  'standingActive', (SELECT count(*) FROM standing_orders WHERE status = 'active')
) AS insights`;

/** The range's figures and the previous range's, in one round trip. */
export async function insightsOf(db: Db, span: InsightsSpan): Promise<InsightsRecord> {
  const row = await readRow(db, 'daily_summaries', v.object({ insights: insightsSchema }), SQL, [
    span.previousFromDay,
    span.fromDay,
    span.toDay,
    span.grain,
    span.timeZone,
    span.previousFrom.toISOString(),
    span.from.toISOString(),
    span.to.toISOString(),
  ]);
  if (!row) throw new Error('The insights query answered no row');
  return row.insights;
}
