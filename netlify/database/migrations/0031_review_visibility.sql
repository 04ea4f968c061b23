-- Reviews on the home page (issue 36): the owner may hide a rating from the storefront's 'What
-- customers say' (/feedback's administrator view); it still counts in the average and the count.
-- hidden_at null means shown; hidden_by_email is who hid it, kept only while it is hidden.
ALTER TABLE feedback
  ADD COLUMN hidden_at       TIMESTAMPTZ,
  ADD COLUMN hidden_by_email TEXT,
  ADD CONSTRAINT feedback_hidden_by_only_when_hidden CHECK (hidden_at IS NOT NULL OR hidden_by_email IS NULL);
-- The home page's newest reviews with text that are shown.
CREATE INDEX feedback_storefront_idx ON feedback (created_at DESC, id DESC)
  WHERE hidden_at IS NULL AND feedback_text IS NOT NULL;
