import { expect, it } from 'vitest';
import { giftCardsCsv } from '@/domain/gift-cards/gift-cards-csv';

/* The owner's cards as a spreadsheet: a row per card, typed text made safe, times on the shop's clock. */

it('writes each card, guards typed text against formulas, and ends with what the shop owes', () => {
  const csv = giftCardsCsv(
    [
      {
        last4: '2BNC',
        kind: 'purchase',
        amountCents: 5000,
        balanceCents: 845,
        buyerName: '=HYPERLINK("x")',
        buyerEmail: 'amina@example.com',
        recipientName: 'Achieng',
        recipientEmail: 'achieng@example.com',
        reason: null,
        // 9:30 AM in Kansas City on the day the clocks went back.
        createdAt: new Date('2026-11-01T15:30:00Z'),
        lastUsedAt: null,
        disabledReason: null,
      },
    ],
    845,
  );
  expect(csv.split('\r\n')).toEqual([
    'Card ending,Kind,Amount,Balance,Buyer,Buyer e-mail,Recipient,Recipient e-mail,Reason,Issued,Last used,Disabled',
    `2BNC,Bought,50.00,8.45,"'=HYPERLINK(""x"")",amina@example.com,Achieng,achieng@example.com,,2026-11-01 09:30,,`,
    '',
    'Owed on every card,8.45',
    '',
  ]);
});
