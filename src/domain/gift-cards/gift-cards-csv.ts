/*
 * The owner's gift cards as a spreadsheet (GET /api/admin/gift-cards?format=csv): a row per card,
 * newest first, then what the shop owes on them all, for her books and for unclaimed-property
 * reports (the buyer's contact and the last activity are kept for those).
 */
import { csvText, guardFormula, shopDateTime } from '../csv';
import { type Cents, centsToDecimal } from '../money';

export interface GiftCardCsvRow {
  last4: string;
  kind: 'purchase' | 'credit';
  amountCents: Cents;
  balanceCents: Cents;
  buyerName: string | null;
  buyerEmail: string | null;
  recipientName: string;
  recipientEmail: string;
  reason: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  disabledReason: string | null;
}

const HEADER = [
  'Card ending',
  'Kind',
  'Amount',
  'Balance',
  'Buyer',
  'Buyer e-mail',
  'Recipient',
  'Recipient e-mail',
  'Reason',
  'Issued',
  'Last used',
  'Disabled',
];

export function giftCardsCsv(cards: readonly GiftCardCsvRow[], outstandingCents: Cents): string {
  const typed = (text: string | null) => (text === null ? '' : guardFormula(text));
  const rows = cards.map((card) => [
    card.last4,
    card.kind === 'purchase' ? 'Bought' : 'Store credit',
    centsToDecimal(card.amountCents),
    centsToDecimal(card.balanceCents),
    typed(card.buyerName),
    typed(card.buyerEmail),
    typed(card.recipientName),
    typed(card.recipientEmail),
    typed(card.reason),
    shopDateTime(card.createdAt),
    card.lastUsedAt ? shopDateTime(card.lastUsedAt) : '',
    typed(card.disabledReason),
  ]);
  return csvText([HEADER, ...rows, [], ['Owed on every card', centsToDecimal(outstandingCents)]]);
}
