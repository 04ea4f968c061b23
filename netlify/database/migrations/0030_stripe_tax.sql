-- Stripe Tax (STRIPE_TAX_ENABLED; src/server/payments/stripe-tax.ts): an order taxed by Stripe keeps
-- the calculation its tax came from, the tax transaction that records the sale with Stripe once its
-- money is taken (reference: the order number), and the reversal made when it is refunded. All null
-- for an order taxed at the owner's rates. A transaction or reversal not yet made (Stripe unreachable)
-- is made by the scheduled sender; the partial indexes find those.
ALTER TABLE orders
  ADD COLUMN tax_calculation_id TEXT,
  ADD COLUMN tax_transaction_id TEXT,
  ADD COLUMN tax_reversal_id    TEXT;
CREATE INDEX orders_tax_unrecorded_idx ON orders (created_at)
  WHERE tax_calculation_id IS NOT NULL AND tax_transaction_id IS NULL;
CREATE INDEX orders_tax_unreversed_idx ON orders (refunded_at)
  WHERE tax_transaction_id IS NOT NULL AND tax_reversal_id IS NULL AND refunded_at IS NOT NULL;
