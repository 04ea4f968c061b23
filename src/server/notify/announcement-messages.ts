import { type AnnouncementWords, emailBody, smsBody } from '@/domain/notify/announcement';
import { serverConfig } from '../config';
import type { OutboxMessage } from '../outbox/outbox';
import type { Recipient } from '../repositories/announcements-repository';
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-link';

/*
 * An announcement's outbox message to one subscriber (issue 36). The dedupe key makes it once per
 * subscriber and announcement, whatever runs it twice.
 */

/** What an announcement's message is about, for the owner's message log. */
export const ANNOUNCEMENT_KIND = 'announcement';

const dedupeKey = (announcementId: number, recipient: Recipient) =>
  `announcement:${announcementId}:${recipient.subscriberId}`;

/**
 * The e-mail: the owner's subject and words, the link to order, and the one-step unsubscribe link
 * in its footer and its List-Unsubscribe headers. The link's token is a secret: the outbox keeps
 * it only until the mail server has the message.
 */
export function announcementEmail(
  announcementId: number,
  words: AnnouncementWords,
  recipient: Recipient,
): OutboxMessage {
  const { subscriberId } = recipient;
  return {
    channel: 'email',
    kind: ANNOUNCEMENT_KIND,
    announcementId,
    to: recipient.address,
    subject: words.subject,
    text: emailBody(words, serverConfig().siteUrl, unsubscribePageUrl(subscriberId)),
    headers: listUnsubscribeHeaders(subscriberId),
    secrets: [unsubscribeToken(subscriberId)],
    dedupeKey: dedupeKey(announcementId, recipient),
  };
}

/** The text: the owner's words with the link and STOP, held back until `sendAfter` (quiet hours, pacing). */
export const announcementText = (
  announcementId: number,
  words: AnnouncementWords,
  recipient: Recipient,
  sendAfter: Date,
): OutboxMessage => ({
  channel: 'sms',
  kind: ANNOUNCEMENT_KIND,
  announcementId,
  to: recipient.address,
  subject: words.subject,
  text: smsBody(words, serverConfig().siteUrl),
  sendAfter,
  dedupeKey: dedupeKey(announcementId, recipient),
});
