-- One outbox for every channel (issue 25): e-mails, texts and pushes are rows of the same queue,
-- claimed, retried, given up and redacted by the same sender (src/server/outbox/deliver-due.ts).
-- `channel` says how a row is sent; `kind` what it is about (the owner's message log reads it);
-- `order_id` the order it is about, if any, so an order's messages can be listed.
ALTER TABLE mail_outbox RENAME TO outbox;
ALTER INDEX mail_outbox_due_idx RENAME TO outbox_due_idx;
ALTER INDEX mail_outbox_created_at_idx RENAME TO outbox_created_at_idx;

ALTER TABLE outbox
  ADD COLUMN channel  TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms', 'push')),
  ADD COLUMN kind     TEXT NOT NULL DEFAULT 'email',
  ADD COLUMN order_id BIGINT REFERENCES orders (id) ON DELETE CASCADE;

-- The messages queued before: order updates and rating requests named their order in their key.
UPDATE outbox SET kind = 'status:' || split_part(dedupe_key, ':', 3),
    order_id = split_part(dedupe_key, ':', 2)::bigint
  WHERE dedupe_key LIKE 'order-status:%'
    AND EXISTS (SELECT 1 FROM orders o WHERE o.id::text = split_part(dedupe_key, ':', 2));
UPDATE outbox SET kind = 'rating-request', order_id = split_part(dedupe_key, ':', 2)::bigint
  WHERE dedupe_key LIKE 'rating-request:%'
    AND EXISTS (SELECT 1 FROM orders o WHERE o.id::text = split_part(dedupe_key, ':', 2));
UPDATE outbox SET kind = 'receipt' WHERE subject = 'Your Kenyan Bites receipt';

CREATE INDEX outbox_order_idx ON outbox (order_id, created_at DESC) WHERE order_id IS NOT NULL;
