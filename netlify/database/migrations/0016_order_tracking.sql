-- The tracking page's links (issue 16): each confirmation, receipt and order e-mail carries its
-- own random token; only its SHA-256 is kept, so the table alone opens no order. A token works
-- for 90 days from when it was issued.
CREATE TABLE order_tracking_tokens (
  token_hash BYTEA PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  order_id   BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX order_tracking_tokens_order_id_idx ON order_tracking_tokens (order_id);
CREATE INDEX order_tracking_tokens_expires_at_idx ON order_tracking_tokens (expires_at);
