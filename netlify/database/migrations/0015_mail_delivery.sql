-- The outbox becomes a queue (issue 16): requests only record mail, and a sender delivers it
-- with retries. `dedupe_key` makes "send once" a constraint (one status e-mail per order and
-- status, one rating request per order); `secrets` are the parts of the text replaced once the
-- mail server has the message; `send_after` holds a message back until then (the rating request,
-- a day after delivery); a failed attempt sets the next one, and a day after `send_after` the
-- sender gives up and says so in `gave_up_at`.
ALTER TABLE mail_outbox
  ADD COLUMN dedupe_key      TEXT UNIQUE,
  ADD COLUMN secrets         TEXT[] NOT NULL DEFAULT '{}',
  ADD COLUMN send_after      TIMESTAMPTZ NOT NULL DEFAULT now(),
  ADD COLUMN attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  ADD COLUMN gave_up_at      TIMESTAMPTZ;

-- What the sender asks for every minute: the unsent mail that is due.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
