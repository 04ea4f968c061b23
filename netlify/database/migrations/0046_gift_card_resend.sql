-- The buyer's resend of a gift card (issue 47; src/server/gift-cards/README.md). The code is kept
-- nowhere, so a resend gives the card a new one (its code_hash and last4 replaced; its ledger, and
-- so its balance, untouched) and mails it: `resends` counts them, naming each letter in the outbox
-- (dedupe key gift-card:{id}:again:{n}), and `resent_at` is the last, which spaces them out.
ALTER TABLE gift_cards ADD COLUMN resends INTEGER NOT NULL DEFAULT 0 CHECK (resends >= 0);
ALTER TABLE gift_cards ADD COLUMN resent_at TIMESTAMPTZ;
ALTER TABLE gift_cards ADD CONSTRAINT gift_cards_resent_check CHECK ((resends = 0) = (resent_at IS NULL));

-- The link in the buyer's e-mail to the resend page: a random 256-bit token of which only the
-- SHA-256 is kept, as for the tracking links (0016), good until a year after the card's send date.
CREATE TABLE gift_card_resend_tokens (
  token_hash   BYTEA PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  gift_card_id BIGINT NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX gift_card_resend_tokens_card_idx ON gift_card_resend_tokens (gift_card_id);
