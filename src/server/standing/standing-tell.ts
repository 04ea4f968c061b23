/*
 * A standing order's messages go one way, the one she chose (issue 49): a text to her phone when
 * she chose texts and it can take them, else an e-mail to her account's address; through the
 * outbox, in the caller's transaction, once per dedupe key.
 */
import type { MailContent } from '@/domain/mail/order-status-mail';
import { textablePhone } from '@/domain/phone';
import type { TextContent } from '@/domain/sms/order-texts';
import type { Db } from '../db';
import { enqueue } from '../outbox/outbox';
import type { StoredStandingOrder } from '../repositories/standing-orders-repository';

export interface StandingMessage {
  kind: string;
  dedupeKey: string;
  orderId: number | null;
  /** Both forms, given the link each carries (a secret the outbox removes once sent). */
  write: (url: string) => { mail: MailContent; text: TextContent };
  url: string;
}

export async function tellStanding(tx: Db, standing: StoredStandingOrder, message: StandingMessage): Promise<void> {
  const phone = standing.channel === 'sms' ? textablePhone(standing.customerPhone) : null;
  const { mail, text } = message.write(message.url);
  const byText = phone && 'e164' in phone;
  await enqueue(tx, {
    channel: byText ? 'sms' : 'email',
    kind: message.kind,
    ...(message.orderId !== null && { orderId: message.orderId }),
    to: byText ? phone.e164 : standing.email,
    ...(byText ? text : mail),
    secrets: [message.url],
    dedupeKey: message.dedupeKey,
  });
}
