-- The owner's devices that turned order alerts on (issue 25): each browser's PushSubscription, its
-- endpoint at the browser's push service and the keys its payloads are encrypted to (RFC 8291).
-- A subscription the push service says is gone (404, 410) is deleted by the outbox's sender.
CREATE TABLE push_subscriptions (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint    TEXT NOT NULL UNIQUE,
  p256dh      TEXT NOT NULL,
  auth        TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
