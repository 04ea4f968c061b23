import type { ListChannel } from './notify-list';

/**
 * Where a subscription stands: 'pending' until an e-mail's mailed link is confirmed or a number
 * replies YES to its one text; the unsubscribe link or STOP make it 'unsubscribed', for good.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A row of the notify list as stored, with the evidence of its latest consent. */
export interface SubscriberRecord {
  channel: ListChannel;
  address: string;
  status: SubscriberStatus;
  consentedAt: Date;
  /** Where the form was (SUBSCRIBE_SOURCES). */
  consentSource: string;
  /** The words the person saw beside the field or the box. */
  consentWords: string;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  /** A number's: the text that asked for YES, as sent. */
  confirmationWords: string | null;
  /** A number's: Twilio's MessageSid of the YES that confirmed it. */
  confirmReplySid: string | null;
}
