-- The daily reconciliation of the orders' money with the gateway's (issue 45): the shop date it last
-- ran for, claimed under the settings row's lock, so two scheduled senders at once run it once.
ALTER TABLE business_settings ADD COLUMN reconciled_for DATE;
