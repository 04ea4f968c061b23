-- A change of an order a gift card paid (issue 47; docs/behaviour/rules.md#changing-an-order): a
-- lower total pays the bank card back first, then the cards. What each card gets back is planned
-- with the change, under the order's lock (order_changes.gift_card_returns: [{giftCardId, last4,
-- cents}]), and appended to the ledger once the bank card's part is done, one refund row per card
-- and change (the unique index below makes a retried completion add nothing). A ledger row written
-- by a change names it, so an order's views tell what a card paid of its total now (spends less
-- the changes' refunds) from what a cancellation gave back.
ALTER TABLE order_changes ADD COLUMN gift_card_returns JSONB NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE gift_card_ledger ADD COLUMN order_change_id BIGINT REFERENCES order_changes (id);
CREATE UNIQUE INDEX gift_card_ledger_change_idx ON gift_card_ledger (order_change_id, gift_card_id)
  WHERE order_change_id IS NOT NULL;
