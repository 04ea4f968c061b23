-- Catering quotes, the event's order and its payments (issue 48; docs/behaviour/rules.md#catering).

-- The owner's quotes of a request, one row per version: the draft she edits is the newest row not
-- yet sent; sending it stamps sent_at, and a revision after that is a new version. body is the
-- editor's input (lines with their price each, discount, service charge percent, setup, delivery
-- fee, deposit rule, balance due, expiry, terms); money is what cateringQuoteMoney made of it when
-- saved, so the customer is shown exactly what was sent. over_limits: the owner went ahead although
-- the pieces pass the day's kitchen limit (she was warned before sending). accepted_at: the customer
-- accepted this version (its deposit paid, or for a revision, its change made).
CREATE TABLE catering_quotes (
  id                  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  catering_request_id BIGINT NOT NULL REFERENCES catering_requests (id) ON DELETE CASCADE,
  version             INTEGER NOT NULL CHECK (version >= 1),
  body                JSONB NOT NULL,
  money               JSONB NOT NULL,
  over_limits         BOOLEAN NOT NULL DEFAULT false,
  saved_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at             TIMESTAMPTZ,
  accepted_at         TIMESTAMPTZ,
  UNIQUE (catering_request_id, version),
  CHECK (accepted_at IS NULL OR sent_at IS NOT NULL)
);

-- Each state a request took, with its time, for both sides' timelines; status/status_at on the
-- request stay the current one.
CREATE TABLE catering_request_states (
  id                  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  catering_request_id BIGINT NOT NULL REFERENCES catering_requests (id) ON DELETE CASCADE,
  status              TEXT NOT NULL,
  at                  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX catering_request_states_request_idx ON catering_request_states (catering_request_id, at);
INSERT INTO catering_request_states (catering_request_id, status, at)
  SELECT id, status, status_at FROM catering_requests;

-- The owner's message when she declines a request.
ALTER TABLE catering_requests ADD COLUMN declined_message TEXT CHECK (char_length(declined_message) <= 1000);

-- The event's order, made when the customer accepts the quote: it holds the pieces on the day's
-- kitchen limit, carries the deposit's and the balance's payments, and shows in the kitchen's day
-- marked as catering. One order per request.
ALTER TABLE orders ADD COLUMN catering_request_id BIGINT UNIQUE REFERENCES catering_requests (id) ON DELETE SET NULL;

-- A catering order's charges (K.A.R. 92-19-51: both taxable), part of its total.
ALTER TABLE orders
  ADD COLUMN service_charge_cents INTEGER NOT NULL DEFAULT 0 CHECK (service_charge_cents >= 0),
  ADD COLUMN setup_cents          INTEGER NOT NULL DEFAULT 0 CHECK (setup_cents >= 0),
  DROP CONSTRAINT orders_total_adds_up,
  ADD CONSTRAINT orders_total_adds_up CHECK (
    total_cents = subtotal_cents - discount_cents + delivery_fee_cents + service_charge_cents + setup_cents
      + tax_cents + tip_cents
  );

-- Links for a catering order's deposit and its balance.
ALTER TABLE payment_links DROP CONSTRAINT payment_links_purpose_check;
ALTER TABLE payment_links ADD CONSTRAINT payment_links_purpose_check
  CHECK (purpose IN ('order', 'difference', 'deposit', 'balance'));

-- The owner's defaults for a new quote: the deposit's percent, the days before the event the
-- deposit is refunded in full, and the cancellation terms (Markdown).
ALTER TABLE fulfilment_settings
  ADD COLUMN catering_deposit_percent   INTEGER NOT NULL DEFAULT 50 CHECK (catering_deposit_percent BETWEEN 0 AND 100),
  ADD COLUMN catering_full_refund_days  INTEGER NOT NULL DEFAULT 7 CHECK (catering_full_refund_days BETWEEN 0 AND 90),
  ADD COLUMN catering_terms             TEXT NOT NULL DEFAULT '' CHECK (char_length(catering_terms) <= 4000);

-- What a cancellation keeps of the money paid (a catering deposit after the terms' cut-off): set
-- with the cancellation's request, read again by the scheduled sender's repair; null: all refunded.
ALTER TABLE orders ADD COLUMN refund_keep_cents INTEGER CHECK (refund_keep_cents >= 0);
