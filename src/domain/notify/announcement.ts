/*
 * An announcement to the notify list (issue 36): what its e-mail and its text say, when a text may
 * go (never at night), and how texts are paced. Pure, so the owner's preview, the server's check
 * and the messages sent are the same words.
 */
import { addDays, shopDate, shopInstant } from '../fulfilment/schedule';
import { shopTime } from '../fulfilment/window-label';
import { SHOP_NAME } from '../seo/identity';
import type { ListChannel } from './notify-list';

/** A text's limit, the link and the opt-out words included: three joined segments of plain text at most (153 characters each). */
export const SMS_MAX_CHARACTERS = 320;
export const SUBJECT_MAX = 120;
export const ANNOUNCEMENT_TEXT_MAX = 2000;

/** The words every announcement text ends with. */
export const SMS_OPT_OUT = 'Reply STOP to opt out';

/** Texts go out only from 8 AM to 9 PM, shop time; one due outside waits for 8 AM. */
export const QUIET_HOURS = { from: '21:00', until: '08:00' } as const;

/**
 * How many texts a second the sender may start: a US 10DLC number's lowest throughput class, so
 * the provider never queues or drops them. Each announcement's texts are spaced by this.
 */
export const TEXTS_PER_SECOND = 1;

/** The reminder goes this long before a drop closes. */
export const REMINDER_BEFORE_CLOSE_MS = 2 * 60 * 60 * 1000;

export interface AnnouncementWords {
  subject: string;
  text: string;
}

/** The announcement as a text: the shop's name, the owner's words, the link, the opt-out. */
export const smsBody = (words: AnnouncementWords, siteUrl: string): string =>
  `${SHOP_NAME}: ${words.text.trim()} ${siteUrl}/ ${SMS_OPT_OUT}`;

/** Why these words cannot go as a text, or null: at most SMS_MAX_CHARACTERS with the link and opt-out. */
export function smsProblem(words: AnnouncementWords, siteUrl: string): string | null {
  const length = smsBody(words, siteUrl).length;
  return length > SMS_MAX_CHARACTERS
    ? `The text message would be ${length} characters with the link and '${SMS_OPT_OUT}'; at most ${SMS_MAX_CHARACTERS}. Shorten the text.`
    : null;
}

/** The announcement as an e-mail's plain text: the owner's words, the link to order, how to stop. */
export const emailBody = (words: AnnouncementWords, siteUrl: string, unsubscribeUrl: string): string =>
  [
    words.text.trim(),
    '',
    `Order here: ${siteUrl}/`,
    '',
    '--',
    `You asked ${SHOP_NAME} to tell you when we're cooking.`,
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n');

/**
 * When a text due at `due` may go: then, inside 8 AM to 9 PM shop time; otherwise at the next
 * 8 AM (the same day before 8 AM, the next day after 9 PM), on the shop's clock across DST.
 */
export function textSendAt(due: Date): Date {
  const day = shopDate(due);
  const opens = shopInstant(day, QUIET_HOURS.until);
  if (due.getTime() < opens.getTime()) return opens;
  if (due.getTime() < shopInstant(day, QUIET_HOURS.from).getTime()) return due;
  return shopInstant(addDays(day, 1), QUIET_HOURS.until);
}

/** The `index`th text of an announcement: after those before it, at the provider's pace. */
export const pacedTextAt = (start: Date, index: number): Date =>
  new Date(start.getTime() + Math.floor(index / TEXTS_PER_SECOND) * 1000);

/** The reminder's words, two hours before a drop closes. */
export const reminderWords = (closesAt: Date): AnnouncementWords => ({
  subject: `Last call: ordering closes at ${shopTime(closesAt)}`,
  text: `Last call: ordering closes at ${shopTime(closesAt)}. Order now if you'd like some.`,
});

/** Which channels an announcement goes by: both unless the owner chose. */
export const ANNOUNCEMENT_CHANNELS: readonly ListChannel[] = ['email', 'sms'];
