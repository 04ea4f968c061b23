-- The owner's weekly summary e-mail (issue 38): on by default, turned off with the alert settings;
-- weekly_summary_sent_for: the Monday of the week it last went out on (claimed under the row's lock,
-- so two scheduled senders at once queue it once).
ALTER TABLE business_settings
  ADD COLUMN weekly_summary          BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN weekly_summary_sent_for DATE;
