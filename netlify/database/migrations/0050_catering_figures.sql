-- Catering in the owner's figures (issue 48, item 8; docs/behaviour/rules.md#insights and
-- #sales-tax).
--
-- The summaries by shop day (0040, 0042) hold the storefront's orders only: a catering event's order
-- is counted apart, on its event's day and not the day it was accepted (the insights' catering
-- section, the tax report's month of the event), so counting it in the summaries too would count
-- it twice. An order's catering mark (`catering_request_id`) is set when it is made and never
-- changed by the shop (a request deleted by hand, which unmarks its order, needs a rebuild, as a
-- line deleted by hand does).

-- 0042's rows of an order, without a catering event's.
CREATE OR REPLACE FUNCTION order_summary_rows(o orders, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(o.created_at), f.facet, f.key, 0::bigint, sign, 0,
      sign * o.subtotal_cents, sign * o.discount_cents, sign * o.tax_cents,
      sign * o.delivery_fee_cents, sign * o.tip_cents, 0, NULL::date, NULL::date
    FROM (VALUES
      ('all', ''),
      ('type', o.order_type),
      ('zone', CASE WHEN o.order_type = 'delivery' THEN COALESCE(o.delivery_address ->> 'zone', 'Unknown') END),
      ('code', o.discount_code),
      ('hour', to_char(o.fulfilment_window_start AT TIME ZONE 'America/Chicago', 'ID|HH24:MI')),
      ('customer', order_customer(o.customer_email, o.customer_phone))
    ) AS f (facet, key)
    WHERE o.status <> 'cancelled' AND f.key IS NOT NULL AND o.catering_request_id IS NULL
    UNION ALL
    SELECT shop_day(o.refunded_at), 'all', '', 0, 0, 0, 0, 0, 0, 0, 0, sign * o.total_cents, NULL::date, NULL::date
    WHERE o.refunded_at IS NOT NULL AND o.catering_request_id IS NULL;
  END;

-- 0042's rows of a line, without a catering event's.
CREATE OR REPLACE FUNCTION line_summary_rows(i order_items, o orders, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(o.created_at), f.facet, f.key, f.product_id, 0, sign * i.quantity,
      f.gross * sign * i.line_total_cents, 0, 0, 0, 0, 0, NULL::date, NULL::date
    FROM (VALUES ('all', '', 0::bigint, 0), ('dish', i.name, COALESCE(i.product_id, 0), 1)) AS f (facet, key, product_id, gross)
    WHERE o.status <> 'cancelled' AND o.catering_request_id IS NULL;
  END;

-- 0042's partial refund, unless of a catering event's order. (A refund deleted with its order finds
-- no order and is taken away, as before: right for a storefront order's; for a catering event's, as
-- for a line, a rebuild puts it right: orders are kept for the records.)
CREATE OR REPLACE FUNCTION refund_summary_rows(r order_refunds, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(r.created_at), 'all', '', 0::bigint, 0, 0, 0, 0, 0, 0, 0,
      sign * r.amount_cents, NULL::date, NULL::date
    WHERE NOT EXISTS (SELECT FROM orders o WHERE o.id = r.order_id AND o.catering_request_id IS NOT NULL);
  END;

-- The catering figures read the few catering rows by these, not the orders of a range:
-- a catering order by its event (the tax report's month, the money held for later events, the
-- insights' revenue); the requests received in a range; the requests that reached 'accepted' in it.
CREATE INDEX orders_catering_event_idx ON orders (fulfilment_window_start) WHERE catering_request_id IS NOT NULL;
CREATE INDEX catering_requests_created_idx ON catering_requests (created_at);
CREATE INDEX catering_request_states_accepted_idx ON catering_request_states (at) WHERE status = 'accepted';

SELECT rebuild_daily_summaries();
