import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/domain/mail/html';
import { orderStatusMail, type StatusMailOrder } from '@/domain/mail/order-status-mail';
import { ratingRequestMail } from '@/domain/mail/rating-request-mail';
import { customerSpotOf, PRIVATE_ADDRESS_WORDS } from '@/domain/pickup-spots/pickup-spot';

const ORDER: StatusMailOrder = {
  orderNumber: 'KBT-42',
  orderType: 'pickup',
  customerName: 'Wanjiru <b>Kamau</b>',
  items: [
    { name: 'Beef Samosa', quantity: 20 },
    { name: 'Chapati', quantity: 10 },
  ],
  totalCents: 5800,
  // Wed, Nov 25, 2:00–2:30 PM in Kansas City.
  window: { start: new Date('2026-11-25T20:00:00Z'), end: new Date('2026-11-25T20:30:00Z') },
  refundedCents: null,
  spot: null,
};
const CONTEXT = {
  trackingUrl: 'https://kenyanbites.example/orders/track?token=abc',
  pickupNote: 'Ring the side door; we are at 12 Elm St.',
};

describe('the status e-mails', () => {
  it('tell a pickup customer it is ready, with the pickup note, the window, the items and the tracking link', () => {
    const mail = orderStatusMail('ready', ORDER, CONTEXT);
    expect(mail?.subject).toBe('Your order KBT-42 is ready for pickup');
    expect(mail?.text).toBe(
      [
        'Hi Wanjiru <b>Kamau</b>,',
        '',
        'Your order is ready for pickup.',
        'Ring the side door; we are at 12 Elm St.',
        '',
        'Order KBT-42',
        'Pickup Time: Wed, Nov 25, 2:00–2:30 PM (Kansas City time)',
        '  20 x Beef Samosa',
        '  10 x Chapati',
        'Total: $58.00',
        '',
        'See your order and where it is at:',
        'https://kenyanbites.example/orders/track?token=abc',
        '',
        'Kenyan Bites',
      ].join('\n'),
    );
    expect(mail?.html).toContain('Hi Wanjiru &lt;b&gt;Kamau&lt;/b&gt;,');
    expect(mail?.html).toContain('<li>20 x Beef Samosa</li>');
    expect(mail?.html).toContain('href="https://kenyanbites.example/orders/track?token=abc"');
    expect(mail?.html).not.toContain('<b>Kamau</b>');
  });

  it('tell a delivery customer their order is on its way, then delivered', () => {
    const delivery = { ...ORDER, orderType: 'delivery' as const };
    expect(orderStatusMail('ready', delivery, CONTEXT)?.subject).toBe('Your order KBT-42 is on its way');
    expect(orderStatusMail('ready', delivery, CONTEXT)?.text).not.toContain('side door');
    expect(orderStatusMail('ready', delivery, CONTEXT)?.text).toContain('Delivery Time: Wed, Nov 25');
    expect(orderStatusMail('delivered', delivery, CONTEXT)?.subject).toBe('Your order KBT-42 was delivered');
    expect(orderStatusMail('delivered', ORDER, CONTEXT)?.subject).toBe('Your order KBT-42 was picked up');
    expect(orderStatusMail('preparing', ORDER, CONTEXT)?.subject).toBe("We're preparing your order KBT-42");
  });

  it('say what was refunded when an order is cancelled', () => {
    const refunded = orderStatusMail('cancelled', { ...ORDER, refundedCents: 5800 }, CONTEXT);
    expect(refunded?.subject).toBe('Your order KBT-42 was cancelled');
    expect(refunded?.text).toContain('We refunded $58.00 to your card.');
    expect(orderStatusMail('cancelled', ORDER, CONTEXT)?.text).not.toContain('refunded');
  });

  it('leave out the window line for an order without one, and say nothing for pending or confirmed', () => {
    expect(orderStatusMail('preparing', { ...ORDER, window: null }, CONTEXT)?.text).not.toContain('Time:');
    expect(orderStatusMail('pending', ORDER, CONTEXT)).toBeNull();
    expect(orderStatusMail('confirmed', ORDER, CONTEXT)).toBeNull();
  });
});

describe("a pickup's spot in the status e-mails (issue 50)", () => {
  const kitchen = {
    id: 1,
    name: 'Home kitchen',
    address: '8800 W 95th St, Overland Park, KS 66212',
    notes: 'Ring the side door bell.',
    private: true,
  };
  const mail = (status: 'ready' | 'cancelled') =>
    orderStatusMail(status, { ...ORDER, spot: customerSpotOf({ pickupSpot: kitchen, status }) }, CONTEXT);

  it("says where to collect a paid order and how to find it, a private spot's address included", () => {
    const ready = mail('ready');
    expect(ready?.text).toContain(
      'Pickup Time: Wed, Nov 25, 2:00–2:30 PM (Kansas City time)\n' +
        'Pickup at: Home kitchen, 8800 W 95th St, Overland Park, KS 66212\n' +
        'How to find it: Ring the side door bell.\n',
    );
    expect(ready?.html).toContain('Pickup at: Home kitchen, 8800 W 95th St');
  });

  it("keeps a private spot's address and notes out once the order is cancelled", () => {
    const cancelled = mail('cancelled');
    expect(cancelled?.text).toContain(`Pickup at: Home kitchen (${PRIVATE_ADDRESS_WORDS})`);
    expect(`${cancelled?.text}${cancelled?.html}`).not.toContain('8800 W 95th');
    expect(`${cancelled?.text}${cancelled?.html}`).not.toContain('side door');
  });
});

describe('the rating request', () => {
  it('asks once, with a link to the rating form', () => {
    const mail = ratingRequestMail(
      { orderNumber: 'KBT-42', orderType: 'delivery', customerName: 'Amina' },
      'https://kenyanbites.example/orders/track?token=xyz#rate',
    );
    expect(mail.subject).toBe('How was your order KBT-42?');
    expect(mail.text).toContain('Rate your order:\nhttps://kenyanbites.example/orders/track?token=xyz#rate');
    expect(mail.html).toContain('href="https://kenyanbites.example/orders/track?token=xyz#rate"');
  });
});

describe('escaping', () => {
  it('turns markup characters into entities', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
