-- A window's end is kept beside its start (issue 15): the owner may change the window length later,
-- and an order must still show the window the customer chose.
ALTER TABLE checkouts ADD COLUMN fulfilment_window_end TIMESTAMPTZ;
ALTER TABLE orders ADD COLUMN fulfilment_window_end TIMESTAMPTZ;

-- Nothing wrote a window start before this migration; should a row have one, it gets the default length.
UPDATE checkouts SET fulfilment_window_end = fulfilment_window_start + interval '30 minutes'
  WHERE fulfilment_window_start IS NOT NULL;
UPDATE orders SET fulfilment_window_end = fulfilment_window_start + interval '30 minutes'
  WHERE fulfilment_window_start IS NOT NULL;
ALTER TABLE checkouts ADD CONSTRAINT checkouts_window_whole
  CHECK ((fulfilment_window_start IS NULL AND fulfilment_window_end IS NULL)
    OR (fulfilment_window_start IS NOT NULL AND fulfilment_window_end > fulfilment_window_start));
ALTER TABLE orders ADD CONSTRAINT orders_window_whole
  CHECK ((fulfilment_window_start IS NULL AND fulfilment_window_end IS NULL)
    OR (fulfilment_window_start IS NOT NULL AND fulfilment_window_end > fulfilment_window_start));
