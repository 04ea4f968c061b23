import { describe, expect, it } from 'vitest';
import { customerSpotOf, type SpotBeforePayment } from '@/domain/pickup-spots/pickup-spot';
import { type ReceiptOrder, receiptMail } from '@/server/payments/receipt-mail';
import { CODED_ITEMS, CODED_MONEY, CODED_MONEY_LINES } from '../../../fixtures/coded-taxed-order';

const TRACKING = 'https://kenyanbites.example/track?t=abc';

/** The coded, taxed pickup as the checkout priced and saved it. */
const order: ReceiptOrder = {
  orderType: 'pickup',
  items: CODED_ITEMS,
  ...CODED_MONEY,
  delivery: null,
  customer: { name: 'Wanjiru Kamau', phone: '913-555-0142', email: 'wanjiru@example.com', textPhone: null },
};

const receipt = (
  changes: Partial<ReceiptOrder> = {},
  cardLast4: string | null = '4242',
  paidBy: 'test-card' | 'gift-cards' = 'test-card',
  spot: SpotBeforePayment | null = null,
) =>
  receiptMail(
    'wanjiru@example.com',
    { ...order, ...changes },
    { window: null, cardLast4, trackingUrl: TRACKING, paidBy, spot },
  ).text;

describe('the receipt e-mail', () => {
  it("lists the items, then the order's money lines with the code's discount and each tax rate", () => {
    const text = receipt();
    expect(text).toContain('  10 x Beef Samosa @ $2.00 = $20.00\n  5 x Chapati @ $2.00 = $10.00\n');
    const money = CODED_MONEY_LINES.map(([label, amount]) => `${label}: ${amount}`);
    money[money.length - 1] += ' (card ending 4242)';
    expect(text).toContain(`\n\n${money.join('\n')}\n\n`);
  });

  it('shows the delivery fee and the tip when there are some, and no card without its digits', () => {
    const text = receipt(
      {
        orderType: 'delivery',
        subtotalCents: 3800,
        discountCents: 0,
        discountCode: null,
        deliveryFeeCents: 350,
        taxLines: [],
        tipCents: 570,
        totalCents: 4720,
        delivery: {
          fullAddress: '123 Main St, Overland Park, KS 66212',
          zone: 'Local 0-10',
          feeCents: 350,
          distanceMiles: 4,
        },
      },
      null,
    );
    expect(text).toContain('\n\nSubtotal: $38.00\nDelivery Fee: $3.50\nTip: $5.70\nTotal: $47.20\n\n');
    expect(text).toContain('We will deliver to: 123 Main St, Overland Park, KS 66212');
  });

  it('an order the gift cards paid in full says so, with no card and no test-mode line', () => {
    const text = receipt({}, null, 'gift-cards');
    expect(text).toContain('Paid in full by gift card.');
    expect(text).not.toContain('card ending');
    expect(text).not.toContain('Test mode');
  });

  it("an order a gift card paid part of: the card's line and what the bank card paid, which carries its digits", () => {
    const text = receipt({ giftCards: [{ last4: '2BNC', appliedCents: 2500 }] });
    const total = CODED_MONEY_LINES.at(-1)?.[1] ?? '';
    const paid = Number(total.replace('$', '')) - 25;
    expect(text).toContain(
      `Total: ${total}\nGift card ending 2BNC: -$25.00\nPaid by card: $${paid.toFixed(2)} (card ending 4242)\n`,
    );
  });

  it("names a pickup's spot with its address and notes: a private one's too, the order being paid", () => {
    const kitchen = { id: 1, name: 'Home kitchen', address: '8800 W 95th St', notes: 'Side door.', private: true };
    const text = receipt({}, '4242', 'test-card', customerSpotOf({ pickupSpot: kitchen, status: 'confirmed' }));
    expect(text).toContain(
      'Pickup at: Home kitchen, 8800 W 95th St\nHow to find it: Side door.\nWe will let you know when your order is ready for pickup.',
    );
  });
});
