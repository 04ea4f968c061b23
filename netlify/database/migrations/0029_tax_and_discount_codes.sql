-- Sales tax by dish and by place, and discount codes (issue 35; docs/behaviour/rules.md#sales-tax).
-- Rates are kept in thousandths of a percent (9.35% = 9350), so every rate with up to three
-- decimals is an exact integer; money stays in cents.

-- 1. A dish is taxed as prepared food (cooked, ready to eat) or as food (the buyer still cooks it,
--    or a bakery item sold without utensils). The owner confirms each with the Kansas Department of
--    Revenue; the seed's chapati and mandazi are sold as bakery items.
ALTER TABLE products
  ADD COLUMN tax_category TEXT NOT NULL DEFAULT 'prepared' CHECK (tax_category IN ('prepared', 'food'));
UPDATE products SET tax_category = 'food' WHERE slug IN ('chapati', 'mandazi');

-- 2. The places the shop collects tax in: a state, optionally narrowed to ZIP codes. The most
--    specific place containing an address taxes it; the kitchen's place taxes every pickup. A state
--    with no place is one the shop does not deliver into. confirmed_at null: 'Check this rate'.
CREATE TABLE tax_places (
  id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name               TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  state              TEXT NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  zips               TEXT[] NOT NULL DEFAULT '{}',
  prepared_rate      INTEGER NOT NULL CHECK (prepared_rate BETWEEN 0 AND 20000),
  food_rate          INTEGER NOT NULL CHECK (food_rate BETWEEN 0 AND 20000),
  taxes_delivery_fee BOOLEAN NOT NULL DEFAULT false,
  is_kitchen         BOOLEAN NOT NULL DEFAULT false,
  confirmed_at       TIMESTAMPTZ,
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_by_email   TEXT
);
CREATE UNIQUE INDEX tax_places_one_kitchen_idx ON tax_places (is_kitchen) WHERE is_kitchen;

INSERT INTO tax_places (name, state, zips, prepared_rate, food_rate, is_kitchen, confirmed_at) VALUES
  ('Overland Park, KS', 'KS',
   ARRAY['66204', '66207', '66210', '66212', '66213', '66214', '66221', '66223', '66224', '66225', '66251', '66282', '66283'],
   9350, 2850, true, now()),
  ('Kansas', 'KS', '{}', 9350, 2850, false, NULL);

-- Off for an owner not yet registered to collect: then no order carries a tax line.
ALTER TABLE business_settings ADD COLUMN collects_tax BOOLEAN NOT NULL DEFAULT true;

-- 3. Discount codes, stored in capitals (matched case-insensitively). A code's uses are the orders
--    carrying it that are neither cancelled nor refunded, counted under the schedule's lock when an
--    order is booked, so a cancelled or refunded order gives its use back.
CREATE TABLE discount_codes (
  id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code               TEXT NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{1,32}$'),
  percent_off        INTEGER CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents   INTEGER CHECK (amount_off_cents BETWEEN 1 AND 100000),
  min_subtotal_cents INTEGER CHECK (min_subtotal_cents >= 0),
  -- Shop dates (America/Chicago), both days included.
  starts_on          DATE,
  ends_on            DATE,
  max_uses           INTEGER CHECK (max_uses >= 1),
  once_per_customer  BOOLEAN NOT NULL DEFAULT false,
  first_order_only   BOOLEAN NOT NULL DEFAULT false,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT discount_codes_one_kind CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL)),
  CONSTRAINT discount_codes_dates CHECK (starts_on IS NULL OR ends_on IS NULL OR ends_on >= starts_on)
);

-- 4. An order's discount and tax, as charged. tax_lines: [{name, rate, taxableCents, amountCents}],
--    one per rate. discount_code keeps the code's words after the code is deleted.
ALTER TABLE orders
  ADD COLUMN discount_cents   INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  ADD COLUMN tax_cents        INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  ADD COLUMN tax_lines        JSONB NOT NULL DEFAULT '[]'::jsonb,
  -- The place that taxed it and its state, for the tax report; null when no tax was collected.
  ADD COLUMN tax_place        TEXT,
  ADD COLUMN tax_state        TEXT,
  ADD COLUMN discount_code    TEXT,
  ADD COLUMN discount_code_id BIGINT REFERENCES discount_codes (id) ON DELETE SET NULL,
  DROP CONSTRAINT orders_check,
  ADD CONSTRAINT orders_total_adds_up
    CHECK (total_cents = subtotal_cents - discount_cents + delivery_fee_cents + tax_cents + tip_cents),
  ADD CONSTRAINT orders_discount_within_subtotal CHECK (discount_cents <= subtotal_cents);
CREATE INDEX orders_discount_code_idx ON orders (discount_code_id) WHERE discount_code_id IS NOT NULL;
