-- Customer ratings: one per order.

CREATE TABLE feedback (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id         BIGINT NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  customer_name    TEXT NOT NULL,
  -- Kept private: GET /api/feedback never returns it.
  customer_email   TEXT,
  rating           SMALLINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
  feedback_text    TEXT CHECK (char_length(feedback_text) <= 2000),
  food_quality     SMALLINT CHECK (food_quality BETWEEN 1 AND 5),
  order_accuracy   SMALLINT CHECK (order_accuracy BETWEEN 1 AND 5),
  delivery_service SMALLINT CHECK (delivery_service BETWEEN 1 AND 5),
  is_recommended   BOOLEAN,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_at_idx ON feedback (created_at DESC);
