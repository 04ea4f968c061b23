import {
  ANNOUNCEMENT_CHANNELS,
  type AnnouncementWords,
  REMINDER_BEFORE_CLOSE_MS,
  reminderWords,
} from '@/domain/notify/announcement';
import type { Db } from '../db';
import {
  deleteUnqueuedAnnouncementsOf,
  insertAnnouncement,
  openingWordsOf,
  queuedKindsOf,
} from '../repositories/announcements-repository';

export { openingWordsOf };

/**
 * A drop's announcements, saved in the transaction (`tx`) that saves the drop: with the owner's
 * words, one at its opening and the reminder two hours before it closes (when that is after the
 * opening); without, none. Those not queued yet are replaced, so a changed drop announces its new
 * times; one already queued stays as it was and is not made again, so a drop changed after its
 * opening does not announce the opening twice. The scheduled sender queues each once its time has
 * come (./announcement-sender.ts).
 */
export async function saveDropAnnouncements(
  tx: Db,
  period: { id: number; opensAt: Date; closesAt: Date },
  words: AnnouncementWords | null,
  byEmail: string,
): Promise<void> {
  await deleteUnqueuedAnnouncementsOf(tx, period.id);
  if (!words) return;
  const queued = await queuedKindsOf(tx, period.id);
  const common = { periodId: period.id, channels: ANNOUNCEMENT_CHANNELS, createdByEmail: byEmail };
  if (!queued.has('opening')) {
    await insertAnnouncement(tx, { ...common, kind: 'opening', ...words, sendAt: period.opensAt });
  }
  const reminderAt = new Date(period.closesAt.getTime() - REMINDER_BEFORE_CLOSE_MS);
  if (!queued.has('reminder') && reminderAt.getTime() > period.opensAt.getTime()) {
    await insertAnnouncement(tx, {
      ...common,
      kind: 'reminder',
      ...reminderWords(period.closesAt),
      sendAt: reminderAt,
    });
  }
}
