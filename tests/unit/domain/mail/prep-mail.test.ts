import { describe, expect, it } from 'vitest';
import { prepList } from '@/domain/kitchen/prep-list';
import { prepMail, prepMailDue } from '@/domain/mail/prep-mail';

describe('when the morning prep e-mail is due', () => {
  it('from its time on, shop time, once a day, never when turned off', () => {
    // Thu, Nov 26, 2026, CST (UTC-6): 7:00 AM is 13:00 UTC.
    expect(prepMailDue(new Date('2026-11-26T12:59:00Z'), '07:00', '2026-11-25')).toBeNull();
    expect(prepMailDue(new Date('2026-11-26T13:00:00Z'), '07:00', '2026-11-25')).toBe('2026-11-26');
    expect(prepMailDue(new Date('2026-11-26T23:00:00Z'), '07:00', null)).toBe('2026-11-26');
    expect(prepMailDue(new Date('2026-11-26T13:05:00Z'), '07:00', '2026-11-26')).toBeNull();
    expect(prepMailDue(new Date('2026-11-26T13:05:00Z'), null, null)).toBeNull();
    // 11:30 PM in Kansas City is already the next day in UTC: still the 26th's.
    expect(prepMailDue(new Date('2026-11-27T05:30:00Z'), '07:00', '2026-11-25')).toBe('2026-11-26');
  });

  it('at 7:00 AM shop time on both daylight-saving days', () => {
    // Sun, Mar 8, 2026: CDT from 2 AM, so 7:00 AM is 12:00 UTC.
    expect(prepMailDue(new Date('2026-03-08T11:59:00Z'), '07:00', '2026-03-07')).toBeNull();
    expect(prepMailDue(new Date('2026-03-08T12:00:00Z'), '07:00', '2026-03-07')).toBe('2026-03-08');
    // Sun, Nov 1, 2026: CST from 2 AM, so 7:00 AM is 13:00 UTC.
    expect(prepMailDue(new Date('2026-11-01T12:59:00Z'), '07:00', '2026-10-31')).toBeNull();
    expect(prepMailDue(new Date('2026-11-01T13:00:00Z'), '07:00', '2026-10-31')).toBe('2026-11-01');
  });
});

describe('the morning prep e-mail', () => {
  const window = { start: new Date('2026-11-26T20:00:00Z'), end: new Date('2026-11-26T20:30:00Z') };
  const order = (id: number, quantity: number, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
    id,
    status,
    customerName: `Customer ${id}`,
    orderType: 'pickup' as const,
    pickupSpot: null,
    fulfilmentWindow: window,
    items: [{ productId: 1, name: 'Beef Samosa', quantity }],
  });

  it("names the day and its orders, what to make in all and in each window, and links the kitchen's view", () => {
    const { subject, text, html } = prepMail(
      '2026-11-26',
      prepList([order(12, 20), order(13, 30), order(14, 10, 'cancelled')]),
      'https://kb.example/admin/kitchen',
    );
    expect(subject).toBe('Prep for Thu, Nov 26: 2 orders');
    expect(text).toContain('To make today:\n  50 x Beef Samosa');
    expect(text).toContain('2:00–2:30 PM · 2 to make\n  Make: 50 x Beef Samosa');
    expect(text).toContain('  KBT-12 Customer 12 (pickup): 20 x Beef Samosa');
    expect(text).toContain('  KBT-14 Customer 14 (pickup) CANCELLED: 10 x Beef Samosa');
    expect(text).toContain('The kitchen view: https://kb.example/admin/kitchen');
    expect(html).toContain('href="https://kb.example/admin/kitchen"');
  });

  it("marks a catering event's order with its reference, and says how many of each dish are for catering", () => {
    const event = {
      ...order(15, 200),
      customerName: 'Wanjiru Kamau',
      items: [
        { productId: 1, name: 'Beef Samosa', quantity: 200 },
        { productId: 4, name: 'Chapati', quantity: 100 },
      ],
      catering: { reference: 'CAT-3' },
    };
    const { text, html } = prepMail('2026-11-26', prepList([order(12, 20), event]), 'https://kb.example/admin/kitchen');
    expect(text).toContain(
      'To make today:\n  220 x Beef Samosa (200 for catering)\n  100 x Chapati (100 for catering)',
    );
    expect(text).toContain('Make: 220 x Beef Samosa (200 for catering), 100 x Chapati (100 for catering)');
    expect(text).toContain('  KBT-15 Wanjiru Kamau (pickup) · Catering CAT-3: 200 x Beef Samosa, 100 x Chapati');
    expect(text).toContain('  KBT-12 Customer 12 (pickup): 20 x Beef Samosa');
    expect(html).toContain('KBT-15 Wanjiru Kamau (pickup) · Catering CAT-3: 200 x Beef Samosa, 100 x Chapati');
  });

  it("says what to pack for each spot and for the deliveries in each window, and names each pickup's spot", () => {
    const church = { id: 2, name: 'Grace Church car park' };
    const { text, html } = prepMail(
      '2026-11-26',
      prepList([
        { ...order(12, 20), pickupSpot: church },
        { ...order(13, 30), pickupSpot: { id: 1, name: 'Home kitchen' } },
        { ...order(14, 10), orderType: 'delivery' as const },
      ]),
      'https://kb.example/admin/kitchen',
    );
    expect(text).toContain(
      '  Make: 60 x Beef Samosa\n' +
        '  Pack for Grace Church car park: 20 x Beef Samosa\n' +
        '  Pack for Home kitchen: 30 x Beef Samosa\n' +
        '  Pack for Deliveries: 10 x Beef Samosa\n',
    );
    expect(text).toContain('  KBT-12 Customer 12 (pickup at Grace Church car park): 20 x Beef Samosa');
    expect(text).toContain('  KBT-14 Customer 14 (delivery): 10 x Beef Samosa');
    expect(html).toContain('<li>Pack for Grace Church car park: 20 x Beef Samosa</li>');
  });

  it('says so when no orders are booked', () => {
    const { subject, text } = prepMail('2026-11-26', prepList([]), 'https://kb.example/admin/kitchen');
    expect(subject).toBe('Prep for Thu, Nov 26: no orders');
    expect(text).toContain('No orders are booked for today yet.');
  });
});
