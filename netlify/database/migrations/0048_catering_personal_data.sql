-- A catering request's personal details go a year after its event (src/domain/retention.ts), as
-- an order's go a year after it was placed, or when the account of its e-mail is deleted: the name,
-- phone and address read 'Removed', the e-mail and note are null; the event, dishes and status stay.
-- `personal_data_removed_at` records when, and keeps the purge from touching a request twice.
ALTER TABLE catering_requests ADD COLUMN personal_data_removed_at TIMESTAMPTZ;
ALTER TABLE catering_requests ALTER COLUMN email DROP NOT NULL;
ALTER TABLE catering_requests ADD CONSTRAINT catering_requests_email_check
  CHECK (email IS NOT NULL OR personal_data_removed_at IS NOT NULL);
