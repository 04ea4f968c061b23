-- Consent that holds (issue 45). A number joins the notify list only when it replies YES to the one
-- confirmation text: until then it is 'pending', for 30 days (confirm_expires_at), and gets nothing
-- else. The evidence of its consent is, beside the form's words, source and time (0032): the
-- confirmation text's words as sent (confirmation_words) and the MessageSid Twilio gave the YES
-- (confirm_reply_sid). An e-mail's evidence stays its confirmation link (confirmed_at).
ALTER TABLE subscribers
  ADD COLUMN confirmation_words TEXT,
  ADD COLUMN confirm_reply_sid  TEXT;

-- Numbers that joined by the ticked box alone, before this, never said YES: they wait like any
-- new number, and the daily purge deletes them 30 days from now unless they reply YES. None of
-- them is sent a confirmation text unasked; asking again on the form after the purge sends one.
UPDATE subscribers SET status = 'pending', confirmed_at = NULL, confirm_expires_at = now() + interval '30 days'
WHERE channel = 'sms' AND status = 'confirmed';

-- The last line of defence: no number is confirmed without the reply that confirmed it.
ALTER TABLE subscribers
  ADD CONSTRAINT subscribers_sms_confirmed_by_reply
  CHECK (channel <> 'sms' OR status <> 'confirmed' OR confirm_reply_sid IS NOT NULL);

