-- Changing an order before it is ready (issue 37): what it was and became, who changed it, and how
-- the money followed.
-- captured_cents: what the gateway took of the order's own payment (its total when captured, or
-- less when a change captured less); the orders captured before it took their total.
-- change_pending_id: a change whose money is under way at the gateway; a second change waits for
-- it (409), and the scheduled sender finishes one a stopped function left.
ALTER TABLE orders
  ADD COLUMN captured_cents    INTEGER CHECK (captured_cents >= 0),
  ADD COLUMN change_pending_id BIGINT;
UPDATE orders SET captured_cents = total_cents WHERE payment_captured_at IS NOT NULL;

-- before/after: the order's lines, window, notes and money (src/domain/owner-orders/order-change.ts).
-- adjustment: 'none', 'capture-less' (the authorised payment captured at the lower total), 'refund'
-- (the difference paid back) or 'pay-link' (a link for the difference); state: 'pending' while the
-- gateway is asked, 'done', or 'failed' (the order put back as it was).
CREATE TABLE order_changes (
  id                BIGSERIAL PRIMARY KEY,
  order_id          BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  changed_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  changed_by        BIGINT REFERENCES users (id) ON DELETE SET NULL,
  changed_by_email  TEXT NOT NULL,
  before            JSONB NOT NULL,
  after             JSONB NOT NULL,
  adjustment_kind   TEXT NOT NULL CHECK (adjustment_kind IN ('none', 'capture-less', 'refund', 'pay-link')),
  adjustment_cents  INTEGER NOT NULL CHECK (adjustment_cents >= 0),
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  payment_link_id   BIGINT REFERENCES payment_links (id) ON DELETE SET NULL
);
CREATE INDEX order_changes_order_idx ON order_changes (order_id, changed_at);

-- Money a change paid back, by the payment it came from (an order may have been paid by its own
-- payment and by links for differences): what each payment still holds is its amount less these.
CREATE TABLE order_refunds (
  id                BIGSERIAL PRIMARY KEY,
  order_id          BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  change_id         BIGINT REFERENCES order_changes (id) ON DELETE SET NULL,
  payment_intent_id TEXT NOT NULL,
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  refund_id         TEXT NOT NULL,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (change_id, payment_intent_id)
);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id);
