-- Whether the kitchen takes orders now, and the banner message. A single row (id = 1).

CREATE TABLE business_settings (
  id                  SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  is_accepting_orders BOOLEAN NOT NULL DEFAULT true,
  message             TEXT CHECK (char_length(message) <= 280),
  updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_by_email    TEXT
);

INSERT INTO business_settings (id, is_accepting_orders, message) VALUES (1, true, NULL);
