-- The buyer's browser proves it made a checkout with the payment's client secret; the server keeps
-- only its SHA-256 (hex), so a copy of the database proves nothing. A payment id is never a key:
-- POST /api/orders answers an order's tracking link and rating token only to that browser or to the
-- account that started the checkout (src/server/payments/record-order.ts).
ALTER TABLE checkouts
  ADD COLUMN client_secret_sha256 TEXT CHECK (client_secret_sha256 ~ '^[0-9a-f]{64}$');
