-- Pickup spots in the owner's figures (issue 50; docs/behaviour/rules.md#insights): the summaries by
-- shop day (0040, 0042, 0050) get one more facet, 'spot', keyed by the pickup's spot id, so the
-- insights read each spot's orders and sales from a row per day, as they read the zones. A delivery
-- has no spot and no row. The spot's name is read when the insights are, so a renamed spot keeps
-- its figures.

ALTER TABLE daily_summaries DROP CONSTRAINT daily_summaries_facet_check;
ALTER TABLE daily_summaries ADD CONSTRAINT daily_summaries_facet_check
  CHECK (facet IN ('all', 'type', 'zone', 'code', 'hour', 'customer', 'dish', 'spot'));

-- 0050's rows of an order, with its spot's.
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
      ('customer', order_customer(o.customer_email, o.customer_phone)),
      ('spot', o.pickup_spot_id::text)
    ) AS f (facet, key)
    WHERE o.status <> 'cancelled' AND f.key IS NOT NULL AND o.catering_request_id IS NULL
    UNION ALL
    SELECT shop_day(o.refunded_at), 'all', '', 0, 0, 0, 0, 0, 0, 0, 0, sign * o.total_cents, NULL::date, NULL::date
    WHERE o.refunded_at IS NOT NULL AND o.catering_request_id IS NULL;
  END;

-- 0040's trigger, an order's spot among what moves its rows (a pickup moved to another spot).
CREATE OR REPLACE FUNCTION orders_keep_daily_summaries() RETURNS TRIGGER
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
            b.discount_code, b.fulfilment_window_start, order_customer(b.customer_email, b.customer_phone),
            b.pickup_spot_id)
          IS DISTINCT FROM (a.status = 'cancelled', a.created_at, a.refunded_at, a.subtotal_cents, a.discount_cents,
            a.tax_cents, a.delivery_fee_cents, a.tip_cents, a.total_cents, a.order_type, a.delivery_address ->> 'zone',
            a.discount_code, a.fulfilment_window_start, order_customer(a.customer_email, a.customer_phone),
            a.pickup_spot_id)
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

SELECT rebuild_daily_summaries();
