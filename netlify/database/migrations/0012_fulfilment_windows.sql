-- Order-ahead windows (issue 15): the owner's schedule, one row (id 1), and the window each checkout
-- holds and each order books. Times are instants; the schedule's hours are shop wall-clock times.
CREATE TABLE fulfilment_settings (
  id              SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- {"0": [{"start": "11:00", "end": "19:00"}], ...}, Sunday = "0".
  hours           JSONB NOT NULL,
  blocked_dates   DATE[] NOT NULL DEFAULT '{}',
  lead_minutes    INTEGER NOT NULL DEFAULT 180 CHECK (lead_minutes BETWEEN 0 AND 10080),
  window_minutes  INTEGER NOT NULL DEFAULT 30 CHECK (window_minutes BETWEEN 5 AND 240),
  window_capacity INTEGER NOT NULL DEFAULT 4 CHECK (window_capacity BETWEEN 1 AND 1000),
  day_capacity    INTEGER NOT NULL DEFAULT 40 CHECK (day_capacity BETWEEN 1 AND 10000),
  horizon_days    INTEGER NOT NULL DEFAULT 7 CHECK (horizon_days BETWEEN 0 AND 60),
  updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

INSERT INTO fulfilment_settings (id, hours) VALUES (1, '{
  "0": [{"start": "11:00", "end": "19:00"}], "1": [{"start": "11:00", "end": "19:00"}],
  "2": [{"start": "11:00", "end": "19:00"}], "3": [{"start": "11:00", "end": "19:00"}],
  "4": [{"start": "11:00", "end": "19:00"}], "5": [{"start": "11:00", "end": "19:00"}],
  "6": [{"start": "11:00", "end": "19:00"}]}');

-- A checkout holds its window until hold_expires_at (15 minutes); its paid order books it.
ALTER TABLE checkouts ADD COLUMN fulfilment_window_start TIMESTAMPTZ;
ALTER TABLE checkouts ADD COLUMN hold_expires_at TIMESTAMPTZ;
ALTER TABLE orders ADD COLUMN fulfilment_window_start TIMESTAMPTZ;
CREATE INDEX checkouts_window_hold_idx ON checkouts (fulfilment_window_start) WHERE hold_expires_at IS NOT NULL;
CREATE INDEX orders_window_idx ON orders (fulfilment_window_start) WHERE fulfilment_window_start IS NOT NULL;
