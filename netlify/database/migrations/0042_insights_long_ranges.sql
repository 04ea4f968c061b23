-- The insights of long ranges (issue 46): a year's customers counted without grouping its rows.
--
-- 0040's summaries hold a row per customer and day. A year's insights grouped those rows by customer
-- (tens of thousands on a busy year) to count new and returning customers and to find the top ten;
-- their cost grew with the orders. Two things kept with the customers' rows make both cheap, exact:
--
-- * On each customer row, `prev_day`: the customer's previous day with an order (NULL on their
--   first). A customer is back in a range when one of their rows in it has its previous day before
--   the range (at most one has): a range's returning customers are the rows whose gap from their
--   previous day spans its first day, found by a GiST index of the gaps. Its new customers are the
--   rows of the customers whose first day is in it (0040's `first_day`), read by an index of first
--   days, whose sales, taken from the range's, leave the returning customers'.
-- * `customer_totals`: what each customer has bought over all time. As no order's net sales are
--   below 0 (a discount never passes its subtotal), a customer's net sales in a range are at most
--   their total: the top ten of a range are among the customers whose total reaches the tenth best
--   range's figure of a few of the largest totals, and only those are summed over the range.
--
-- Both are set again, for the customers a statement touched, by `mark_customers` under the lock per
-- bucket of customers 0040 took for the first day, from the customer's rows as they then stand.
ALTER TABLE daily_summaries ADD COLUMN prev_day DATE;

-- 0040's rows of an order, a line and a refund, with the new column (set by mark_customers).
-- What one order adds to the summaries (`sign` 1), or takes away (-1).
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
    WHERE o.status <> 'cancelled' AND f.key IS NOT NULL
    UNION ALL
    SELECT shop_day(o.refunded_at), 'all', '', 0, 0, 0, 0, 0, 0, 0, 0, sign * o.total_cents, NULL::date, NULL::date
    WHERE o.refunded_at IS NOT NULL;
  END;

-- What one line adds (or takes away) with its order as it stands: nothing on a cancelled order.
CREATE OR REPLACE FUNCTION line_summary_rows(i order_items, o orders, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(o.created_at), f.facet, f.key, f.product_id, 0, sign * i.quantity,
      f.gross * sign * i.line_total_cents, 0, 0, 0, 0, 0, NULL::date, NULL::date
    FROM (VALUES ('all', '', 0::bigint, 0), ('dish', i.name, COALESCE(i.product_id, 0), 1)) AS f (facet, key, product_id, gross)
    WHERE o.status <> 'cancelled';
  END;

-- A partial refund (an order's change) on the day it was made.
CREATE OR REPLACE FUNCTION refund_summary_rows(r order_refunds, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(r.created_at), 'all', '', 0::bigint, 0, 0, 0, 0, 0, 0, 0,
      sign * r.amount_cents, NULL::date, NULL::date;
  END;

-- The customers new in a range (their first day in it) and their sales, read from the index alone.
CREATE INDEX daily_summaries_customer_cohorts_idx ON daily_summaries (first_day)
  INCLUDE (day, gross_cents, discount_cents) WHERE facet = 'customer';
-- The customers back in a range: a row whose gap since the customer's previous day spans the
-- range's first day (one per customer at most), found without reading the range's other rows.
CREATE INDEX daily_summaries_customer_gaps_idx ON daily_summaries USING gist (daterange(prev_day, day, '(]'))
  WHERE facet = 'customer' AND prev_day IS NOT NULL;
-- A customer's figures over a range, and their days, from the index alone (replaces 0040's index of
-- their days).
CREATE INDEX daily_summaries_customer_sums_idx ON daily_summaries (key, day)
  INCLUDE (orders, gross_cents, discount_cents, first_day, prev_day) WHERE facet = 'customer';
DROP INDEX daily_summaries_customer_idx;
-- The other facets' figures over a range, from the index alone.
CREATE INDEX daily_summaries_facet_days_idx ON daily_summaries (facet, day)
  INCLUDE (key, product_id, orders, pieces, gross_cents, discount_cents, tax_cents, fee_cents, tip_cents, refund_cents)
  WHERE facet <> 'customer';

CREATE TABLE customer_totals (
  -- As daily_summaries.key on 'customer' rows.
  key            TEXT COLLATE "C" PRIMARY KEY,
  orders         INTEGER NOT NULL,
  gross_cents    BIGINT NOT NULL,
  discount_cents BIGINT NOT NULL
);
-- The largest totals first: the top ten's candidates.
CREATE INDEX customer_totals_net_idx ON customer_totals ((gross_cents - discount_cents) DESC);

-- Sets the first and previous days of each of these customers on all their rows, and their totals,
-- from their rows as they stand. PL/pgSQL: its plans are kept between calls.
CREATE FUNCTION mark_customers(customers TEXT[]) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  -- One transaction at a time per customer, to its end, so the next statement sees the days another
  -- one changed: a lock per one of 256 buckets of customers (a seed's statement names thousands,
  -- and each lock takes a slot of a shared table), taken in order so that two never wait on each other.
  PERFORM pg_advisory_xact_lock(46, b)
  FROM (SELECT DISTINCT hashtext(k) & 255 AS b FROM unnest(customers) AS k) AS buckets ORDER BY b;
  -- Only the rows whose days change are written (a booking today: its own row), read from the index.
  UPDATE daily_summaries s SET first_day = f.first_day, prev_day = f.prev_day
  FROM (
    SELECT * FROM (
      SELECT e.key, e.day, e.first_day AS was_first, e.prev_day AS was_previous, min(e.day) OVER w AS first_day,
        lag(e.day) OVER w AS prev_day
      FROM daily_summaries e
      WHERE e.facet = 'customer' AND e.key = ANY (customers)
      WINDOW w AS (PARTITION BY e.key ORDER BY e.day)
    ) d
    WHERE (d.was_first, d.was_previous) IS DISTINCT FROM (d.first_day, d.prev_day)
  ) f
  WHERE s.facet = 'customer' AND s.key = f.key AND s.day = f.day;
  INSERT INTO customer_totals AS t
  SELECT e.key, sum(e.orders), sum(e.gross_cents), sum(e.discount_cents) FROM daily_summaries e
  WHERE e.facet = 'customer' AND e.key = ANY (customers)
  GROUP BY e.key ORDER BY e.key
  ON CONFLICT (key) DO UPDATE SET orders = excluded.orders, gross_cents = excluded.gross_cents,
    discount_cents = excluded.discount_cents
  WHERE (t.orders, t.gross_cents, t.discount_cents) IS DISTINCT FROM (excluded.orders, excluded.gross_cents, excluded.discount_cents);
  DELETE FROM customer_totals t
  WHERE t.key = ANY (customers)
    AND NOT EXISTS (SELECT FROM daily_summaries e WHERE e.facet = 'customer' AND e.key = t.key);
END $$;

-- As 0040's, marking the customers by mark_customers.
CREATE OR REPLACE FUNCTION apply_daily_summaries(changes daily_summaries[]) RETURNS VOID
  LANGUAGE plpgsql AS $$
DECLARE
  emptied daily_summaries[];
BEGIN
  WITH added AS (
    INSERT INTO daily_summaries AS s
    SELECT c.day, c.facet, c.key, c.product_id, sum(c.orders), sum(c.pieces), sum(c.gross_cents),
      sum(c.discount_cents), sum(c.tax_cents), sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents), NULL::date,
      NULL::date
    FROM unnest(changes) AS c
    GROUP BY c.day, c.facet, c.key, c.product_id
    HAVING (sum(c.orders), sum(c.pieces), sum(c.gross_cents), sum(c.discount_cents), sum(c.tax_cents),
      sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents)) <> (0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY c.facet, c.day, c.key, c.product_id
    ON CONFLICT (facet, day, key, product_id) DO UPDATE SET
      orders = s.orders + excluded.orders, pieces = s.pieces + excluded.pieces,
      gross_cents = s.gross_cents + excluded.gross_cents, discount_cents = s.discount_cents + excluded.discount_cents,
      tax_cents = s.tax_cents + excluded.tax_cents, fee_cents = s.fee_cents + excluded.fee_cents,
      tip_cents = s.tip_cents + excluded.tip_cents, refund_cents = s.refund_cents + excluded.refund_cents
    RETURNING s.*
  )
  SELECT array_agg(a) INTO emptied FROM added a
  WHERE (a.orders, a.pieces, a.gross_cents, a.discount_cents, a.tax_cents, a.fee_cents, a.tip_cents, a.refund_cents)
    = (0, 0, 0, 0, 0, 0, 0, 0);
  IF emptied IS NOT NULL THEN
    DELETE FROM daily_summaries s
    WHERE (s.facet, s.day, s.key, s.product_id) IN (SELECT e.facet, e.day, e.key, e.product_id FROM unnest(emptied) e)
      AND (s.orders, s.pieces, s.gross_cents, s.discount_cents, s.tax_cents, s.fee_cents, s.tip_cents, s.refund_cents)
        = (0, 0, 0, 0, 0, 0, 0, 0);
  END IF;
  PERFORM mark_customers(ARRAY(SELECT DISTINCT c.key FROM unnest(changes) AS c WHERE c.facet = 'customer'));
END $$;

-- As 0040's, with the customers' totals counted again too.
CREATE OR REPLACE FUNCTION rebuild_daily_summaries() RETURNS INTEGER
  LANGUAGE plpgsql AS $$
DECLARE
  counted INTEGER;
BEGIN
  LOCK TABLE daily_summaries, customer_totals IN EXCLUSIVE MODE;
  DELETE FROM daily_summaries;
  DELETE FROM customer_totals;
  INSERT INTO daily_summaries
  SELECT c.day, c.facet, c.key, c.product_id, sum(c.orders), sum(c.pieces), sum(c.gross_cents),
    sum(c.discount_cents), sum(c.tax_cents), sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents), NULL::date,
    NULL::date
  FROM (
    SELECT r.* FROM orders o, order_summary_rows(o, 1) r
    UNION ALL SELECT r.* FROM order_items i JOIN orders o ON o.id = i.order_id, line_summary_rows(i, o, 1) r
    UNION ALL SELECT r.* FROM order_refunds f, refund_summary_rows(f, 1) r
  ) c
  GROUP BY c.day, c.facet, c.key, c.product_id
  HAVING (sum(c.orders), sum(c.pieces), sum(c.gross_cents), sum(c.discount_cents), sum(c.tax_cents),
    sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents)) <> (0, 0, 0, 0, 0, 0, 0, 0);
  GET DIAGNOSTICS counted = ROW_COUNT;
  PERFORM mark_customers(ARRAY(SELECT DISTINCT key FROM daily_summaries WHERE facet = 'customer'));
  RETURN counted;
END $$;

DROP FUNCTION mark_first_days(TEXT[]);

SELECT rebuild_daily_summaries();
