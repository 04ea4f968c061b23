import { describe, expect, it } from 'vitest';
import { balanceDueLabel, cateringMark, owedLabel } from '@/domain/catering/catering-mark';
import { toPaymentView } from '@/domain/order/order-view';
import { beef, storedOrder } from '../kitchen/stored-orders';

const WINDOW = { start: '2026-11-28T20:00:00.000Z', end: '2026-11-28T20:30:00.000Z' };

/** A catering event's order of $528.00 (as the owner's view has it), its payments holding `paidCents`. */
const event = (paidCents: number, changes: Parameters<typeof storedOrder>[3] = {}) => {
  const order = storedOrder(12, WINDOW, [{ ...beef(300), priceCents: 160 }], {
    serviceChargeCents: 4_800,
    totalCents: 52_800,
    paymentMethod: 'link',
    paymentIntentId: null,
    catering: { reference: 'CAT-3', paidCents },
    ...changes,
  });
  return { status: order.status, catering: order.catering, payment: toPaymentView(order) };
};

describe('cateringMark', () => {
  it("says 'Catering' and the request's reference on a catering order, nothing on any other", () => {
    expect(cateringMark({ catering: { reference: 'CAT-12' } })).toBe('Catering CAT-12');
    expect(cateringMark({ catering: null })).toBeNull();
    expect(cateringMark({})).toBeNull();
  });
});

describe('balanceDueLabel', () => {
  it('is what the order still owes after its deposit, as the view carries it, until it is paid', () => {
    expect(balanceDueLabel(event(26_400))).toBe('Balance due $264.00');
    expect(balanceDueLabel(event(52_000))).toBe('Balance due $8.00');
    expect(balanceDueLabel(event(52_800))).toBeNull();
  });

  it('says nothing before the deposit booked the event: what it owes then is the whole quote', () => {
    expect(balanceDueLabel(event(0, { status: 'pending' }))).toBeNull();
    expect(owedLabel(event(0, { status: 'pending' }))).toBe('To collect $528.00');
  });

  it('says nothing for a cancelled event, or for an order that is not catering', () => {
    expect(balanceDueLabel(event(26_400, { status: 'cancelled' }))).toBeNull();
    expect(balanceDueLabel({ status: 'confirmed', catering: null, payment: { toCollect: '21.87' } })).toBeNull();
  });
});

describe('owedLabel', () => {
  it("is a catering order's balance due, and 'To collect' for any other order still owing money", () => {
    expect(owedLabel(event(26_400))).toBe('Balance due $264.00');
    expect(owedLabel({ status: 'confirmed', catering: null, payment: { toCollect: '21.87' } })).toBe(
      'To collect $21.87',
    );
    expect(owedLabel({ status: 'confirmed', catering: null, payment: { toCollect: null } })).toBeNull();
    expect(owedLabel(event(52_800))).toBeNull();
  });
});
