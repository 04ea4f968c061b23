-- Checkouts: the pending order as priced by the server, saved before any card is charged, so a
-- payment can always be matched to what was bought even if the browser never reports back.

CREATE TABLE checkouts (
  id                UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id           BIGINT REFERENCES users (id) ON DELETE SET NULL,
  order_data        JSONB NOT NULL,
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  currency          TEXT NOT NULL DEFAULT 'usd',
  customer_email    TEXT,
  gateway           TEXT NOT NULL CHECK (gateway IN ('stripe', 'test')),
  payment_intent_id TEXT UNIQUE,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Payment intents of the built-in test gateway (used when no Stripe keys are set).
CREATE TABLE test_payment_intents (
  id             TEXT PRIMARY KEY,
  client_secret  TEXT NOT NULL UNIQUE,
  checkout_id    UUID REFERENCES checkouts (id) ON DELETE SET NULL,
  amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
  currency       TEXT NOT NULL DEFAULT 'usd',
  status         TEXT NOT NULL DEFAULT 'requires_payment_method'
                 CHECK (status IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
  receipt_email  TEXT,
  last_error     TEXT,
  card_last4     TEXT,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Webhook events already handled, so a redelivered event does nothing twice.
CREATE TABLE processed_webhook_events (
  id          TEXT PRIMARY KEY,
  type        TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
