-- Order lines become rows, amounts in stored JSON become cents, and pack pricing becomes data.
--
-- 1. order_items replaces the JSON column orders.items. Each line keeps the product's name and
--    price per piece as paid, so later menu changes never rewrite history. Every line the old code
--    wrote moves exactly: its price was a 2-decimal string ('1.90'); lines with a number or with
--    integer `priceCents` are read too. Rounding is half away from zero, as the old code's toCents.
CREATE TABLE order_items (
  order_id         BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The line's place in the order, from 1, as the customer saw it.
  line_no          INTEGER NOT NULL CHECK (line_no > 0),
  -- No foreign key: the order keeps its line even if the product is removed from the menu.
  product_id       BIGINT NOT NULL,
  name             TEXT NOT NULL,
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  line_total_cents INTEGER NOT NULL CHECK (line_total_cents = unit_price_cents * quantity),
  PRIMARY KEY (order_id, line_no)
);

INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
SELECT o.id, line.line_no, (line.value ->> 'productId')::bigint, line.value ->> 'name', price.cents,
  (line.value ->> 'quantity')::integer, price.cents * (line.value ->> 'quantity')::integer
FROM orders o
CROSS JOIN LATERAL jsonb_array_elements(o.items) WITH ORDINALITY AS line (value, line_no)
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN line.value ? 'priceCents' THEN (line.value ->> 'priceCents')::integer
    ELSE round((line.value ->> 'price')::numeric * 100)::integer
  END AS cents
) AS price;

ALTER TABLE orders DROP COLUMN items;

-- 2. A delivery address's fee in cents, like every other amount ({fullAddress, zone, feeCents});
--    addresses kept as plain strings stay as they are.
UPDATE orders
SET delivery_address = (delivery_address - 'fee')
  || jsonb_build_object('feeCents', round((delivery_address ->> 'fee')::numeric * 100)::integer)
WHERE jsonb_typeof(delivery_address) = 'object' AND delivery_address ? 'fee';

-- 3. Pack tiers: the price per piece from a line quantity up. A product without tiers sells at its
--    list price; with tiers, its list price is the price below the first tier. The old code gave
--    tiers to every product whose name contained 'samosa' or 'chapati': they get the same tiers here.
CREATE TABLE product_pack_tiers (
  product_id       BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  min_quantity     INTEGER NOT NULL CHECK (min_quantity > 1),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
  -- Shown beside the quantity choice ('5% Off', 'Best Value').
  badge            TEXT,
  PRIMARY KEY (product_id, min_quantity)
);

INSERT INTO product_pack_tiers (product_id, min_quantity, unit_price_cents, badge)
SELECT p.id, tier.min_quantity, tier.unit_price_cents, tier.badge
FROM products p
CROSS JOIN (VALUES (20, 190, '5% Off'), (30, 180, '10% Off'), (40, 170, '15% Off'), (50, 160, 'Best Value'))
  AS tier (min_quantity, unit_price_cents, badge)
WHERE p.name ~* '(samosa|chapati)';

-- The old code charged $2.00 a piece below 20 for those products whatever their list price.
UPDATE products SET price_cents = 200 WHERE name ~* '(samosa|chapati)' AND price_cents <> 200;
