-- Outgoing mail. In development every message lands here; with SMTP_URL set it is also sent,
-- and sent_at records when.
CREATE TABLE mail_outbox (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject    TEXT NOT NULL,
  text_body  TEXT NOT NULL,
  html_body  TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at    TIMESTAMPTZ,
  error      TEXT
);

-- Fixed-window counters for rate limits (login and reset attempts per account and per address).
-- In the database, not Blobs, because increments must be atomic.
CREATE TABLE rate_limits (
  key          TEXT PRIMARY KEY,
  count        INTEGER NOT NULL DEFAULT 0,
  window_start TIMESTAMPTZ NOT NULL DEFAULT now()
);
