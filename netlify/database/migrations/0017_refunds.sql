-- Refunds (issue 16): cancelling a paid order in /admin refunds it through the gateway that took the
-- payment first. The order keeps when and which refund paid its money back; who cancelled it is in
-- order_status_history, as for every status change.
ALTER TABLE orders
  ADD COLUMN refunded_at TIMESTAMPTZ,
  ADD COLUMN refund_id   TEXT,
  ADD CONSTRAINT orders_refund_recorded CHECK ((refunded_at IS NULL) = (refund_id IS NULL));

-- The built-in test gateway's refunds, Stripe-shaped: one per idempotency key, so a request repeated
-- with the same key answers the refund it already made. No money moves.
CREATE TABLE test_refunds (
  id                TEXT PRIMARY KEY,
  -- Gone with its payment when old test payments are purged.
  payment_intent_id TEXT NOT NULL REFERENCES test_payment_intents (id) ON DELETE CASCADE,
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  idempotency_key   TEXT NOT NULL UNIQUE,
  status            TEXT NOT NULL DEFAULT 'succeeded' CHECK (status IN ('succeeded')),
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX test_refunds_payment_intent_idx ON test_refunds (payment_intent_id);
