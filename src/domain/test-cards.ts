/*
 * The built-in test gateway (docs/architecture.md#payments) answers Stripe's public test card numbers the way
 * Stripe's test mode does, with Stripe's own decline messages, so the checkout's paths (success,
 * decline, authentication) can all be walked without a Stripe account.
 */

export type TestCardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires-authentication' }
  | { kind: 'declined'; code: string; message: string };

/** Stripe's payment intent statuses that the test gateway uses (manual capture stops at 'requires_capture'). */
export const TEST_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;

/** Stripe's setup intent statuses that the test gateway uses when a card is saved for later (issue 49). */
export const TEST_SETUP_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;

/**
 * The error code of a test payment let go because its order could not be booked: its window or a
 * dish's pieces filled, or its discount code was used up, while the customer paid (the gateway
 * books the order as it authorises the card; Stripe's path answers POST /api/orders 409).
 */
export const WINDOW_FILLED_CODE = 'window_filled';

/** Stripe's test numbers this gateway knows, and what each does. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '4000002500003155': { kind: 'requires-authentication' },
  '4000000000000002': { kind: 'declined', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { kind: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  // Stripe's cards for saving (below): paid at once, 3184 asks for authentication and 0341 is declined.
  '4000002760003184': { kind: 'requires-authentication' },
  '4000000000000341': { kind: 'declined', code: 'card_declined', message: 'Your card was declined.' },
};

export const INVALID_NUMBER = 'Your card number is invalid.';
export const INCOMPLETE_NUMBER = 'Your card number is incomplete.';
export const INVALID_EXPIRY = "Your card's expiration date is incomplete.";
export const EXPIRED = "Your card's expiration year is in the past.";
export const INCOMPLETE_CVC = "Your card's security code is incomplete.";
export const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Digits only: people type card numbers with spaces or dashes. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM / YY' (or MM/YY, MMYY) as month and four-digit year; null if it is not a date. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** Whether the card's expiry month ended before `now`: a card is valid through the last day of that month (UTC). */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year * 12 + (expiry.month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** The problem with what was typed, as Stripe words it; null when the card can be tried. */
export function cardEntryProblem(card: TestCardInput, now: Date): string | null {
  const digits = cardDigits(card.number);
  if (!/^\d*$/.test(digits)) return INVALID_NUMBER;
  if (digits.length < 13) return INCOMPLETE_NUMBER;
  if (digits.length > 19 || !passesLuhn(digits)) return INVALID_NUMBER;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return INVALID_EXPIRY;
  if (hasExpired(expiry, now)) return EXPIRED;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return INCOMPLETE_CVC;
  return null;
}

/** What paying with this card does. Numbers that are not test cards are declined, as in test mode. */
export function testCardOutcome(number: string): TestCardOutcome {
  return TEST_CARDS[cardDigits(number)] ?? { kind: 'declined', code: 'card_declined', message: NOT_A_TEST_CARD };
}

/*
 * Saved cards (issue 49): a card saved for later (Stripe's SetupIntent) and charged by the shop
 * without its customer (off-session), as Stripe's test mode does it. A card that saves and charges
 * as it pays (4242, 5555, and 3155 once authenticated when saved) needs no entry here; these two
 * differ: 3184 is authenticated when saved and still asks for it at every charge, which the customer
 * is not there to give; 0341 saves, then every charge is declined.
 */

/** How an off-session charge of a saved card fails, in Stripe's words: its error code, decline code and message. */
export const OFF_SESSION_DECLINES = {
  authentication_required: {
    code: 'authentication_required',
    declineCode: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  card_declined: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  expired_card: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
} as const;

export type OffSessionDeclineCode = keyof typeof OFF_SESSION_DECLINES;
export type OffSessionDecline = (typeof OFF_SESSION_DECLINES)[OffSessionDeclineCode];

/** The off-session decline a test charge recorded, by its error code; null for another code. */
export const offSessionDeclineByCode = (code: string): OffSessionDecline | null =>
  Object.values(OFF_SESSION_DECLINES).find((decline) => decline.code === code) ?? null;

/** What saving a card does, and how its later off-session charges fail (null: they are authorised). */
export interface SavedTestCard {
  saving: TestCardOutcome;
  chargeDecline: Exclude<OffSessionDeclineCode, 'expired_card'> | null;
}

const SAVED_CARDS: Readonly<Record<string, SavedTestCard>> = {
  '4000002760003184': { saving: { kind: 'requires-authentication' }, chargeDecline: 'authentication_required' },
  '4000000000000341': { saving: { kind: 'succeeds' }, chargeDecline: 'card_declined' },
};

/** Saving this card, then charging it without its customer. The other declining cards refuse the saving itself. */
export function savedTestCard(number: string): SavedTestCard {
  const digits = cardDigits(number);
  return SAVED_CARDS[digits] ?? { saving: testCardOutcome(digits), chargeDecline: null };
}

/**
 * How an off-session charge at `at` of a saved card fails, or null when it is authorised: a card
 * whose expiry month ended before the charge is declined as expired, whatever else it does.
 */
export function offSessionDecline(
  card: { expMonth: number; expYear: number; chargeDecline: SavedTestCard['chargeDecline'] },
  at: Date,
): OffSessionDecline | null {
  if (hasExpired({ month: card.expMonth, year: card.expYear }, at)) return OFF_SESSION_DECLINES.expired_card;
  return card.chargeDecline && OFF_SESSION_DECLINES[card.chargeDecline];
}

/** The card's network as Stripe names it (the test numbers are Visa's and Mastercard's). */
export function testCardBrand(number: string): string {
  const digits = cardDigits(number);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'unknown';
}
