import { describe, expect, it } from 'vitest';
import { newOrderMail, type NewOrderMailOrder } from '@/domain/mail/new-order-mail';
import { CODED_ITEMS, CODED_MONEY, CODED_MONEY_LINES } from '../../../fixtures/coded-taxed-order';

/** KBT-12: 20 beef samosas for pickup on Thu, Nov 26, 2:00–2:30 PM in Kansas City (CST, UTC-6). */
const pickup: NewOrderMailOrder = {
  orderNumber: 'KBT-12',
  orderType: 'pickup',
  items: [{ name: 'Beef Samosa', quantity: 20, totalCents: 3800 }],
  subtotalCents: 3800,
  discountCents: 0,
  discountCode: null,
  deliveryFeeCents: 0,
  taxLines: [],
  tipCents: 0,
  totalCents: 3800,
  window: { start: new Date('2026-11-26T20:00:00Z'), end: new Date('2026-11-26T20:30:00Z') },
  customerName: 'Wanjiru Kamau',
  customerPhone: '(913) 555-0142',
  customerEmail: 'wanjiru@example.com',
  deliveryAddress: null,
  pickupSpot: null,
  notes: null,
};
const URL = 'https://kenyanbites.example/admin#order-12';

describe("the owner's new-order e-mail", () => {
  it('says what, when and how much in the subject', () => {
    expect(newOrderMail(pickup, URL).subject).toBe('New order KBT-12 · Pickup Thu, Nov 26, 2:00–2:30 PM · $38.00');
  });

  it('carries the items, the window, the customer with a tel: link, and the link to the order', () => {
    const { text, html } = newOrderMail(pickup, URL);
    expect(text).toContain('  20 x Beef Samosa ($38.00)\n\nSubtotal: $38.00\nTotal: $38.00\n');
    expect(text).toContain('When: Pickup Thu, Nov 26, 2:00–2:30 PM (Kansas City time)');
    expect(text).toContain('Customer: Wanjiru Kamau');
    expect(text).toContain('Phone: (913) 555-0142');
    expect(text).toContain('E-mail: wanjiru@example.com');
    expect(text).toContain(`Open the order: ${URL}`);
    expect(html).toContain('<a href="tel:9135550142">(913) 555-0142</a>');
    expect(html).toContain(`href="${URL}"`);
  });

  it('names the delivery address and the notes when there are some, and escapes what customers typed', () => {
    const delivery = {
      ...pickup,
      orderType: 'delivery' as const,
      deliveryAddress: '123 Main St, Overland Park, KS 66212',
      notes: 'Ring <b>twice</b>',
      customerName: 'Amina & Co',
    };
    const { subject, text, html } = newOrderMail(delivery, URL);
    expect(subject).toBe('New order KBT-12 · Delivery Thu, Nov 26, 2:00–2:30 PM · $38.00');
    expect(text).toContain('Deliver to: 123 Main St, Overland Park, KS 66212');
    expect(text).toContain('Notes: Ring <b>twice</b>');
    expect(html).toContain('Ring &lt;b&gt;twice&lt;/b&gt;');
    expect(html).toContain('Amina &amp; Co');
  });

  it('reads an order without a window, and a day the clocks go back', () => {
    expect(newOrderMail({ ...pickup, window: null }, URL).subject).toBe('New order KBT-12 · Pickup · $38.00');
    // Sun, Nov 1, 2026: 1:00–1:30 AM happens twice; the second (CST) starts at 07:00 UTC.
    const fallBack = { start: new Date('2026-11-01T07:00:00Z'), end: new Date('2026-11-01T07:30:00Z') };
    expect(newOrderMail({ ...pickup, window: fallBack }, URL).subject).toBe(
      'New order KBT-12 · Pickup Sun, Nov 1, 1:00–1:30 AM · $38.00',
    );
  });

  it("shows the order's money lines, the code's discount and each tax rate, in the text and the HTML", () => {
    const { subject, text, html } = newOrderMail({ ...pickup, items: CODED_ITEMS, ...CODED_MONEY }, URL);
    expect(subject).toBe('New order KBT-12 · Pickup Thu, Nov 26, 2:00–2:30 PM · $28.94');
    expect(text).toContain(CODED_MONEY_LINES.map(([label, amount]) => `${label}: ${amount}`).join('\n'));
    for (const [label, amount] of CODED_MONEY_LINES) {
      expect(html).toContain(`>${label}</th>`);
      expect(html).toContain(`>${amount}</td>`);
    }
  });

  it("names a pickup's spot", () => {
    const { text, html } = newOrderMail({ ...pickup, pickupSpot: 'Grace Church car park' }, URL);
    expect(text).toContain('Pickup at: Grace Church car park');
    expect(html).toContain('Grace Church car park');
    expect(newOrderMail(pickup, URL).text).not.toContain('Pickup at');
  });
});
