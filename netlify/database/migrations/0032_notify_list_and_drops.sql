-- The notify list, drops and announcements (issue 36).

-- 'Tell me when you're cooking': one row per address and channel. An e-mail is 'pending' until its
-- mailed link is opened; a phone joins 'confirmed' at once (its consent box was ticked). Ended by
-- the unsubscribe link or STOP, for good: the row stays as the evidence, 'unsubscribed'.
-- consent_words are the words the person saw when they asked, consent_source where (home page,
-- order confirmation, the closed banner): with consented_at, the evidence the law asks for.
CREATE TABLE subscribers (
  id                 BIGSERIAL PRIMARY KEY,
  channel            TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  address            TEXT NOT NULL,
  status             TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  consent_source     TEXT NOT NULL,
  consent_words      TEXT NOT NULL,
  consented_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  confirmed_at       TIMESTAMPTZ,
  unsubscribed_at    TIMESTAMPTZ,
  -- Only the hash of the mailed confirmation token (256 random bits) is kept, until it is used.
  confirm_token_hash TEXT UNIQUE,
  confirm_expires_at TIMESTAMPTZ,
  UNIQUE (channel, address)
);
CREATE INDEX subscribers_confirmed_idx ON subscribers (channel) WHERE status = 'confirmed';

-- Drops: whether the shop is always open (as before) or open only inside an ordering period.
ALTER TABLE business_settings
  ADD COLUMN ordering_mode TEXT NOT NULL DEFAULT 'always' CHECK (ordering_mode IN ('always', 'drops'));

-- An ordering period: open from opens_at up to closes_at, on the clock at each request. sells_dates
-- are the shop days whose windows it sells (empty: any day). Overlaps are refused by the service,
-- under a lock of this table, with the owner's sentence.
CREATE TABLE ordering_periods (
  id               BIGSERIAL PRIMARY KEY,
  opens_at         TIMESTAMPTZ NOT NULL,
  closes_at        TIMESTAMPTZ NOT NULL,
  sells_dates      DATE[] NOT NULL DEFAULT '{}',
  note             TEXT,
  created_by_email TEXT NOT NULL,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (closes_at > opens_at)
);
CREATE INDEX ordering_periods_closes_idx ON ordering_periods (closes_at);

-- An announcement to the confirmed list: by hand, at a drop's opening, or the reminder before its
-- closing (sent to those who have not ordered in it). The scheduled sender queues one outbox
-- message per subscriber once send_at has come (queued_at records it), so nothing is sent twice.
CREATE TABLE announcements (
  id               BIGSERIAL PRIMARY KEY,
  kind             TEXT NOT NULL CHECK (kind IN ('manual', 'opening', 'reminder')),
  period_id        BIGINT REFERENCES ordering_periods (id) ON DELETE CASCADE,
  subject          TEXT NOT NULL,
  text_body        TEXT NOT NULL,
  channels         TEXT[] NOT NULL,
  send_at          TIMESTAMPTZ NOT NULL,
  queued_at        TIMESTAMPTZ,
  created_by_email TEXT NOT NULL,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((kind = 'manual') = (period_id IS NULL))
);
CREATE INDEX announcements_due_idx ON announcements (send_at) WHERE queued_at IS NULL;

-- The outbox's messages of an announcement (its counts in the message log), and the headers an
-- announcement's e-mail carries (List-Unsubscribe, RFC 8058), cleared with its secrets once sent.
ALTER TABLE outbox
  ADD COLUMN announcement_id BIGINT REFERENCES announcements (id) ON DELETE SET NULL,
  ADD COLUMN headers         JSONB NOT NULL DEFAULT '{}';
CREATE INDEX outbox_announcement_idx ON outbox (announcement_id) WHERE announcement_id IS NOT NULL;
