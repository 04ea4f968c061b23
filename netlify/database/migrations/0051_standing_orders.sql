-- Standing orders (issue 49; docs/behaviour/rules.md#standing-orders): a signed-in customer's order
-- placed for her at every drop (or each week, when the shop is always open), before the drop's
-- announcement, and charged at its close on the card she saved for it.

-- What she asked for, and the card she saved. items: [{productId, quantity}], kept as she chose
-- them even when a dish leaves the menu (placement leaves it out; it comes back with the dish).
-- Her preferred window: a weekday (0 Sunday .. 6 Saturday) and a time of day on the shop's clock.
-- The agreement's words are kept as she was shown them, with when she agreed (Stripe's condition for
-- charging a customer who is not present). status 'setting-up': her card is not saved yet.
CREATE TABLE standing_orders (
  id                  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status              TEXT NOT NULL DEFAULT 'setting-up'
                      CHECK (status IN ('setting-up', 'active', 'paused', 'cancelled')),
  paused_by           TEXT CHECK (paused_by IN ('customer', 'owner')),
  owner_message       TEXT CHECK (char_length(owner_message) <= 500),
  items               JSONB NOT NULL,
  order_type          TEXT NOT NULL CHECK (order_type IN ('pickup', 'delivery')),
  delivery_address    TEXT CHECK (char_length(delivery_address) <= 300),
  customer_name       TEXT NOT NULL,
  customer_phone      TEXT NOT NULL,
  channel             TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms')),
  preferred_weekday   SMALLINT NOT NULL CHECK (preferred_weekday BETWEEN 0 AND 6),
  preferred_time      TEXT NOT NULL CHECK (preferred_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ends_on             DATE,
  skip_next           BOOLEAN NOT NULL DEFAULT false,
  gateway             TEXT NOT NULL CHECK (gateway IN ('stripe', 'test')),
  gateway_customer_id TEXT,
  payment_method_id   TEXT,
  card_brand          TEXT,
  card_last4          TEXT,
  card_exp_month      SMALLINT,
  card_exp_year       SMALLINT,
  setup_intent_id     TEXT,
  agreement_text      TEXT NOT NULL,
  agreed_at           TIMESTAMPTZ NOT NULL,
  agreed_from         TEXT,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  cancelled_at        TIMESTAMPTZ,
  CHECK (order_type = 'pickup' OR delivery_address IS NOT NULL),
  CHECK (status = 'setting-up' OR status = 'cancelled' OR payment_method_id IS NOT NULL),
  CHECK ((status = 'paused') = (paused_by IS NOT NULL))
);
CREATE INDEX standing_orders_user_idx ON standing_orders (user_id);
CREATE INDEX standing_orders_status_idx ON standing_orders (status) WHERE status IN ('active', 'paused');

-- One row per standing order and drop (cycle_key 'drop:{id}') or week ('week:{date}'): the unique
-- key is what makes the placement happen once per drop, however many scheduled runs meet. status:
-- placed (its order waits for the close), skipped (with the reason), charging (the saved card is
-- being asked), paid, failed (the reason; its link holds the order until pay_by), cancelled (her
-- skip after placement, or unpaid by pay_by). notes: what the placement changed, in words.
CREATE TABLE standing_order_runs (
  id                BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  standing_order_id BIGINT NOT NULL REFERENCES standing_orders (id) ON DELETE CASCADE,
  cycle_key         TEXT NOT NULL,
  status            TEXT NOT NULL CHECK (status IN ('placed', 'skipped', 'charging', 'paid', 'failed', 'cancelled')),
  order_id          BIGINT REFERENCES orders (id) ON DELETE SET NULL,
  charge_at         TIMESTAMPTZ,
  pay_by            TIMESTAMPTZ,
  notes             JSONB NOT NULL DEFAULT '[]',
  skip_reason       TEXT,
  checkout_id       UUID,
  failure_code      TEXT,
  failure_message   TEXT,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (standing_order_id, cycle_key),
  CHECK (status = 'skipped' OR order_id IS NOT NULL OR status = 'cancelled')
);
CREATE INDEX standing_order_runs_due_idx ON standing_order_runs (charge_at) WHERE status IN ('placed', 'charging');
CREATE UNIQUE INDEX standing_order_runs_order_idx ON standing_order_runs (order_id);

-- The token links in her messages (manage the standing order without signing in); only the
-- SHA-256 of each token is kept.
CREATE TABLE standing_order_links (
  token_sha256      TEXT PRIMARY KEY,
  standing_order_id BIGINT NOT NULL REFERENCES standing_orders (id) ON DELETE CASCADE,
  expires_at        TIMESTAMPTZ NOT NULL,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX standing_order_links_order_idx ON standing_order_links (standing_order_id);

-- The order a run placed: marked on the dashboard, the kitchen's day and the prep list, counted
-- apart in the insights.
ALTER TABLE orders ADD COLUMN standing_order_id BIGINT REFERENCES standing_orders (id) ON DELETE SET NULL;
CREATE INDEX orders_standing_order_idx ON orders (standing_order_id) WHERE standing_order_id IS NOT NULL;

-- The owner's settings: when a week's standing orders are placed while the shop is always open
-- (a weekday, 0 Sunday, and a time on the shop's clock), and how many hours before its window a
-- standing order whose charge failed must be paid by its link.
ALTER TABLE fulfilment_settings
  ADD COLUMN standing_place_weekday SMALLINT NOT NULL DEFAULT 0 CHECK (standing_place_weekday BETWEEN 0 AND 6),
  ADD COLUMN standing_place_time    TEXT NOT NULL DEFAULT '18:00'
                                    CHECK (standing_place_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN standing_pay_hours     INTEGER NOT NULL DEFAULT 12 CHECK (standing_pay_hours BETWEEN 1 AND 72);
