-- The administrator's rights need a password set through a link mailed to ADMIN_EMAIL (a password
-- reset), not only a verified address: whoever registered the address first chose the password the
-- owner's verification would otherwise have crowned. Set whenever a reset link sets the password;
-- existing accounts have none, so an owner who administered before proves it once more.
ALTER TABLE users ADD COLUMN password_proven_at TIMESTAMPTZ;
