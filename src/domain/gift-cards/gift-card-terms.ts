/*
 * What a gift card may be (issue 47): its amount, its message and its send date, with the words
 * that refuse them. Kansas forbids an expiry sooner than five years from the issue and any fee in
 * the first twelve months (K.S.A. 50-6,108); this shop's cards never expire and carry no fee, so
 * no rule here ages a balance.
 */
import type { Cents } from '../money';
import { addDays, shopDate } from '../fulfilment/schedule';

/** The amounts the buying page offers until the owner sets her own. */
export const DEFAULT_GIFT_CARD_PRESETS: readonly Cents[] = [2500, 5000, 10000];
/** The most amounts the owner sets for the buying page (besides 'Other amount'). */
export const MOST_GIFT_CARD_PRESETS = 4;
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50000;
export const GIFT_CARD_MESSAGE_MAX = 300;
/** How far ahead a card may be sent: up to a year from the shop's today. */
export const GIFT_CARD_SEND_AHEAD_DAYS = 365;
/** The most cards one order may be paid with. */
export const MOST_GIFT_CARDS_PER_ORDER = 3;

export const TOO_MANY_GIFT_CARDS = `At most ${MOST_GIFT_CARDS_PER_ORDER} gift cards can pay one order`;
export const GIFT_CARD_AMOUNT_INVALID = 'Choose a whole amount from $10 to $500';
export const GIFT_CARD_MESSAGE_TOO_LONG = `A message has at most ${GIFT_CARD_MESSAGE_MAX} characters`;
export const GIFT_CARD_SEND_DATE_PAST = 'The send date cannot be before today';
export const GIFT_CARD_SEND_DATE_FAR = 'The send date can be at most a year ahead';

/** Why an amount cannot be a card's, or null: whole dollars from $10 to $500. */
export function giftCardAmountProblem(cents: Cents): string | null {
  const wholeDollars = Number.isSafeInteger(cents) && cents % 100 === 0;
  return wholeDollars && cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS ? null : GIFT_CARD_AMOUNT_INVALID;
}

/** The amounts the buying page offers: the owner's (none saved: the defaults). */
export const presetsOffered = (saved: readonly Cents[]): readonly Cents[] =>
  saved.length === 0 ? DEFAULT_GIFT_CARD_PRESETS : saved;

/** The amount the buying page has chosen first: the second of its presets (the middle of three), else the first. */
export const firstChosenPreset = (presets: readonly Cents[]): Cents | undefined => presets[1] ?? presets[0];

/** Why a send date ('YYYY-MM-DD', the shop's calendar) cannot be chosen at `now`, or null. */
export function giftCardSendDateProblem(date: string, now: Date): string | null {
  const today = shopDate(now);
  if (date < today) return GIFT_CARD_SEND_DATE_PAST;
  if (date > addDays(today, GIFT_CARD_SEND_AHEAD_DAYS)) return GIFT_CARD_SEND_DATE_FAR;
  return null;
}

/** What each row of a card's ledger is called on the balance page and the owner's list. */
export const LEDGER_KIND_LABELS = {
  issue: 'Issued',
  spend: 'Spent on an order',
  refund: 'Given back',
  adjustment: 'Adjusted',
} as const;

/** The terms shown before paying for a card, and in its letter's spirit. */
export const GIFT_CARD_TERMS =
  'Gift cards never expire and carry no fees. A card pays for food from Kenyan Bites, for part of an order or all of it, and what is left stays on it. It cannot be exchanged for cash. The code is shown to you once, and e-mailed to the recipient on the date you choose.';
