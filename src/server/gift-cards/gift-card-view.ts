import type { Answer } from '@/domain/api';
import type * as giftCardsApi from '@/domain/api/gift-cards';
import { centsToApiDecimal } from '@/domain/order/api-money';
import type { GiftCardRecord } from '../repositories/gift-cards-repository';

export type GiftCardView = Answer<typeof giftCardsApi.issueCredit>;

/** A card as the owner's list shows it. */
export const giftCardView = (card: GiftCardRecord): GiftCardView => ({
  id: card.id,
  last4: card.last4,
  kind: card.kind,
  amount: centsToApiDecimal(card.amountCents),
  balance: centsToApiDecimal(card.balanceCents),
  buyer: card.buyerName !== null && card.buyerEmail !== null ? { name: card.buyerName, email: card.buyerEmail } : null,
  recipient: { name: card.recipientName, email: card.recipientEmail },
  reason: card.reason,
  sendOn: card.sendOn,
  issuedAt: card.createdAt.toISOString(),
  lastUsedAt: card.lastUsedAt?.toISOString() ?? null,
  disabledAt: card.disabledAt?.toISOString() ?? null,
  disabledReason: card.disabledReason,
});
