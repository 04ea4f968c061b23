import { describe, expect, it } from 'vitest';
import { bodyOfForm, problemWords, returnQuery } from '@/domain/catering/catering-form';
import { DEFAULT_SCHEDULE, shopInstant } from '@/domain/fulfilment/schedule';
import { MISSING_NAME, OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';

/* The /catering page's plain form (issue 48): read as the API's body, and its way back after a refusal. */

const samosa = { id: 1, name: 'Beef Samosa', status: 'on_menu', packTiers: [{}], quantityChoices: [10, 20] };
const context = { dishes: [samosa], leadDays: 3, schedule: DEFAULT_SCHEDULE, now: shopInstant('2026-05-07', '09:00') };

describe("the catering page's form", () => {
  it('reads the date and time on the shop clock and skips empty pieces', () => {
    const body = bodyOfForm({ date: '2026-11-01', time: '01:30', headcount: '40', 'pieces-1': '150', 'pieces-2': '' });
    // 1:30 AM on the autumn clock change is read as the first one, still daylight time (UTC-5).
    expect(body).toMatchObject({
      eventAt: '2026-11-01T06:30:00.000Z',
      headcount: 40,
      items: [{ productId: 1, pieces: 150 }],
    });
  });

  it('goes back naming the problems with the choices, never the contact details, and words them again', () => {
    const back = returnQuery(
      { date: '2026-05-08', time: '12:00', name: '', email: 'a@b.co', address: 'Denver', 'pieces-1': '5' },
      { eventAt: 'x', name: MISSING_NAME, address: OUTSIDE_DELIVERY_AREA, 'items.0.pieces': 'x' },
    );
    expect(back).not.toContain('Denver');
    expect(back).not.toContain('a%40b.co');
    const query = new URL(back, 'https://shop.example').searchParams;
    expect(problemWords(query, context)).toEqual({
      date: "We need 3 days' notice for catering: the first day we can cater is Sun, May 10.",
      name: MISSING_NAME,
      address: OUTSIDE_DELIVERY_AREA,
      'pieces-1': 'Beef Samosa starts at 10 pieces',
    });
  });

  it('ignores names it does not know, so a crafted link says nothing of its own', () => {
    expect(problemWords(new URLSearchParams('problem=<b>hi</b>&problem=toString'), context)).toEqual({});
  });
});
