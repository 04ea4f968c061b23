import type { ListChannel } from './notify-list';

/**
 * Where a subscription stands: an e-mail is 'pending' until its mailed link is opened, a number
 * 'confirmed' at once; the unsubscribe link or STOP make it 'unsubscribed', for good.
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
}
