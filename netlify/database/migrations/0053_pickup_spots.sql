-- Pickup spots (issue 50; docs/behaviour/rules.md#pickup-spots): the places the owner hands food
-- over, the home kitchen among them, each with its own weekly hours, windows and pieces per window.

-- hours: {"0": [{"start": "12:00", "end": "14:00"}], ...} (Sunday 0), as fulfilment_settings.hours;
-- NULL: the spot keeps the shop's own hours, windows and limits ("Pickup & Delivery Hours"), and
-- shares them with the deliveries, as the kitchen door always has. private: the address is shown
-- only once an order is paid (never on the storefront, its API or its JSON-LD). lat/lon: where the
-- geocoder placed the address ('address'), or its ZIP's centre when it could not ('zip'); NULL
-- until it has been asked.
CREATE TABLE pickup_spots (
  id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name           TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  address        TEXT NOT NULL CHECK (char_length(address) BETWEEN 1 AND 300),
  notes          TEXT NOT NULL DEFAULT '' CHECK (char_length(notes) <= 500),
  private        BOOLEAN NOT NULL DEFAULT false,
  is_kitchen     BOOLEAN NOT NULL DEFAULT false,
  hours          JSONB,
  window_minutes INTEGER CHECK (window_minutes BETWEEN 5 AND 240),
  window_pieces  INTEGER CHECK (window_pieces BETWEEN 1 AND 1000000),
  position       INTEGER NOT NULL DEFAULT 0,
  archived_at    TIMESTAMPTZ,
  lat            DOUBLE PRECISION,
  lon            DOUBLE PRECISION,
  geo_precision  TEXT CHECK (geo_precision IN ('address', 'zip')),
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((hours IS NULL) = (window_minutes IS NULL)),
  CHECK (hours IS NOT NULL OR window_pieces IS NULL),
  -- The kitchen is always there: the orders of every path that names no spot are its own.
  CHECK (NOT is_kitchen OR archived_at IS NULL),
  CHECK ((lat IS NULL) = (geo_precision IS NULL) AND (lat IS NULL) = (lon IS NULL))
);
CREATE UNIQUE INDEX pickup_spots_one_kitchen_idx ON pickup_spots (is_kitchen) WHERE is_kitchen;

-- The seed: the home kitchen (its address private, its hours the shop's) and one public spot.
INSERT INTO pickup_spots (name, address, notes, private, is_kitchen, position)
VALUES ('Home kitchen', '8800 W 95th St, Overland Park, KS 66212',
        'Ring the side door bell; the address comes with your receipt.', true, true, 0);
INSERT INTO pickup_spots (name, address, notes, private, hours, window_minutes, window_pieces, position)
VALUES ('Grace Church car park', '11720 Nall Ave, Overland Park, KS 66211',
        'Look for the green canopy by the church''s north doors after the late service.', false,
        '{"0": [{"start": "12:00", "end": "14:00"}], "1": [], "2": [], "3": [], "4": [], "5": [], "6": []}',
        30, 60, 1);

-- An order's spot: every pickup has one, a delivery none. Existing pickups belong to the kitchen,
-- and so does any pickup inserted without a spot (the paths that offer no choice: catering events,
-- standing orders), which the trigger below sees to.
ALTER TABLE orders ADD COLUMN pickup_spot_id BIGINT REFERENCES pickup_spots (id);
UPDATE orders SET pickup_spot_id = (SELECT id FROM pickup_spots WHERE is_kitchen) WHERE order_type = 'pickup';

CREATE FUNCTION orders_pickup_spot_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_type = 'pickup' AND NEW.pickup_spot_id IS NULL THEN
    NEW.pickup_spot_id := (SELECT id FROM pickup_spots WHERE is_kitchen);
  ELSIF NEW.order_type = 'delivery' THEN
    NEW.pickup_spot_id := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_pickup_spot_default BEFORE INSERT OR UPDATE OF order_type, pickup_spot_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_pickup_spot_default();
ALTER TABLE orders ADD CONSTRAINT orders_pickup_spot_check CHECK ((order_type = 'pickup') = (pickup_spot_id IS NOT NULL));
CREATE INDEX orders_pickup_spot_idx ON orders (pickup_spot_id, fulfilment_window_start) WHERE pickup_spot_id IS NOT NULL;

-- Where a delivery's address is, placed by the geocoder after booking (never in the customer's
-- request): 'address' when the geocoder found it, 'zip' when only its ZIP's centre was known.
ALTER TABLE orders
  ADD COLUMN delivery_lat DOUBLE PRECISION,
  ADD COLUMN delivery_lon DOUBLE PRECISION,
  ADD COLUMN delivery_geo TEXT CHECK (delivery_geo IN ('address', 'zip')),
  ADD CONSTRAINT orders_delivery_point_check
    CHECK ((delivery_lat IS NULL) = (delivery_geo IS NULL) AND (delivery_lat IS NULL) = (delivery_lon IS NULL));

-- The spots a drop sells at, as the owner picked them. Existing drops sell at the kitchen.
CREATE TABLE ordering_period_spots (
  period_id      BIGINT NOT NULL REFERENCES ordering_periods (id) ON DELETE CASCADE,
  pickup_spot_id BIGINT NOT NULL REFERENCES pickup_spots (id),
  PRIMARY KEY (period_id, pickup_spot_id)
);
INSERT INTO ordering_period_spots (period_id, pickup_spot_id)
  SELECT p.id, s.id FROM ordering_periods p CROSS JOIN pickup_spots s WHERE s.is_kitchen;
