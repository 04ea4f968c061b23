-- Authorise, then book, then capture (src/server/payments/settle-payment.ts): a checkout no longer
-- holds a window for 15 minutes while its customer pays. Only an order takes a window's place, and
-- an order is booked only for a payment the gateway has authorised, under the schedule's lock.
ALTER TABLE checkouts DROP COLUMN hold_expires_at;

-- A checkout whose authorised payment found its window full: what the customer was told, and when
-- the payment was let go (the authorisation cancelled, or the money refunded had it been taken).
-- A refused checkout stays refused; the scheduled sender lets go any payment a stopped function left.
ALTER TABLE checkouts
  ADD COLUMN refused_at          TIMESTAMPTZ,
  ADD COLUMN refusal             TEXT,
  ADD COLUMN payment_released_at TIMESTAMPTZ;
CREATE INDEX checkouts_unreleased_idx ON checkouts (refused_at)
  WHERE refused_at IS NOT NULL AND payment_released_at IS NULL;

-- An order's money is taken (captured) just after it is booked. Orders from before, and orders
-- written outside the checkout, were paid when recorded (the default); the checkout writes null and
-- sets it once the gateway has captured, so the scheduled sender can finish a capture left undone.
ALTER TABLE orders ADD COLUMN payment_captured_at TIMESTAMPTZ DEFAULT now();
UPDATE orders SET payment_captured_at = created_at;
CREATE INDEX orders_uncaptured_idx ON orders (created_at) WHERE payment_captured_at IS NULL;

-- The test gateway authorises as Stripe does with manual capture.
ALTER TABLE test_payment_intents DROP CONSTRAINT test_payment_intents_status_check;
ALTER TABLE test_payment_intents ADD CONSTRAINT test_payment_intents_status_check CHECK (
  status IN ('requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')
);
