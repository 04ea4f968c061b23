-- Gift cards in the insights (issue 47).

-- The orders a gift card paid part or all of, by when they were booked: the insights' cards spent
-- read a range's ids from here alone and their ledger rows through gift_card_ledger_order_idx, so
-- their cost grows with those orders, not with every order of the range. (The cards issued in a
-- range are read by gift_cards_newest_idx.)
CREATE INDEX orders_gift_card_idx ON orders (created_at) INCLUDE (id) WHERE gift_card_cents > 0;
