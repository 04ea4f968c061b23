/*
 * Where the owner's new-order e-mails go (issue 25): one to five addresses, set in /admin; none
 * stored means ADMIN_EMAIL.
 */
import * as v from 'valibot';
import { emailField } from './fields';

export const MAX_ALERT_EMAILS = 5;
export const ALERT_EMAILS_NEEDED = 'Enter at least one address for the new-order e-mails';
export const TOO_MANY_ALERT_EMAILS = `Enter at most ${MAX_ALERT_EMAILS} addresses`;

export const alertSettingsSchema = v.object({
  /** The weekly summary e-mail (Monday 7 AM, issue 38); left out: as it was. */
  weeklySummary: v.optional(v.boolean('weeklySummary must be true or false')),
  emails: v.pipe(
    v.array(emailField, ALERT_EMAILS_NEEDED),
    v.minLength(1, ALERT_EMAILS_NEEDED),
    v.maxLength(MAX_ALERT_EMAILS, TOO_MANY_ALERT_EMAILS),
    // The same address twice is one address.
    v.transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))]),
  ),
});

export type AlertSettingsBody = v.InferOutput<typeof alertSettingsSchema>;

/** What the owner's alert settings are: the addresses, and whether the weekly summary goes out. */
export interface AlertSettings {
  emails: string[];
  weeklySummary: boolean;
}
