-- The owner edits the menu (/admin/menu). A product is on the menu, sold out (shown, not orderable)
-- or archived (hidden, kept for the records); `is_available` becomes that status.
ALTER TABLE products ADD COLUMN status TEXT NOT NULL DEFAULT 'on_menu'
  CHECK (status IN ('on_menu', 'sold_out', 'archived'));
UPDATE products SET status = 'archived' WHERE NOT is_available;
ALTER TABLE products DROP COLUMN is_available;

-- Photos uploaded by the owner live in Netlify Blobs; `image` is then '/api/images/{key}'.
CREATE INDEX products_menu_idx ON products (sort_order, id) WHERE status <> 'archived';

-- The quantities a customer picks from, per product (the owner can change them): packs of 10 to 50
-- for the products sold in packs, 1 to 10 for the rest, as the storefront offered before.
ALTER TABLE products ADD COLUMN quantity_choices INTEGER[] NOT NULL DEFAULT '{1,2,3,5,10}'
  CHECK (cardinality(quantity_choices) BETWEEN 1 AND 10 AND 0 < ALL (quantity_choices) AND 1000 > ALL (quantity_choices));
UPDATE products p SET quantity_choices = '{10,20,30,40,50}'
WHERE EXISTS (SELECT 1 FROM product_pack_tiers t WHERE t.product_id = p.id);
