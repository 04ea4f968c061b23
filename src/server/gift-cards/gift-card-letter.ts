/*
 * The letter that carries a card's code to its recipient (issue 47), queued in the transaction that
 * makes the card or gives it a new code. The code is kept nowhere else: it is the letter's secret,
 * replaced in the outbox once the mail server has it.
 */
import { type GiftCardLetter, giftCardMail } from '@/domain/gift-cards/gift-card-mail';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { enqueueMail } from '../outbox/outbox';

/** A card's letters' keys in the outbox: its first, then each resend's (the card's `resends`). */
export const letterKey = (cardId: number, resends = 0): string =>
  resends === 0 ? `gift-card:${cardId}` : `gift-card:${cardId}:again:${resends}`;

export async function queueGiftCardLetter(
  tx: Db,
  to: string,
  letter: GiftCardLetter,
  queued: { dedupeKey: string; sendAfter?: Date },
): Promise<void> {
  const { siteUrl } = serverConfig();
  await enqueueMail(tx, {
    kind: 'gift-card',
    to,
    ...giftCardMail(letter, { shopUrl: `${siteUrl}/`, balanceUrl: `${siteUrl}/gift-cards/balance` }),
    secrets: [letter.code],
    ...queued,
  });
}
