import { pacedTextAt, textSendAt } from '@/domain/notify/announcement';
import { announcementGoes, textsInTime } from '@/domain/notify/announcement-due';
import type { ListChannel } from '@/domain/notify/notify-list';
import { contestedPoint, type Db, withTransaction } from '../db';
import { loggableFailure } from '../http/loggable-failure';
import { enqueue } from '../outbox/outbox';
import {
  type ClaimedAnnouncement,
  claimDueAnnouncement,
  markAnnouncementQueued,
  recipientsOf,
} from '../repositories/announcements-repository';
import { announcementEmail, announcementText } from './announcement-messages';

/*
 * The fan-out of announcements (issue 36): once an announcement's time has come, one outbox message
 * per confirmed subscriber of each of its channels, queued in the transaction that claims it and
 * marks it queued, so it is queued whole or not at all, and once. The outbox then sends, retries
 * and gives up as for any message (docs/architecture.md#mail).
 */

/** The messages queued, by channel. */
export type Queued = Record<ListChannel, number>;

/**
 * At most this many announcements a run queues, and none started after this long, so the delivery
 * that follows keeps its time within the Scheduled Function's 30 s; any more wait a minute.
 */
const ANNOUNCEMENTS_PER_RUN = 10;
const FAN_OUT_BUDGET_MS = 5_000;

/**
 * Queues a claimed announcement's messages in `tx` and marks it queued; one that no longer goes (a
 * drop's, outside drops mode or after its closing) is marked with none. A reminder skips whoever
 * ordered in its drop, and a number that had its month's texts gets none. Texts go from `now`,
 * held through the quiet hours (a drop's not at all when that is past its closing), one after
 * another at the provider's pace.
 */
export async function fanOut(tx: Db, announcement: ClaimedAnnouncement, now: Date): Promise<Queued> {
  const queued: Queued = { email: 0, sms: 0 };
  const { id, kind, opensAt, closesAt, channels } = announcement;
  if (announcementGoes(announcement, announcement.orderingMode, now)) {
    const words = { subject: announcement.subject, text: announcement.textBody };
    const notOrderedIn = kind === 'reminder' && opensAt && closesAt ? { from: opensAt, to: closesAt } : null;
    if (channels.includes('email')) {
      for (const recipient of await recipientsOf(tx, 'email', notOrderedIn, now)) {
        if (await enqueue(tx, announcementEmail(id, words, recipient))) queued.email += 1;
      }
    }
    const start = textSendAt(now);
    if (channels.includes('sms') && textsInTime(closesAt, start)) {
      for (const [index, recipient] of (await recipientsOf(tx, 'sms', notOrderedIn, now)).entries()) {
        if (await enqueue(tx, announcementText(id, words, recipient, pacedTextAt(start, index)))) queued.sms += 1;
      }
    }
  }
  await markAnnouncementQueued(tx, id);
  return queued;
}

/**
 * The scheduled sender's step before it delivers (every minute): the announcements due at `now`
 * and not queued yet, each claimed and queued in its own transaction. A failure is logged and ends
 * the run (its transaction rolled back, the announcement is tried again next minute), so the
 * delivery of what is queued never waits on it. Answers how many announcements it queued.
 */
export async function queueDueAnnouncements(now = new Date()): Promise<number> {
  let done = 0;
  const started = Date.now();
  try {
    while (done < ANNOUNCEMENTS_PER_RUN && Date.now() - started < FAN_OUT_BUDGET_MS) {
      const claimed = await withTransaction(async (tx) => {
        const announcement = await claimDueAnnouncement(tx, now);
        if (!announcement) return false;
        await contestedPoint('announcement-claim');
        await fanOut(tx, announcement, now);
        return announcement !== null;
      });
      if (!claimed) break;
      done += 1;
    }
  } catch (error) {
    console.error(`[announcements] queuing failed: ${loggableFailure(error)}`);
  }
  return done;
}
