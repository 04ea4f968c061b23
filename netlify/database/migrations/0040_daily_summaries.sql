-- The insights' summaries by shop day (issue 46): what the orders of each day in Kansas City add up
-- to, so the insights read a row per day and facet instead of every order of the range.
--
-- A row is one day's figures for one facet of the orders booked that day (not cancelled):
--   'all' ''                   every order, and the pieces of their lines
--   'type' pickup|delivery     by how it was handed over
--   'zone' <zone>              deliveries by zone
--   'code' <code>              orders with a discount code
--   'hour' <isodow>|<HH:MI>    by the weekday and start of the window it was booked in
--   'customer' <customer>      by customer (their e-mail, else their phone's digits)
--   'dish' <name> (product_id) the lines of each dish (pieces and gross sales only)
-- and the refunds made that day, whatever day their order was booked (on 'all').
--
-- The rows are kept by triggers, so the statement that books, changes, cancels or refunds an order
-- changes its days' rows in the same transaction, by what it added and took away; a row whose
-- figures all come to 0 is removed. `SELECT rebuild_daily_summaries()` (npm run summaries:rebuild)
-- counts them all again from the orders; tests/integration/daily-summaries.test.ts shows both agree.
-- The money columns are the parts; what they make (net sales, total collected) is
-- src/domain/insights/sales-figures.ts.
CREATE TABLE daily_summaries (
  day            DATE NOT NULL,
  facet          TEXT NOT NULL CHECK (facet IN ('all', 'type', 'zone', 'code', 'hour', 'customer', 'dish')),
  -- Compared byte by byte: grouping a range's customers by key needs no language's rules.
  key            TEXT COLLATE "C" NOT NULL,
  -- The dish's product (0 for the other facets, or a line without a product).
  product_id     BIGINT NOT NULL DEFAULT 0,
  -- Integers: a day's figures stay far below $21 million, and integers sum fast.
  orders         INTEGER NOT NULL DEFAULT 0,
  pieces         INTEGER NOT NULL DEFAULT 0,
  gross_cents    INTEGER NOT NULL DEFAULT 0,
  discount_cents INTEGER NOT NULL DEFAULT 0,
  tax_cents      INTEGER NOT NULL DEFAULT 0,
  fee_cents      INTEGER NOT NULL DEFAULT 0,
  tip_cents      INTEGER NOT NULL DEFAULT 0,
  refund_cents   INTEGER NOT NULL DEFAULT 0,
  -- On 'customer' rows: the customer's first day with an order, so that whether they are new or
  -- returning in a range is read from the range's own rows.
  first_day      DATE,
  -- By facet first: the insights read one facet's rows over a range of days.
  PRIMARY KEY (facet, day, key, product_id)
);
-- A customer's days, to find their first.
CREATE INDEX daily_summaries_customer_idx ON daily_summaries (key, day) WHERE facet = 'customer';

-- Who placed an order, as the insights count customers.
CREATE FUNCTION order_customer(email TEXT, phone TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN COALESCE(NULLIF(lower(email), ''), regexp_replace(phone, '\D', '', 'g'));
-- A customer's latest order in a range (the insights' top customers).
CREATE INDEX orders_customer_idx ON orders (order_customer(customer_email, customer_phone), created_at DESC);

CREATE FUNCTION shop_day(at TIMESTAMPTZ) RETURNS DATE
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'America/Chicago')::date;

-- What one order adds to the summaries (`sign` 1), or takes away (-1).
CREATE FUNCTION order_summary_rows(o orders, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(o.created_at), f.facet, f.key, 0::bigint, sign, 0,
      sign * o.subtotal_cents, sign * o.discount_cents, sign * o.tax_cents,
      sign * o.delivery_fee_cents, sign * o.tip_cents, 0, NULL::date
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
    SELECT shop_day(o.refunded_at), 'all', '', 0, 0, 0, 0, 0, 0, 0, 0, sign * o.total_cents, NULL::date
    WHERE o.refunded_at IS NOT NULL;
  END;

-- What one line adds (or takes away) with its order as it stands: nothing on a cancelled order.
CREATE FUNCTION line_summary_rows(i order_items, o orders, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(o.created_at), f.facet, f.key, f.product_id, 0, sign * i.quantity,
      f.gross * sign * i.line_total_cents, 0, 0, 0, 0, 0, NULL::date
    FROM (VALUES ('all', '', 0::bigint, 0), ('dish', i.name, COALESCE(i.product_id, 0), 1)) AS f (facet, key, product_id, gross)
    WHERE o.status <> 'cancelled';
  END;

-- A partial refund (an order's change) on the day it was made.
CREATE FUNCTION refund_summary_rows(r order_refunds, sign INTEGER) RETURNS SETOF daily_summaries
  LANGUAGE sql STABLE
  BEGIN ATOMIC
    SELECT shop_day(r.created_at), 'all', '', 0::bigint, 0, 0, 0, 0, 0, 0, 0,
      sign * r.amount_cents, NULL::date;
  END;

-- Sets the first day of each of these customers on all their rows, by the index of their days.
-- PL/pgSQL, as the two below: its plans are kept between calls (a booking's statement calls them).
CREATE FUNCTION mark_first_days(customers TEXT[]) RETURNS VOID
  LANGUAGE plpgsql AS $$
BEGIN
  -- One transaction at a time per customer, to its end, so the next statement sees the days another
  -- one changed: a lock per one of 256 buckets of customers (a seed's statement names thousands,
  -- and each lock takes a slot of a shared table), taken in order so that two never wait on each other.
  PERFORM pg_advisory_xact_lock(46, b)
  FROM (SELECT DISTINCT hashtext(k) & 255 AS b FROM unnest(customers) AS k) AS buckets ORDER BY b;
  UPDATE daily_summaries s SET first_day = f.first_day
  FROM (
    SELECT e.key, min(e.day) AS first_day FROM daily_summaries e
    WHERE e.facet = 'customer' AND e.key = ANY (customers)
    GROUP BY e.key
  ) f
  WHERE s.facet = 'customer' AND s.key = f.key AND s.first_day IS DISTINCT FROM f.first_day;
END $$;

-- Adds the changes to their rows (an upsert: two transactions at once each add theirs, in the same
-- order of rows), then removes the rows that came to nothing, and marks the customers' first days.
CREATE FUNCTION apply_daily_summaries(changes daily_summaries[]) RETURNS VOID
  LANGUAGE plpgsql AS $$
DECLARE
  emptied daily_summaries[];
BEGIN
  WITH added AS (
    INSERT INTO daily_summaries AS s
    SELECT c.day, c.facet, c.key, c.product_id, sum(c.orders), sum(c.pieces), sum(c.gross_cents),
      sum(c.discount_cents), sum(c.tax_cents), sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents), NULL::date
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
  PERFORM mark_first_days(ARRAY(SELECT DISTINCT c.key FROM unnest(changes) AS c WHERE c.facet = 'customer'));
END $$;

-- Orders: what the new rows add, less what the old ones gave. A line moves with its order only when
-- the order is cancelled (or restored) or moves to another day; its own changes are order_items'.
CREATE FUNCTION orders_keep_daily_summaries() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_daily_summaries(ARRAY(SELECT r FROM new_rows o, order_summary_rows(o, 1) r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_daily_summaries(ARRAY(SELECT r FROM old_rows o, order_summary_rows(o, -1) r));
  ELSE
    -- Only the orders whose counted figures changed (a status moving through the kitchen touches no row).
    PERFORM apply_daily_summaries(ARRAY(
      WITH moved AS (
        SELECT b.id FROM old_rows b JOIN new_rows a ON a.id = b.id
        WHERE (b.status = 'cancelled', b.created_at, b.refunded_at, b.subtotal_cents, b.discount_cents, b.tax_cents,
            b.delivery_fee_cents, b.tip_cents, b.total_cents, b.order_type, b.delivery_address ->> 'zone',
            b.discount_code, b.fulfilment_window_start, order_customer(b.customer_email, b.customer_phone))
          IS DISTINCT FROM (a.status = 'cancelled', a.created_at, a.refunded_at, a.subtotal_cents, a.discount_cents,
            a.tax_cents, a.delivery_fee_cents, a.tip_cents, a.total_cents, a.order_type, a.delivery_address ->> 'zone',
            a.discount_code, a.fulfilment_window_start, order_customer(a.customer_email, a.customer_phone))
      ), flipped AS (
        SELECT b.id FROM old_rows b JOIN new_rows a ON a.id = b.id
        WHERE (b.status = 'cancelled') <> (a.status = 'cancelled') OR shop_day(b.created_at) <> shop_day(a.created_at)
      )
      SELECT r FROM old_rows b JOIN moved USING (id), order_summary_rows(b, -1) r
      UNION ALL SELECT r FROM new_rows a JOIN moved USING (id), order_summary_rows(a, 1) r
      UNION ALL SELECT r FROM old_rows b JOIN flipped USING (id) JOIN order_items i ON i.order_id = b.id,
        line_summary_rows(i, b, -1) r
      UNION ALL SELECT r FROM new_rows a JOIN flipped USING (id) JOIN order_items i ON i.order_id = a.id,
        line_summary_rows(i, a, 1) r
    ));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_summaries_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_daily_summaries();
CREATE TRIGGER orders_summaries_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_daily_summaries();
CREATE TRIGGER orders_summaries_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_daily_summaries();

-- Lines, with their order as it stands (a line deleted with its order takes nothing: orders are
-- kept for the records; one deleted by hand needs a rebuild).
CREATE FUNCTION order_items_keep_daily_summaries() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_daily_summaries(ARRAY(
      SELECT r FROM new_rows i JOIN orders o ON o.id = i.order_id, line_summary_rows(i, o, 1) r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_daily_summaries(ARRAY(
      SELECT r FROM old_rows i JOIN orders o ON o.id = i.order_id, line_summary_rows(i, o, -1) r));
  ELSE
    PERFORM apply_daily_summaries(ARRAY(
      SELECT r FROM old_rows i JOIN orders o ON o.id = i.order_id, line_summary_rows(i, o, -1) r
      UNION ALL SELECT r FROM new_rows i JOIN orders o ON o.id = i.order_id, line_summary_rows(i, o, 1) r));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER order_items_summaries_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_daily_summaries();
CREATE TRIGGER order_items_summaries_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_daily_summaries();
CREATE TRIGGER order_items_summaries_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_daily_summaries();

CREATE FUNCTION order_refunds_keep_daily_summaries() RETURNS TRIGGER
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_daily_summaries(ARRAY(SELECT r FROM new_rows f, refund_summary_rows(f, 1) r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_daily_summaries(ARRAY(SELECT r FROM old_rows f, refund_summary_rows(f, -1) r));
  ELSE
    PERFORM apply_daily_summaries(ARRAY(
      SELECT r FROM old_rows f, refund_summary_rows(f, -1) r
      UNION ALL SELECT r FROM new_rows f, refund_summary_rows(f, 1) r));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER order_refunds_summaries_insert AFTER INSERT ON order_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_refunds_keep_daily_summaries();
CREATE TRIGGER order_refunds_summaries_update AFTER UPDATE ON order_refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_refunds_keep_daily_summaries();
CREATE TRIGGER order_refunds_summaries_delete AFTER DELETE ON order_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_refunds_keep_daily_summaries();

-- Everything counted again from the orders, the lines and the refunds, with the same rules. The
-- table is locked first: a booking at the same time adds its own once this is done.
CREATE FUNCTION rebuild_daily_summaries() RETURNS INTEGER
  LANGUAGE plpgsql AS $$
DECLARE
  counted INTEGER;
BEGIN
  LOCK TABLE daily_summaries IN EXCLUSIVE MODE;
  DELETE FROM daily_summaries;
  INSERT INTO daily_summaries
  SELECT c.day, c.facet, c.key, c.product_id, sum(c.orders), sum(c.pieces), sum(c.gross_cents),
    sum(c.discount_cents), sum(c.tax_cents), sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents), NULL::date
  FROM (
    SELECT r.* FROM orders o, order_summary_rows(o, 1) r
    UNION ALL SELECT r.* FROM order_items i JOIN orders o ON o.id = i.order_id, line_summary_rows(i, o, 1) r
    UNION ALL SELECT r.* FROM order_refunds f, refund_summary_rows(f, 1) r
  ) c
  GROUP BY c.day, c.facet, c.key, c.product_id
  HAVING (sum(c.orders), sum(c.pieces), sum(c.gross_cents), sum(c.discount_cents), sum(c.tax_cents),
    sum(c.fee_cents), sum(c.tip_cents), sum(c.refund_cents)) <> (0, 0, 0, 0, 0, 0, 0, 0);
  GET DIAGNOSTICS counted = ROW_COUNT;
  PERFORM mark_first_days(ARRAY(SELECT DISTINCT key FROM daily_summaries WHERE facet = 'customer'));
  RETURN counted;
END $$;

SELECT rebuild_daily_summaries();
