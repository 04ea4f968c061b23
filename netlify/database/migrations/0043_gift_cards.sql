-- Gift cards and store credit (issue 47; src/server/gift-cards/README.md).
-- A card is a way to pay, not a discount. Its code is never stored: only the SHA-256 of its 16
-- characters (80 random bits, so the hash cannot be reversed by trying codes) and its last four,
-- which name it on every screen. The buyer's contact and the card's last activity are kept, as
-- unspent value may become unclaimed property. Cards never expire and carry no fee (K.S.A.
-- 50-6,108 forbids an expiry sooner than five years and any fee in the first twelve months).
CREATE TABLE gift_cards (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code_hash        TEXT NOT NULL UNIQUE CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  last4            TEXT NOT NULL CHECK (last4 ~ '^[0-9A-HJKMNP-TV-Z]{4}$'),
  -- 'purchase': bought at /gift-cards; 'credit': store credit the owner issued.
  kind             TEXT NOT NULL CHECK (kind IN ('purchase', 'credit')),
  amount_cents     INTEGER NOT NULL CHECK (amount_cents BETWEEN 1 AND 50000),
  buyer_name       TEXT,
  buyer_email      TEXT,
  recipient_name   TEXT NOT NULL,
  recipient_email  TEXT NOT NULL,
  -- The buyer's message to the recipient.
  message          TEXT CHECK (char_length(message) <= 300),
  -- Store credit's reason, as the owner gave it.
  reason           TEXT,
  -- The shop date (America/Chicago) the card is e-mailed to its recipient.
  send_on          DATE NOT NULL,
  disabled_at      TIMESTAMPTZ,
  disabled_reason  TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_activity_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (kind = 'credit' OR (buyer_name IS NOT NULL AND buyer_email IS NOT NULL)),
  CHECK (kind = 'purchase' OR reason IS NOT NULL),
  CHECK ((disabled_at IS NULL) = (disabled_reason IS NULL))
);

CREATE INDEX gift_cards_newest_idx ON gift_cards (created_at DESC, id DESC);

-- A card's balance is the sum of its ledger: append-only, each row signed as it moves the balance
-- (an issue and a refund add, a spend takes, an adjustment either). Rows are written under the
-- card's row lock (SELECT ... FOR UPDATE), so two orders spending one card at once see each
-- other's spend; the triggers below refuse any change or removal of a row once written.
CREATE TABLE gift_card_ledger (
  id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_id  BIGINT NOT NULL REFERENCES gift_cards (id),
  kind          TEXT NOT NULL CHECK (kind IN ('issue', 'spend', 'refund', 'adjustment')),
  amount_cents  INTEGER NOT NULL CHECK (amount_cents <> 0),
  order_id      BIGINT REFERENCES orders (id),
  note          TEXT,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (
    (kind = 'issue' AND amount_cents > 0) OR (kind = 'spend' AND amount_cents < 0)
    OR (kind = 'refund' AND amount_cents > 0) OR kind = 'adjustment'
  )
);

CREATE INDEX gift_card_ledger_card_idx ON gift_card_ledger (gift_card_id, created_at, id);
CREATE INDEX gift_card_ledger_order_idx ON gift_card_ledger (order_id) WHERE order_id IS NOT NULL;

CREATE FUNCTION gift_card_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gift_card_ledger is append-only: a correction is a new row';
END;
$$;

CREATE TRIGGER gift_card_ledger_no_update BEFORE UPDATE OR DELETE ON gift_card_ledger
  FOR EACH ROW EXECUTE FUNCTION gift_card_ledger_append_only();

-- orders.gift_card_cents: what gift cards paid of the order's total when it was booked; the bank
-- card's payment is for the rest (its intent's amount), so what a payment holds before it is
-- captured is the total less this (order-changes-repository.ts heldPayments).
ALTER TABLE orders ADD COLUMN gift_card_cents INTEGER NOT NULL DEFAULT 0 CHECK (gift_card_cents >= 0);

-- An order the gift cards pay in full needs no payment (issue 47): its checkout asks the gateway for
-- nothing (amount 0, no intent) and is booked by POST /api/checkout/place, which records the order
-- it became here, so placing it again answers the same order.
ALTER TABLE checkouts DROP CONSTRAINT checkouts_amount_cents_check;
ALTER TABLE checkouts ADD CONSTRAINT checkouts_amount_cents_check CHECK (amount_cents >= 0);
ALTER TABLE checkouts ADD COLUMN order_id BIGINT REFERENCES orders (id);

-- A gift card's purchase at /gift-cards: what the buyer asked for, saved before the payment, and
-- the card it became once paid (src/server/gift-cards/gift-card-purchase.ts). Not a checkout: a
-- card is not an order and takes no place.
CREATE TABLE gift_card_purchases (
  id                   UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  amount_cents         INTEGER NOT NULL CHECK (amount_cents BETWEEN 1000 AND 50000 AND amount_cents % 100 = 0),
  buyer_name           TEXT NOT NULL,
  buyer_email          TEXT NOT NULL,
  recipient_name       TEXT NOT NULL,
  recipient_email      TEXT NOT NULL,
  message              TEXT CHECK (char_length(message) <= 300),
  send_on              DATE NOT NULL,
  gateway              TEXT NOT NULL CHECK (gateway IN ('stripe', 'test')),
  payment_intent_id    TEXT UNIQUE,
  client_secret_sha256 TEXT,
  gift_card_id         BIGINT UNIQUE REFERENCES gift_cards (id),
  created_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
