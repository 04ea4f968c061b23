import { describe, expect, it } from 'vitest';
import { giftCardBoughtMail } from '@/domain/gift-cards/gift-card-bought-mail';
import { giftCardMail } from '@/domain/gift-cards/gift-card-mail';
import {
  RESEND_CARD_ON_HOLD,
  type ResendState,
  resendLinkExpiry,
  resendProblem,
  resentSentence,
} from '@/domain/gift-cards/gift-card-resend';

// 3:04 PM in Kansas City on Sat, Dec 5 2026 (CST, UTC-6).
const now = new Date('2026-12-05T21:04:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

const card = (state: Partial<ResendState> = {}): ResendState => ({
  recipientName: 'Achieng',
  disabled: false,
  letterDueAt: null,
  resentAt: null,
  ...state,
});

describe('whether a bought card can be sent again', () => {
  it('can, once its letter has gone', () => {
    expect(resendProblem(card(), now)).toBeNull();
  });

  it('cannot while on hold', () => {
    expect(resendProblem(card({ disabled: true }), now)).toBe(RESEND_CARD_ON_HOLD);
  });

  it('is not sent before the date the buyer chose: its letter still waits for it', () => {
    // 8 AM shop time on Thu, Dec 24.
    const letterDueAt = new Date('2026-12-24T14:00:00Z');
    expect(resendProblem(card({ letterDueAt }), now)).toBe(
      'It goes to Achieng on Thu, Dec 24, so it cannot be sent again before then.',
    );
  });

  it('can when its letter is due but not yet delivered (the new letter replaces it)', () => {
    expect(resendProblem(card({ letterDueAt: minutes(-5) }), now)).toBeNull();
  });

  it('waits an hour after the last resend, and says until when', () => {
    expect(resendProblem(card({ resentAt: minutes(-59) }), now)).toBe(
      'It was sent again at 2:05 PM; it can be sent again from 3:05 PM.',
    );
    expect(resendProblem(card({ resentAt: minutes(-60) }), now)).toBeNull();
  });
});

describe("the buyer's link", () => {
  it("works until the shop's midnight a year after the send date", () => {
    expect(resendLinkExpiry('2026-12-24').toISOString()).toBe('2027-12-24T06:00:00.000Z');
    // In summer the shop is at UTC-5.
    expect(resendLinkExpiry('2026-07-04').toISOString()).toBe('2027-07-04T05:00:00.000Z');
  });
});

describe('what the buyer reads', () => {
  it('says what happened, in shop time', () => {
    expect(resentSentence('achieng@example.com', now)).toBe(
      'Sent again to achieng@example.com on Sat, Dec 5 at 3:04 PM; the old code no longer works.',
    );
  });

  it("the buyer's e-mail names the card and when it goes, and carries the link but never a code", () => {
    const bought = {
      buyerName: 'Amina',
      amountCents: 5000,
      last4: '2BNC',
      recipientName: 'Achieng',
      recipientEmail: 'achieng@example.com',
      sendOn: '2026-12-24',
    };
    const link = 'https://kenyanbites.test/gift-cards/resend?token=abc';
    const mail = giftCardBoughtMail(bought, '2026-12-05', link);
    expect(mail.subject).toBe('Your $50.00 gift card for Achieng');
    expect(mail.text).toContain(
      'Thank you for your $50.00 Kenyan Bites gift card for Achieng, ending 2BNC. We e-mail it to achieng@example.com on Thu, Dec 24.',
    );
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(giftCardBoughtMail({ ...bought, sendOn: '2026-12-05' }, '2026-12-05', link).text).toContain(
      'We e-mail it to achieng@example.com today.',
    );
  });
});

describe("a resend's letter to the recipient", () => {
  it('says the earlier code no longer works and gives the balance', () => {
    const letter = giftCardMail(
      {
        code: 'K7QM-4XWD-9HTR-2BNC',
        amountCents: 5000,
        recipientName: 'Achieng',
        fromName: 'Amina',
        message: null,
        again: { balanceCents: 3760 },
      },
      { shopUrl: 'https://kenyanbites.test/', balanceUrl: 'https://kenyanbites.test/gift-cards/balance' },
    );
    expect(letter.subject).toBe('A $50.00 Kenyan Bites gift card from Amina (sent again)');
    expect(letter.text).toContain(
      'This is the card sent to you before, with a new code: the earlier code no longer works. Its balance is $37.60.',
    );
    expect(letter.text).toContain('Your code: K7QM-4XWD-9HTR-2BNC');
  });
});
