-- Orders the owner enters by phone, text or at the door, and payment links (issue 37).
-- entered_by_email: the administrator who entered it (null: the storefront's checkout).
-- payment_method: 'card' (paid at the storefront's checkout), 'link' (a payment link sent to the
-- customer) or 'in-person' (cash or a card reader, recorded by the owner). over_limits: the owner
-- confirmed taking it over the kitchen's limits (a full window, a dish's pieces, the lead time).
ALTER TABLE orders
  ADD COLUMN entered_by_email        TEXT,
  ADD COLUMN payment_method          TEXT NOT NULL DEFAULT 'card'
                                     CHECK (payment_method IN ('card', 'link', 'in-person')),
  ADD COLUMN over_limits             BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN paid_in_person_cents    INTEGER CHECK (paid_in_person_cents > 0),
  ADD COLUMN paid_in_person_how      TEXT CHECK (paid_in_person_how IN ('cash', 'card-reader')),
  ADD COLUMN paid_in_person_at       TIMESTAMPTZ,
  ADD COLUMN paid_in_person_by_email TEXT;

-- A link to pay for an order (or, once it changed, the difference): only the token's SHA-256 is
-- kept, so a copy of the database pays nothing. It is paid once (paid_at, with the payment that
-- paid it), or ended: expired (its order cancelled and its place released), cancelled with its
-- order, or paid otherwise (in person). An order's first link holds the order's place until
-- expires_at; the scheduled sender then cancels the order unless it was paid.
CREATE TABLE payment_links (
  id                BIGSERIAL PRIMARY KEY,
  order_id          BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  token_sha256      TEXT NOT NULL UNIQUE,
  purpose           TEXT NOT NULL CHECK (purpose IN ('order', 'difference')),
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  sent_to_phone     TEXT,
  sent_to_email     TEXT,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at        TIMESTAMPTZ NOT NULL,
  paid_at           TIMESTAMPTZ,
  payment_intent_id TEXT UNIQUE,
  ended_at          TIMESTAMPTZ,
  ended_reason      TEXT CHECK (ended_reason IN ('expired', 'cancelled', 'paid-otherwise')),
  CHECK ((paid_at IS NULL) = (payment_intent_id IS NULL)),
  CHECK (paid_at IS NULL OR ended_at IS NULL),
  CHECK ((ended_at IS NULL) = (ended_reason IS NULL))
);
CREATE INDEX payment_links_order_idx ON payment_links (order_id);
CREATE INDEX payment_links_open_idx ON payment_links (expires_at) WHERE paid_at IS NULL AND ended_at IS NULL;

-- A checkout that pays a link books no new order: it pays the link's.
ALTER TABLE checkouts ADD COLUMN payment_link_id BIGINT REFERENCES payment_links (id) ON DELETE SET NULL;
