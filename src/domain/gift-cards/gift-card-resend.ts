/*
 * The buyer's resend of a gift card (issue 47), from the link in the e-mail the buyer gets once the
 * card is paid. The code is kept nowhere, so a card cannot be sent again as it was: it gets a new
 * code, mailed to its recipient, and the old one stops working. Its ledger, so its balance, stays.
 */
import { addDays, shopDate, shopInstant } from '../fulfilment/schedule';
import { dayLabel, shopTime } from '../fulfilment/window-label';

/** The buyer's link works until a year after the card's send date. */
export const RESEND_LINK_DAYS_AFTER_SENDING = 365;
/** At most one resend of a card this often, so a link that leaked cannot flood the recipient. */
export const RESEND_SPACING_MINUTES = 60;

/** The one answer for a link that opens nothing: unknown, mistyped, malformed or expired alike. */
export const RESEND_LINK_INVALID = 'This link does not open a gift card: it may be mistyped or too old.';
export const RESEND_CARD_ON_HOLD = 'This card is on hold, so it cannot be sent again. Please contact us.';

/** When the buyer's link stops working: the shop's midnight a year after the send date. */
export const resendLinkExpiry = (sendOn: string): Date =>
  shopInstant(addDays(sendOn, RESEND_LINK_DAYS_AFTER_SENDING), '00:00');

export interface ResendState {
  recipientName: string;
  disabled: boolean;
  /** When the card's latest letter is due, while the outbox still holds it unsent; else null. */
  letterDueAt: Date | null;
  /** The card's last resend, or null. */
  resentAt: Date | null;
}

/**
 * Why the card cannot be sent again now, or null. A letter waiting for its send date is not sent
 * early (the buyer chose the day); one due but not yet delivered is replaced by the new one.
 */
export function resendProblem(state: ResendState, now: Date): string | null {
  if (state.disabled) return RESEND_CARD_ON_HOLD;
  if (state.letterDueAt !== null && state.letterDueAt > now) {
    return `It goes to ${state.recipientName} on ${dayLabel(shopDate(state.letterDueAt))}, so it cannot be sent again before then.`;
  }
  if (state.resentAt === null) return null;
  const next = new Date(state.resentAt.getTime() + RESEND_SPACING_MINUTES * 60_000);
  return next > now
    ? `It was sent again at ${shopTime(state.resentAt)}; it can be sent again from ${shopTime(next)}.`
    : null;
}

/** Said before the buyer confirms. */
export const resendWarning = (recipientEmail: string): string =>
  `Sending it again gives the card a new code and e-mails it to ${recipientEmail}. The code sent before, and the one you were shown, will no longer work; the balance stays on the card.`;

export const resendButtonLabel = (recipientName: string): string => `Send the card again to ${recipientName}`;

/** What happened: 'Sent again to achieng@example.com on Sat, Dec 5 at 3:04 PM; the old code no longer works.' */
export const resentSentence = (recipientEmail: string, at: Date): string =>
  `Sent again to ${recipientEmail} on ${dayLabel(shopDate(at))} at ${shopTime(at)}; the old code no longer works.`;
