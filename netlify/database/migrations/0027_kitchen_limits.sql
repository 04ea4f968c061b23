-- The kitchen's real limits, in pieces (issue 26), and a pause until a time.
-- products.daily_limit: pieces of the dish the kitchen makes per shop day (orders that are not
-- cancelled, by their window's day); null: no limit. products.max_per_order: the most pieces of
-- the dish in one order; null: no limit.
-- fulfilment_settings.window_pieces: pieces of every dish together one window can take; null: no
-- limit (the window's orders still count against window_capacity).
-- business_settings.paused_until: new orders wait until this instant, then reopen by themselves;
-- null: not paused. Separate from is_accepting_orders, which the owner turns back on by hand.
ALTER TABLE products
  ADD COLUMN daily_limit INTEGER CHECK (daily_limit BETWEEN 0 AND 100000),
  ADD COLUMN max_per_order INTEGER CHECK (max_per_order BETWEEN 1 AND 100000);

ALTER TABLE fulfilment_settings
  ADD COLUMN window_pieces INTEGER CHECK (window_pieces BETWEEN 1 AND 1000000);

ALTER TABLE business_settings ADD COLUMN paused_until TIMESTAMPTZ;
