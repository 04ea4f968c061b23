import * as v from 'valibot';
import type { Grain } from '@/domain/insights/insights-range';
import { type Db, readRow } from '../db';

/*
 * The owner's insights (issue 38), computed by the database in one statement: the orders booked in
 * a range (not cancelled), on the shop's clock, against the range before; a customer is their
 * e-mail, else their phone's digits. Refunds count when they were made.
 */

/** Sums come back as text (bigint) or numbers; read as whole numbers. */
const whole = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

const totalsSchema = v.object({
  orders: whole,
  revenue: whole,
  pieces: whole,
  tips: whole,
  discounts: whole,
  deliveryFees: whole,
  tax: whole,
  refunds: whole,
  newCustomers: whole,
  returningCustomers: whole,
  returningRevenue: whole,
  ratings: whole,
  averageRating: v.nullable(v.number()),
});

export type InsightsTotals = v.InferOutput<typeof totalsSchema>;

const insightsSchema = v.object({
  current: totalsSchema,
  previous: totalsSchema,
  series: v.array(v.object({ period: v.string(), orders: whole, revenue: whole })),
  dishes: v.array(v.object({ productId: v.nullable(whole), name: v.string(), pieces: whole, revenue: whole })),
  orderTypes: v.array(v.object({ orderType: v.string(), orders: whole, revenue: whole })),
  zones: v.array(v.object({ zone: v.string(), orders: whole, revenue: whole })),
  codes: v.array(v.object({ code: v.string(), orders: whole, discount: whole })),
  customers: v.array(
    v.object({ name: v.string(), orders: whole, spent: whole, latestOrderId: whole, returning: v.boolean() }),
  ),
  busyHours: v.array(v.object({ weekday: whole, window: v.string(), orders: whole })),
  ratings: v.array(v.object({ period: v.string(), ratings: whole, average: v.number() })),
  lowestRatings: v.array(v.object({ orderId: whole, rating: whole, text: v.nullable(v.string()), at: v.string() })),
});

export type InsightsRecord = v.InferOutput<typeof insightsSchema>;

/** The two ranges as instants: the current [from, to) and the previous [previousFrom, from). */
export interface InsightsSpan {
  previousFrom: Date;
  from: Date;
  to: Date;
  grain: Grain;
  timeZone: string;
}

const SQL = `
WITH keyed AS (
  SELECT o.*, COALESCE(NULLIF(lower(o.customer_email), ''), regexp_replace(o.customer_phone, '\\D', '', 'g')) AS customer
  FROM orders o WHERE o.status <> 'cancelled' AND o.created_at < $3::timestamptz
),
firsts AS (SELECT customer, min(created_at) AS first_at FROM keyed GROUP BY customer),
booked AS (
  SELECT k.*, CASE WHEN k.created_at >= $2::timestamptz THEN 'current' ELSE 'previous' END AS span,
    f.first_at < CASE WHEN k.created_at >= $2::timestamptz THEN $2::timestamptz ELSE $1::timestamptz END AS is_returning
  FROM keyed k JOIN firsts f USING (customer) WHERE k.created_at >= $1::timestamptz
),
cur AS (SELECT * FROM booked WHERE span = 'current'),
lines AS (
  SELECT b.span, i.product_id, i.name, i.quantity, i.line_total_cents
  FROM booked b JOIN order_items i ON i.order_id = b.id
),
refunded AS (
  SELECT CASE WHEN at >= $2::timestamptz THEN 'current' ELSE 'previous' END AS span, sum(cents) AS cents
  FROM (
    SELECT refunded_at AS at, total_cents AS cents FROM orders
    WHERE refunded_at >= $1::timestamptz AND refunded_at < $3::timestamptz
    UNION ALL
    SELECT created_at, amount_cents FROM order_refunds WHERE created_at >= $1::timestamptz AND created_at < $3::timestamptz
  ) r GROUP BY 1
),
rated AS (
  SELECT CASE WHEN created_at >= $2::timestamptz THEN 'current' ELSE 'previous' END AS span, rating
  FROM feedback WHERE created_at >= $1::timestamptz AND created_at < $3::timestamptz
),
totals AS (
  SELECT s.span, jsonb_build_object(
    'orders', count(b.id), 'revenue', COALESCE(sum(b.total_cents), 0),
    'pieces', COALESCE((SELECT sum(quantity) FROM lines l WHERE l.span = s.span), 0),
    'tips', COALESCE(sum(b.tip_cents), 0), 'discounts', COALESCE(sum(b.discount_cents), 0),
    'deliveryFees', COALESCE(sum(b.delivery_fee_cents), 0), 'tax', COALESCE(sum(b.tax_cents), 0),
    'refunds', COALESCE((SELECT cents FROM refunded r WHERE r.span = s.span), 0),
    'newCustomers', count(DISTINCT b.customer) FILTER (WHERE NOT b.is_returning),
    'returningCustomers', count(DISTINCT b.customer) FILTER (WHERE b.is_returning),
    'returningRevenue', COALESCE(sum(b.total_cents) FILTER (WHERE b.is_returning), 0),
    'ratings', (SELECT count(*) FROM rated r WHERE r.span = s.span),
    'averageRating', (SELECT round(avg(r.rating), 2)::float FROM rated r WHERE r.span = s.span)
  ) AS figures
  FROM (VALUES ('current'), ('previous')) s (span) LEFT JOIN booked b ON b.span = s.span
  GROUP BY s.span
)
SELECT jsonb_build_object(
  'current', (SELECT figures FROM totals WHERE span = 'current'),
  'previous', (SELECT figures FROM totals WHERE span = 'previous'),
  'series', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('period', period, 'orders', orders, 'revenue', revenue) ORDER BY period)
    FROM (
      SELECT to_char(date_trunc($4, created_at AT TIME ZONE $5), 'YYYY-MM-DD') AS period, count(*) AS orders,
        sum(total_cents) AS revenue
      FROM cur GROUP BY 1
    ) p), '[]'::jsonb),
  'dishes', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('productId', product_id, 'name', name, 'pieces', pieces, 'revenue', revenue)
      ORDER BY revenue DESC, pieces DESC, name)
    FROM (
      SELECT max(product_id) AS product_id, name, sum(quantity) AS pieces, sum(line_total_cents) AS revenue
      FROM lines WHERE span = 'current' GROUP BY name
    ) d), '[]'::jsonb),
  'orderTypes', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('orderType', order_type, 'orders', orders, 'revenue', revenue) ORDER BY order_type)
    FROM (SELECT order_type, count(*) AS orders, sum(total_cents) AS revenue FROM cur GROUP BY 1) t), '[]'::jsonb),
  'zones', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('zone', zone, 'orders', orders, 'revenue', revenue) ORDER BY orders DESC, zone)
    FROM (
      SELECT COALESCE(delivery_address ->> 'zone', 'Unknown') AS zone, count(*) AS orders, sum(total_cents) AS revenue
      FROM cur WHERE order_type = 'delivery' GROUP BY 1
    ) z), '[]'::jsonb),
  'codes', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('code', discount_code, 'orders', orders, 'discount', discount)
      ORDER BY discount DESC, discount_code)
    FROM (
      SELECT discount_code, count(*) AS orders, sum(discount_cents) AS discount
      FROM cur WHERE discount_code IS NOT NULL GROUP BY 1
    ) c), '[]'::jsonb),
  'customers', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('name', name, 'orders', orders, 'spent', spent,
      'latestOrderId', latest, 'returning', is_returning) ORDER BY spent DESC, orders DESC, name)
    FROM (
      SELECT (array_agg(customer_name ORDER BY created_at DESC))[1] AS name, count(*) AS orders,
        sum(total_cents) AS spent, (array_agg(id ORDER BY created_at DESC))[1] AS latest, bool_or(is_returning) AS is_returning
      FROM cur GROUP BY customer ORDER BY spent DESC, orders DESC LIMIT 10
    ) c), '[]'::jsonb),
  'busyHours', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('weekday', weekday, 'window', "window", 'orders', orders)
      ORDER BY weekday, "window")
    FROM (
      SELECT extract(isodow FROM fulfilment_window_start AT TIME ZONE $5)::int AS weekday,
        to_char(fulfilment_window_start AT TIME ZONE $5, 'HH24:MI') AS "window", count(*) AS orders
      FROM cur WHERE fulfilment_window_start IS NOT NULL GROUP BY 1, 2
    ) h), '[]'::jsonb),
  'ratings', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('period', period, 'ratings', ratings, 'average', average) ORDER BY period)
    FROM (
      SELECT to_char(date_trunc($4, f.created_at AT TIME ZONE $5), 'YYYY-MM-DD') AS period, count(*) AS ratings,
        round(avg(f.rating), 2)::float AS average
      FROM feedback f WHERE f.created_at >= $2::timestamptz AND f.created_at < $3::timestamptz GROUP BY 1
    ) r), '[]'::jsonb),
  'lowestRatings', COALESCE((
    SELECT jsonb_agg(jsonb_build_object('orderId', order_id, 'rating', rating, 'text', feedback_text, 'at', created_at)
      ORDER BY rating, created_at)
    FROM (
      SELECT order_id, rating, feedback_text, created_at FROM feedback
      WHERE created_at >= $2::timestamptz AND created_at < $3::timestamptz ORDER BY rating, created_at LIMIT 3
    ) l), '[]'::jsonb)
) AS insights`;

/** The range's figures and the previous range's, in one round trip. */
export async function insightsOf(db: Db, span: InsightsSpan): Promise<InsightsRecord> {
  const row = await readRow(db, 'orders', v.object({ insights: insightsSchema }), SQL, [
    span.previousFrom.toISOString(),
    span.from.toISOString(),
    span.to.toISOString(),
    span.grain,
    span.timeZone,
  ]);
  if (!row) throw new Error('The insights query answered no row');
  return row.insights;
}
