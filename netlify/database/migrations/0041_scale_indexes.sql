-- Issue 46 (cost grows with the days, not the orders): indexes that let a page, a day and a month
-- read only their own rows however many orders lie behind them (docs/performance.md#at-scale).
--
-- The lists order by (created_at DESC, id DESC) and page by a cursor on both columns
-- (src/server/repositories/orders-repository.ts): with id in the index the page's rows are an index
-- range, already in order. Each replaces the index of its first columns, which it serves as well.
CREATE INDEX orders_newest_idx ON orders (created_at DESC, id DESC);
DROP INDEX orders_created_at_idx;
CREATE INDEX orders_status_newest_idx ON orders (status, created_at DESC, id DESC);
DROP INDEX orders_status_idx;
CREATE INDEX orders_user_newest_idx ON orders (user_id, created_at DESC, id DESC);
DROP INDEX orders_user_id_idx;

-- The kitchen's day and the streamed CSV export, which reads a range of windows in batches after
-- the last (window, id) it sent.
CREATE INDEX orders_window_order_idx ON orders (fulfilment_window_start, id) WHERE fulfilment_window_start IS NOT NULL;
DROP INDEX orders_window_idx;

-- The tax report's refunds of a month (by when they were refunded): few orders, found without
-- reading the others.
CREATE INDEX orders_refunded_idx ON orders (refunded_at) WHERE refunded_at IS NOT NULL;
