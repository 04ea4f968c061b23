-- Paid orders and every change of their status. The order number shown to people is 'KBT-' || id.

CREATE TABLE orders (
  id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Kept when the account is deleted: the business needs its records; the order is just detached.
  user_id            BIGINT REFERENCES users (id) ON DELETE SET NULL,
  status             TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled')),
  order_type         TEXT NOT NULL CHECK (order_type IN ('delivery', 'pickup')),
  customer_name      TEXT NOT NULL,
  customer_email     TEXT,
  customer_phone     TEXT NOT NULL,
  subtotal_cents     INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  delivery_fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (delivery_fee_cents >= 0),
  tip_cents          INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
  total_cents        INTEGER NOT NULL CHECK (total_cents = subtotal_cents + delivery_fee_cents + tip_cents),
  notes              TEXT,
  -- An object {fullAddress, zone, fee} for delivery, or a plain string for older records.
  delivery_address   JSONB,
  -- [{productId, name, quantity, price}] as charged, so later menu changes never rewrite history.
  items              JSONB NOT NULL,
  -- One order per payment: the browser and the payment webhook may both try to create it.
  payment_intent_id  TEXT UNIQUE,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX orders_created_at_idx ON orders (created_at DESC);
CREATE INDEX orders_user_id_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders (status, created_at DESC);

CREATE TABLE order_status_history (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id         BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status      TEXT,
  to_status        TEXT NOT NULL,
  changed_by       BIGINT REFERENCES users (id) ON DELETE SET NULL,
  -- Who, even after that account is gone ('system' for payment-driven changes).
  changed_by_email TEXT NOT NULL,
  changed_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_id_idx ON order_status_history (order_id, changed_at);
