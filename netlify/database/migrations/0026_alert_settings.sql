-- Where the owner's alerts go and the morning prep e-mail (issue 25).
-- business_settings.alert_emails: the addresses new-order e-mails go to (set in /admin); empty
-- means ADMIN_EMAIL. Never part of the public GET /api/business-settings.
-- fulfilment_settings.prep_email_time: when the morning prep e-mail goes out, shop time 'HH:MM',
-- set with the hours; null turns it off. prep_email_sent_on: the shop date it last went out for,
-- so the scheduled sender sends it once a day.
ALTER TABLE business_settings ADD COLUMN alert_emails TEXT[] NOT NULL DEFAULT '{}';

ALTER TABLE fulfilment_settings
  ADD COLUMN prep_email_time TEXT DEFAULT '07:00' CHECK (prep_email_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN prep_email_sent_on DATE;
