-- Stripe Tax follows an order's changes (issue 45): the calculation the order's recorded tax
-- transaction was made from. A change records its own calculation (tax_calculation_id); while the
-- two differ, the transaction is replaced: a new one from the change's calculation, the old one
-- reversed in full (src/server/payments/tax-records.ts).
ALTER TABLE orders ADD COLUMN tax_transaction_calculation_id TEXT;
UPDATE orders SET tax_transaction_calculation_id = tax_calculation_id WHERE tax_transaction_id IS NOT NULL;
