-- Cancel-with-refund as one recorded sequence (src/server/orders/cancel-with-refund.ts): requested,
-- then refunded (refunded_at, refund_id), then cancelled. The request is recorded before the gateway
-- is called, with who asked, so that a retry or the scheduled sender can finish a sequence a stopped
-- function left half-done, and no gateway call is made while the order's row is locked.
ALTER TABLE orders
  ADD COLUMN refund_requested_at       TIMESTAMPTZ,
  ADD COLUMN refund_requested_by       BIGINT REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN refund_requested_by_email TEXT;
CREATE INDEX orders_unfinished_refund_idx ON orders (refund_requested_at)
  WHERE refund_requested_at IS NOT NULL AND status <> 'cancelled';
