-- Saved cards in the built-in test gateway (issue 49; src/server/payments/README.md#saved-cards): a
-- card saved for a standing order's later charges, and those charges made without its customer, as
-- Stripe's test mode makes them with its SetupIntents and off-session PaymentIntents.

-- A setup (Stripe's SetupIntent) and the card it saved (Stripe's PaymentMethod, one per setup).
-- The card is kept as Stripe shows it (brand, last four digits, expiry) and how its later charges
-- fail, if they do (src/domain/test-cards.ts, savedTestCard); never its number. It is the customer's
-- (charged by `customer_id` and `payment_method_id`) only once the setup has succeeded.
CREATE TABLE test_setup_intents (
  id                TEXT PRIMARY KEY,
  client_secret     TEXT NOT NULL UNIQUE,
  customer_id       TEXT NOT NULL,
  standing_order_id BIGINT,
  status            TEXT NOT NULL DEFAULT 'requires_payment_method'
                    CHECK (status IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
  last_error        TEXT,
  -- Where the test bank's authentication page sends the customer back to (Stripe's return_url).
  return_path       TEXT,
  payment_method_id TEXT UNIQUE,
  card_brand        TEXT,
  card_last4        TEXT CHECK (card_last4 ~ '^[0-9]{4}$'),
  card_exp_month    SMALLINT CHECK (card_exp_month BETWEEN 1 AND 12),
  card_exp_year     SMALLINT,
  charge_decline    TEXT CHECK (charge_decline IN ('authentication_required', 'card_declined')),
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((payment_method_id IS NULL) = (card_last4 IS NULL)),
  CHECK (status <> 'succeeded' OR payment_method_id IS NOT NULL)
);
CREATE INDEX test_setup_intents_customer_idx ON test_setup_intents (customer_id);

-- An off-session charge is a test payment intent like any other (captured, released, refunded and
-- reconciled unchanged), made once per idempotency key; one the bank refused keeps Stripe's error
-- code beside its message, so a retry with the same key answers the same refusal.
ALTER TABLE test_payment_intents
  ADD COLUMN idempotency_key TEXT UNIQUE,
  ADD COLUMN last_error_code TEXT;
