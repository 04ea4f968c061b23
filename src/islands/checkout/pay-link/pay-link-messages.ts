/*
 * The pay page's own words (/pay, issue 37). What it says of the link itself (no longer valid, the
 * hold) is the link's messages' (src/domain/owner-orders/payment-link-messages.ts), so the text, the
 * e-mail and the page say it alike; the card's toasts are the checkout's.
 */
import { formatUsd, type Cents } from '@/domain/money';
import { holdLabel } from '@/domain/owner-orders/payment-link-messages';

export const PAY_PAGE_TITLE = 'Pay for your order';
export const OPENING_ORDER = 'Opening your order…';
export const COMPLETING_PAYMENT = 'Completing your payment…';

export const payForOrderTitle = (orderNumber: string) => `Pay for order ${orderNumber}`;
export const holdSentence = (until: Date) => `We hold your order until ${holdLabel(until)}`;
export const differenceSentence = (cents: Cents) => `Your order changed: pay the difference of ${formatUsd(cents)}`;

/** A catering event's payments (issue 48): what the link pays for. */
export const PURPOSE_SENTENCES = {
  deposit: (cents: Cents) => `The deposit of ${formatUsd(cents)} books your catering event`,
  balance: (cents: Cents) => `The balance of your catering event: ${formatUsd(cents)}`,
  difference: differenceSentence,
} as const;

/** Under the server's 'This order changed: its total is now $X.' (409). */
export const PAY_NEW_AMOUNT = 'Nothing was charged for the old amount. Check your order below and pay the new total.';

export const OPEN_FAILED = "We couldn't open your order.";
export const REPORT_FAILED_TITLE = "We couldn't confirm your payment";
export const REPORT_FAILED_TEXT =
  'Your card was accepted, but we could not reach the shop to confirm it. Try again, or call or text us.';
export const TRY_AGAIN = 'Try again';

export const PAID_TITLE = 'Paid — thank you!';
export const TRACK_ORDER = 'Track your order';
