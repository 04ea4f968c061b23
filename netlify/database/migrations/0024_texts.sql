-- Texts to customers who ask for them, and the owner's new-order text (issue 25).
-- orders.text_phone: the number the customer asked to be texted at, in E.164 (+19135550142);
-- null when they did not ask. sms_opt_outs: numbers that replied STOP (Twilio's inbound webhook,
-- src/server/outbox/inbound-texts.ts); nothing more is sent to them until they reply START.
ALTER TABLE orders ADD COLUMN text_phone TEXT;

CREATE TABLE sms_opt_outs (
  phone         TEXT PRIMARY KEY,
  opted_out_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
