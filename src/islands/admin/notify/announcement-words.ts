import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, shopTime } from '@/domain/fulfilment/window-label';
import type { ListChannel } from '@/domain/notify/notify-list';
import type { Announcement, ListCounts } from '@/stores/admin/notify/notify';

/*
 * The owner's words for announcements: what each was and how its messages fared ('Opening of
 * Fri, Dec 4 · E-mail 12 sent · Text 4 sent, 1 failed'), and whom a new one will reach ('Send to
 * 12 e-mails and 5 phones?').
 */

const CHANNEL_NAMES: Record<ListChannel, string> = { email: 'E-mail', sms: 'Text' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An instant as the owner reads it: 'Fri, Dec 4 at 9:00 AM', in the shop's time. */
export const whenWords = (instant: Date): string => `${dayLabel(shopDate(instant))} at ${shopTime(instant)}`;

/** What the announcement is: by hand, or its drop's opening or reminder, with the day. */
export function kindWords(announcement: Pick<Announcement, 'kind' | 'sendAt'>): string {
  const day = dayLabel(shopDate(new Date(announcement.sendAt)));
  if (announcement.kind === 'opening') return `Opening of ${day}`;
  if (announcement.kind === 'reminder') return `Last call of ${day}`;
  return 'Sent by hand';
}

/** One channel's messages: '4 sent, 1 failed', '12 queued'; 'none' when it went to nobody. */
export function countWords(counts: Announcement['counts'][ListChannel]): string {
  const parts = [
    counts.sent > 0 ? `${counts.sent} sent` : null,
    counts.queued > 0 ? `${counts.queued} queued` : null,
    counts.failed > 0 ? `${counts.failed} failed` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'none' : parts.join(', ');
}

/** Its line: what it is, then each channel's messages once queued, or its channels before. */
export function summaryWords(announcement: Announcement): string {
  const channels = announcement.channels.map((channel) =>
    announcement.queuedAt === null
      ? CHANNEL_NAMES[channel]
      : `${CHANNEL_NAMES[channel]} ${countWords(announcement.counts[channel])}`,
  );
  return [kindWords(announcement), ...channels].join(' · ');
}

/** When it went, or goes. */
export const timeWords = (announcement: Pick<Announcement, 'sendAt' | 'queuedAt'>): string =>
  announcement.queuedAt === null
    ? `Goes ${whenWords(new Date(announcement.sendAt))}`
    : `Sent ${whenWords(new Date(announcement.queuedAt))}`;

/** How many an announcement reaches by each channel. */
export type Reach = Record<ListChannel, number>;

/** The confirmed subscribers of the list's counts: those an announcement goes to. */
export const confirmedOf = (counts: ListCounts): Reach => ({
  email: counts.email.confirmed,
  sms: counts.sms.confirmed,
});

/** Whom it reaches by `channels`: '12 e-mails and 5 phones', '1 e-mail'. */
export const reachWords = (channels: readonly ListChannel[], reach: Reach): string =>
  channels
    .map((channel) =>
      channel === 'email' ? plural(reach.email, 'e-mail', 'e-mails') : plural(reach.sms, 'phone', 'phones'),
    )
    .join(' and ');
