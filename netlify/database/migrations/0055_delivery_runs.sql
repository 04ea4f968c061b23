-- The delivery run (issue 50; docs/behaviour/rules.md#the-delivery-run): the owner's pace, each
-- day's run as she ordered it, when she started it, and the estimated time each customer was sent.

-- Her pace, one row: her average speed on the road and the minutes each stop takes (parking, the
-- door, the hand-over). The estimated times are the route's road miles at this speed plus these
-- minutes a stop.
CREATE TABLE delivery_pace (
  id               BOOLEAN PRIMARY KEY DEFAULT true CHECK (id),
  mph              INTEGER NOT NULL DEFAULT 25 CHECK (mph BETWEEN 5 AND 80),
  minutes_per_stop INTEGER NOT NULL DEFAULT 4 CHECK (minutes_per_stop BETWEEN 0 AND 60),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
INSERT INTO delivery_pace DEFAULT VALUES;

-- A shop date's run, once she has reordered or started it (before that the route orders the day).
-- ordered_at: when she last saved the stops' order (null: the route's own); started_at: when she
-- first pressed 'Start the run' (the estimated times count from it; starting again keeps it).
CREATE TABLE delivery_runs (
  run_date   DATE PRIMARY KEY,
  ordered_at TIMESTAMPTZ,
  started_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A stop of a run: its place in her order (null: not placed by her, a delivery booked after she
-- last reordered) and the estimated time its customer was sent, with when and how. A stop whose
-- order moved to another day stays here and is read by that day's run no more.
CREATE TABLE delivery_run_stops (
  run_date  DATE NOT NULL REFERENCES delivery_runs (run_date) ON DELETE CASCADE,
  order_id  BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position  INTEGER CHECK (position >= 0),
  eta       TIMESTAMPTZ,
  told_at   TIMESTAMPTZ,
  told_by   TEXT CHECK (told_by IN ('sms', 'email')),
  PRIMARY KEY (run_date, order_id),
  CHECK ((eta IS NULL) = (told_at IS NULL) AND (eta IS NULL) = (told_by IS NULL))
);
CREATE INDEX delivery_run_stops_order_idx ON delivery_run_stops (order_id);
