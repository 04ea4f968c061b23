/*
 * The owner's announcements at /admin/notify (docs/behaviour/api.md#announcements): sending one by
 * hand, now or later, and the list of those sent and scheduled with their messages' counts. A
 * drop's announcements are saved with the drop (./drop-announcements.ts); every one is queued by
 * ./announcement-sender.ts.
 */
import type { Answer } from '@/domain/api';
import type * as notifyApi from '@/domain/api/notify';
import { checkAnnouncementAt } from '@/domain/schemas/announcement-check';
import type { AnnouncementBody } from '@/domain/schemas/announcement';
import { serverConfig } from '../config';
import { database, withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import {
  claimDueAnnouncement,
  countRecipients,
  insertAnnouncement,
  type ListedAnnouncement,
  listAnnouncements,
} from '../repositories/announcements-repository';
import { fanOut } from './announcement-sender';

export type AnnouncementView = Answer<typeof notifyApi.announcements>[number];
export type AnnouncedView = Answer<typeof notifyApi.announce>;

/** The most announcements GET answers: the latest by their time to send. */
export const ANNOUNCEMENTS_LISTED = 50;

/**
 * The body of POST checked as a whole against the site and the clock: a refusal is a 400 with the
 * first problem as `message` and each field's first in `fields`, so the page shows each beside its
 * field, and nothing is recorded or queued.
 */
export function parseAnnouncement(body: unknown, now = new Date()): AnnouncementBody {
  const checked = checkAnnouncementAt(body, serverConfig().siteUrl, now);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  return checked.value;
}

/**
 * POST /api/admin/announcements: recorded, and, without a later `sendAt`, queued at once in the
 * same transaction (e-mails go right after the response, texts with the scheduled sender), so its
 * recipients are the messages queued. Scheduled, its recipients are the list's counts now; the
 * scheduled sender queues it once its time has come.
 */
export function announce(body: AnnouncementBody, byEmail: string, now = new Date()): Promise<AnnouncedView> {
  const sendAt = body.sendAt ?? now;
  return withTransaction(async (tx) => {
    const id = await insertAnnouncement(tx, {
      kind: 'manual',
      periodId: null,
      ...body,
      sendAt,
      createdByEmail: byEmail,
    });
    const claimed = sendAt.getTime() <= now.getTime() ? await claimDueAnnouncement(tx, now, id) : null;
    if (claimed) return { id, recipients: await fanOut(tx, claimed, now) };
    const counts = await countRecipients(tx);
    return {
      id,
      recipients: {
        email: body.channels.includes('email') ? counts.email : 0,
        sms: body.channels.includes('sms') ? counts.sms : 0,
      },
    };
  });
}

const view = (row: ListedAnnouncement): AnnouncementView => ({
  id: row.id,
  kind: row.kind,
  periodId: row.periodId,
  subject: row.subject,
  text: row.textBody,
  channels: row.channels,
  sendAt: row.sendAt.toISOString(),
  queuedAt: row.queuedAt?.toISOString() ?? null,
  counts: {
    email: { queued: row.emailQueued, sent: row.emailSent, failed: row.emailFailed },
    sms: { queued: row.smsQueued, sent: row.smsSent, failed: row.smsFailed },
  },
});

/** GET /api/admin/announcements: the latest 50, scheduled ones first. */
export async function announcementsWithCounts(): Promise<AnnouncementView[]> {
  return (await listAnnouncements(database(), ANNOUNCEMENTS_LISTED)).map(view);
}
