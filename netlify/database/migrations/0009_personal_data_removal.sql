-- When an order's personal details (name, email, phone, address, notes) were removed: on account
-- deletion or a year after the order (src/server/privacy). The amounts and lines stay for the books.
ALTER TABLE orders ADD COLUMN personal_data_removed_at TIMESTAMPTZ;

-- The yearly purge looks for old orders whose details are still there.
CREATE INDEX orders_personal_data_idx ON orders (created_at) WHERE personal_data_removed_at IS NULL;
CREATE INDEX checkouts_created_at_idx ON checkouts (created_at);
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at);
