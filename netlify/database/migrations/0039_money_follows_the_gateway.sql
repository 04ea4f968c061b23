-- The money recorded is the money the gateway moved (issue 45).
-- payment_links.captured_cents: what the gateway took of a change's difference paid by its link
-- (its amount_received); null until taken. Links paid before this are captured (or found captured)
-- by the scheduled sender, which reads what the gateway took.
ALTER TABLE payment_links ADD COLUMN captured_cents INTEGER CHECK (captured_cents >= 0);

-- orders.tax_transaction_calculation_id: the Stripe Tax calculation the order's recorded tax
-- transaction was made from. A change records its own calculation (tax_calculation_id); while the
-- two differ, the transaction is replaced: a new one from the change's calculation, the old one
-- reversed in full (src/server/payments/tax-records.ts).
ALTER TABLE orders ADD COLUMN tax_transaction_calculation_id TEXT;
UPDATE orders SET tax_transaction_calculation_id = tax_calculation_id WHERE tax_transaction_id IS NOT NULL;
