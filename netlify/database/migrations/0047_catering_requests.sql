-- Catering requests (issue 48; docs/behaviour/rules.md#catering): an event's request from
-- /catering, which the owner later quotes. The states after 'requested' are the issue's; each
-- change of state sets status_at. The dishes are kept as asked ([{productId, name, pieces}]), with
-- the name as it was, so a dish renamed or archived later still reads as the customer chose it.
CREATE TABLE catering_requests (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference   TEXT GENERATED ALWAYS AS ('CAT-' || id::text) STORED UNIQUE,
  status      TEXT NOT NULL DEFAULT 'requested' CHECK (
    status IN ('requested', 'quoted', 'accepted', 'paid', 'completed', 'declined', 'cancelled', 'expired')
  ),
  status_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  event_at    TIMESTAMPTZ NOT NULL,
  order_type  TEXT NOT NULL CHECK (order_type IN ('pickup', 'delivery')),
  address     TEXT CHECK (char_length(address) <= 300),
  headcount   INTEGER NOT NULL CHECK (headcount BETWEEN 1 AND 5000),
  items       JSONB NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) > 0),
  note        TEXT CHECK (char_length(note) <= 1000),
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  phone       TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((order_type = 'delivery') = (address IS NOT NULL))
);

CREATE INDEX catering_requests_event_idx ON catering_requests (status, event_at);

-- The link in the customer's e-mail to the request's own page: a random 256-bit token of which
-- only the SHA-256 is kept, as for the tracking links (0016), good until 60 days after the event.
CREATE TABLE catering_request_tokens (
  token_hash          BYTEA PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  catering_request_id BIGINT NOT NULL REFERENCES catering_requests (id) ON DELETE CASCADE,
  expires_at          TIMESTAMPTZ NOT NULL
);
CREATE INDEX catering_request_tokens_request_idx ON catering_request_tokens (catering_request_id);

-- The owner's notice for catering: how many shop days ahead an event must be (default 3).
ALTER TABLE fulfilment_settings
  ADD COLUMN catering_lead_days INTEGER NOT NULL DEFAULT 3 CHECK (catering_lead_days BETWEEN 0 AND 60);
