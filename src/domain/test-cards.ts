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

/** The problem with what was typed, as Stripe words it; null when the card can be tried. */
export function cardEntryProblem(card: TestCardInput, now: Date): string | null {
  const digits = cardDigits(card.number);
  if (!/^\d*$/.test(digits)) return INVALID_NUMBER;
  if (digits.length < 13) return INCOMPLETE_NUMBER;
  if (digits.length > 19 || !passesLuhn(digits)) return INVALID_NUMBER;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return INVALID_EXPIRY;
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return EXPIRED;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return INCOMPLETE_CVC;
  return null;
}

/** What paying with this card does. Numbers that are not test cards are declined, as in test mode. */
export function testCardOutcome(number: string): TestCardOutcome {
  return TEST_CARDS[cardDigits(number)] ?? { kind: 'declined', code: 'card_declined', message: NOT_A_TEST_CARD };
}
