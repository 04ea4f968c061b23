/*
 * POST /api/admin/announcements (issue 36): a message to the notify list, sent now or at `sendAt`.
 * Whether its text fits a text message with the link is checked with the site's address
 * (../notify/announcement.ts#smsProblem), by the page's preview and by the server.
 */
import * as v from 'valibot';
import { LIST_CHANNELS } from '../notify/notify-list';
import { type Checked, checkBody } from './checked-fields';
import { NOT_AN_OBJECT, objectOf } from './fields';
import { instantField } from './fields';
import { announcementWordsEntries } from './ordering-period';

export const CHANNELS_MISSING = 'Choose e-mail, text or both';
export const SEND_AT_INVALID =
  'Choose when to send it, as a time such as 2026-12-04T15:00:00Z, or leave it out to send now';

const announcementEntries = {
  ...announcementWordsEntries,
  channels: v.pipe(
    v.array(v.picklist(LIST_CHANNELS, CHANNELS_MISSING), CHANNELS_MISSING),
    v.minLength(1, CHANNELS_MISSING),
    v.transform((channels) => [...new Set(channels)]),
  ),
  sendAt: v.optional(v.nullable(instantField(SEND_AT_INVALID)), null),
};

export const announcementBodySchema = objectOf(announcementEntries, NOT_AN_OBJECT);

export type AnnouncementBody = v.InferOutput<typeof announcementBodySchema>;
export type AnnouncementField = keyof typeof announcementEntries;

export const checkAnnouncement = (input: unknown): Checked<AnnouncementBody, AnnouncementField> =>
  checkBody(announcementBodySchema, announcementEntries, input);
