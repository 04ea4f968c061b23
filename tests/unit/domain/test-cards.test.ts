import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EXPIRED,
  INCOMPLETE_CVC,
  INCOMPLETE_NUMBER,
  INVALID_EXPIRY,
  INVALID_NUMBER,
  NOT_A_TEST_CARD,
  OFF_SESSION_DECLINES,
  TEST_CARDS,
  cardDigits,
  cardEntryProblem,
  offSessionDecline,
  offSessionDeclineByCode,
  parseExpiry,
  passesLuhn,
  savedTestCard,
  testCardBrand,
  testCardOutcome,
} from '@/domain/test-cards';

/** 15 May 2026, midday UTC: cards expiring 05/26 are still good, 04/26 are not. */
const NOW = new Date(Date.UTC(2026, 4, 15, 12));
const card = (overrides: Partial<{ number: string; expiry: string; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  ...overrides,
});

/** Appends the Luhn check digit to a string of digits. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable: one digit always completes the checksum');
}

describe('card numbers', () => {
  it('reads the digits of a number typed with spaces or dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('accepts numbers that satisfy the Luhn checksum', () => {
    for (const number of ['4242424242424242', '5555555555554444', '79927398713', '0']) {
      expect(passesLuhn(number)).toBe(true);
    }
  });

  it('refuses a number with one digit wrong or two neighbours swapped', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('5555555555554444'.replace('54444', '45444'))).toBe(false);
  });

  it('every test card number is a valid card number', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['12 / 34', { month: 12, year: 2034 }],
    ['1234', { month: 12, year: 2034 }],
    ['05/26', { month: 5, year: 2026 }],
    ['5/26', { month: 5, year: 2026 }],
    ['12/2034', { month: 12, year: 2034 }],
    ['12 / 2034', { month: 12, year: 2034 }],
    ['  07/29 ', { month: 7, year: 2029 }],
  ])('reads %j as month and four-digit year', (expiry, expected) => {
    expect(parseExpiry(expiry)).toEqual(expected);
  });

  it.each(['13/30', '00/30', '', '12', '12/3', '12/345', 'MM/YY', '12-34', '1/2/34'])('refuses %j', (expiry) => {
    expect(parseExpiry(expiry)).toBeNull();
  });
});

describe('cardEntryProblem', () => {
  it('finds nothing wrong with a complete, unexpired card', () => {
    expect(cardEntryProblem(card(), NOW)).toBeNull();
    expect(cardEntryProblem(card({ number: '4242-4242-4242-4242', cvc: '1234' }), NOW)).toBeNull();
  });

  it('calls a number too short to be a card incomplete', () => {
    for (const number of ['', '4242', '4242 4242 4242']) {
      expect(cardEntryProblem(card({ number }), NOW)).toBe(INCOMPLETE_NUMBER);
    }
  });

  it('calls a number with letters, too many digits or a wrong checksum invalid', () => {
    for (const number of ['4242 4242 4242 424x', '4'.repeat(20), '4242 4242 4242 4241']) {
      expect(cardEntryProblem(card({ number }), NOW)).toBe(INVALID_NUMBER);
    }
  });

  it('calls an expiry that is not a month and year incomplete', () => {
    for (const expiry of ['', '12', '13/30', '12/3']) {
      expect(cardEntryProblem(card({ expiry }), NOW)).toBe(INVALID_EXPIRY);
    }
  });

  it('accepts a card expiring this month and refuses one that expired last month', () => {
    expect(cardEntryProblem(card({ expiry: '05/26' }), NOW)).toBeNull();
    expect(cardEntryProblem(card({ expiry: '05 / 2026' }), NOW)).toBeNull();
    expect(cardEntryProblem(card({ expiry: '04/26' }), NOW)).toBe(EXPIRED);
    expect(cardEntryProblem(card({ expiry: '12/25' }), NOW)).toBe(EXPIRED);
  });

  it('judges the month in UTC, through the last moment of the expiry month', () => {
    const lastMomentOfMay = new Date(Date.UTC(2026, 4, 31, 23, 59, 59, 999));
    const firstMomentOfJune = new Date(Date.UTC(2026, 5, 1));
    expect(cardEntryProblem(card({ expiry: '05/26' }), lastMomentOfMay)).toBeNull();
    expect(cardEntryProblem(card({ expiry: '05/26' }), firstMomentOfJune)).toBe(EXPIRED);
  });

  it('wants a security code of three or four digits', () => {
    for (const cvc of ['', '12', '12345', 'abc', '12a']) {
      expect(cardEntryProblem(card({ cvc }), NOW)).toBe(INCOMPLETE_CVC);
    }
    expect(cardEntryProblem(card({ cvc: ' 123 ' }), NOW)).toBeNull();
  });

  it('reports the number first, then the expiry, then the security code', () => {
    expect(cardEntryProblem({ number: '4242', expiry: '', cvc: '' }, NOW)).toBe(INCOMPLETE_NUMBER);
    expect(cardEntryProblem(card({ expiry: '04/26', cvc: '' }), NOW)).toBe(EXPIRED);
  });

  it('lets every test card through', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(cardEntryProblem(card({ number }), NOW)).toBeNull();
  });
});

describe('testCardOutcome', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds', undefined],
    ['5555 5555 5555 4444', 'succeeds', undefined],
    ['4000 0025 0000 3155', 'requires-authentication', undefined],
    ['4000 0000 0000 0002', 'declined', 'card_declined'],
    ['4000 0000 0000 9995', 'declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'declined', 'expired_card'],
    ['4000 0000 0000 0127', 'declined', 'incorrect_cvc'],
    ['4000 0027 6000 3184', 'requires-authentication', undefined],
    ['4000 0000 0000 0341', 'declined', 'card_declined'],
  ])('%s %s %s', (number, kind, code) => {
    const outcome = testCardOutcome(number);
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'declined') expect(outcome.code).toBe(code);
    expect(outcome).toEqual(TEST_CARDS[cardDigits(number)]);
  });

  it('declines with Stripe’s own message for each declining test card', () => {
    expect(testCardOutcome('4000000000000002')).toMatchObject({ message: 'Your card was declined.' });
    expect(testCardOutcome('4000000000009995')).toMatchObject({ message: 'Your card has insufficient funds.' });
    expect(testCardOutcome('4000000000000069')).toMatchObject({ message: 'Your card has expired.' });
    expect(testCardOutcome('4000000000000127')).toMatchObject({ message: "Your card's security code is incorrect." });
  });

  it('declines any other valid number as not a test card', () => {
    expect(testCardOutcome('4111 1111 1111 1111')).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: NOT_A_TEST_CARD,
    });
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }).map(withCheckDigit),
        (number) => {
          fc.pre(!(number in TEST_CARDS));
          expect(cardEntryProblem(card({ number }), NOW)).toBeNull();
          expect(testCardOutcome(number)).toEqual({
            kind: 'declined',
            code: 'card_declined',
            message: NOT_A_TEST_CARD,
          });
        },
      ),
    );
  });
});

describe('saved cards (a card saved for later, charged without its customer)', () => {
  /** A card saved with this number and expiry, as the gateway keeps it. */
  const saved = (number: string, expMonth = 12, expYear = 2034) => ({
    expMonth,
    expYear,
    chargeDecline: savedTestCard(number).chargeDecline,
  });

  it.each([
    ['4242 4242 4242 4242', 'succeeds'],
    ['5555 5555 5555 4444', 'succeeds'],
    ['4000 0025 0000 3155', 'requires-authentication'],
    ['4000 0027 6000 3184', 'requires-authentication'],
    ['4000 0000 0000 0341', 'succeeds'],
  ])('saving %s: %s', (number, saving) => {
    expect(savedTestCard(number).saving.kind).toBe(saving);
  });

  it('authorises the charges of 4242, 5555 and 3155 (authenticated once, when saved)', () => {
    for (const number of ['4242424242424242', '5555555555554444', '4000002500003155']) {
      expect(offSessionDecline(saved(number), NOW)).toBeNull();
    }
  });

  it('declines every charge of 3184 as needing authentication, in Stripe’s words', () => {
    expect(offSessionDecline(saved('4000 0027 6000 3184'), NOW)).toEqual({
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  });

  it('declines every charge of 0341, which saved', () => {
    expect(offSessionDecline(saved('4000000000000341'), NOW)).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('refuses the saving itself for the other declining cards, with their messages', () => {
    for (const number of ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127']) {
      expect(savedTestCard(number).saving).toEqual(TEST_CARDS[number]);
    }
    expect(savedTestCard('4111 1111 1111 1111').saving).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: NOT_A_TEST_CARD,
    });
  });

  it('declines a charge after the card’s expiry month as expired, whatever the card', () => {
    const lastMomentOfMay = new Date(Date.UTC(2026, 4, 31, 23, 59, 59, 999));
    const firstMomentOfJune = new Date(Date.UTC(2026, 5, 1));
    expect(offSessionDecline(saved('4242424242424242', 5, 2026), lastMomentOfMay)).toBeNull();
    expect(offSessionDecline(saved('4242424242424242', 5, 2026), firstMomentOfJune)).toEqual({
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(offSessionDecline(saved('4000000000000341', 5, 2026), firstMomentOfJune)?.code).toBe('expired_card');
  });

  it('finds each decline again by its code, and nothing for another code', () => {
    for (const decline of Object.values(OFF_SESSION_DECLINES))
      expect(offSessionDeclineByCode(decline.code)).toBe(decline);
    expect(offSessionDeclineByCode('processing_error')).toBeNull();
  });

  it('names the card’s brand as Stripe does', () => {
    expect(testCardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(testCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(testCardBrand('2223 0031 2200 3222')).toBe('mastercard');
    expect(testCardBrand('3782 822463 10005')).toBe('unknown');
  });
});
