/*
 * POST /api/admin/announcements checked against the clock and the site (issue 36): the body as a
 * whole (../schemas/announcement.ts), then whether its text fits a text message with the site's
 * link, and whether the time chosen has passed. The owner's form runs the same check, so each
 * problem shows beside its field in the server's words before anything is sent.
 */
import { type AnnouncementBody, type AnnouncementField, checkAnnouncement } from './announcement';
import type { Checked } from './checked-fields';
import { smsProblem } from '../notify/announcement';

export const SEND_AT_PAST = 'That time has passed: choose a later one, or leave it empty to send now';

/** A time chosen may lie this far back: the minute the owner spent confirming it. */
export const SEND_AT_GRACE_MS = 60_000;

/** Why `sendAt` cannot be the time to send, or null. */
export const sendAtProblem = (sendAt: Date, now: Date): string | null =>
  sendAt.getTime() < now.getTime() - SEND_AT_GRACE_MS ? SEND_AT_PAST : null;

/** The announcement checked as a whole, with the text's length at `siteUrl` and the time at `now`. */
export function checkAnnouncementAt(
  input: unknown,
  siteUrl: string,
  now: Date,
): Checked<AnnouncementBody, AnnouncementField> {
  const checked = checkAnnouncement(input);
  if (!checked.ok) return checked;
  const { value } = checked;
  const fields: Partial<Record<AnnouncementField, string>> = {};
  const tooLong = value.channels.includes('sms') ? smsProblem(value, siteUrl) : null;
  if (tooLong) fields.text = tooLong;
  const past = value.sendAt ? sendAtProblem(value.sendAt, now) : null;
  if (past) fields.sendAt = past;
  const first = fields.text ?? fields.sendAt;
  return first === undefined ? checked : { ok: false, message: first, fields };
}
