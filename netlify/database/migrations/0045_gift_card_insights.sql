-- Gift cards in the insights, and the owner's amounts for the buying page (issue 47).

-- The orders a gift card paid part or all of, by when they were booked: the insights' cards spent
-- read a range's ids from here alone and their ledger rows through gift_card_ledger_order_idx, so
-- their cost grows with those orders, not with every order of the range. (The cards issued in a
-- range are read by gift_cards_newest_idx.)
CREATE INDEX orders_gift_card_idx ON orders (created_at) INCLUDE (id) WHERE gift_card_cents > 0;

-- The amounts /gift-cards offers, in cents, in the order shown: up to four whole dollar amounts from
-- $10 to $500 (src/domain/schemas/gift-card-presets.ts). Empty: the defaults, $25, $50 and $100.
ALTER TABLE business_settings ADD COLUMN gift_card_presets INTEGER[] NOT NULL DEFAULT '{}'
  CHECK (cardinality(gift_card_presets) <= 4 AND 1000 <= ALL (gift_card_presets) AND 50000 >= ALL (gift_card_presets));
