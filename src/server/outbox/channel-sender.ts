import type { OutboxChannel } from '@/domain/outbox/channel';
import type { DueMessage } from '../repositories/outbox-repository';

/**
 * How the outbox's sender sends one message of a channel (e-mail, text, push). A channel without
 * its settings has no sender: its messages wait in the outbox (in development, the outbox is the
 * mailbox and the phone). `send` throws when the provider refuses or fails; the sender retries.
 */
export interface ChannelSender {
  readonly channel: OutboxChannel;
  send(message: DueMessage): Promise<void>;
}

/**
 * The provider refused the message for good (a number that cannot take texts, one that replied
 * STOP, a push subscription that is gone): trying again would change nothing, so the message is
 * given up at once.
 */
export class UndeliverableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableError';
  }
}
