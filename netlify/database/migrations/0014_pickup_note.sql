-- The kitchen's words for collecting a pickup order, sent in the 'ready for pickup' e-mail (issue 16)
-- and edited by the owner with the pickup and delivery hours. Starts with the terms' rule.
ALTER TABLE fulfilment_settings ADD COLUMN pickup_note TEXT NOT NULL
  DEFAULT 'Please collect it from our kitchen in Overland Park within 30 minutes. The food is best eaten within 2 hours.'
  CHECK (char_length(pickup_note) BETWEEN 1 AND 500);
