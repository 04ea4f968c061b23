-- The owner edits the menu (/admin/menu). A product is on the menu, sold out (shown, not orderable)
-- or archived (hidden, kept for the records); `is_available` becomes that status.
ALTER TABLE products ADD COLUMN status TEXT NOT NULL DEFAULT 'on_menu'
  CHECK (status IN ('on_menu', 'sold_out', 'archived'));
UPDATE products SET status = 'archived' WHERE NOT is_available;
ALTER TABLE products DROP COLUMN is_available;

-- Photos uploaded by the owner live in Netlify Blobs; `image` is then '/api/images/{key}'.
CREATE INDEX products_menu_idx ON products (sort_order, id) WHERE status <> 'archived';
