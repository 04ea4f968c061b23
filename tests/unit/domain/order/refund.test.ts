import { describe, expect, it } from 'vitest';
import { cancellingRefunds, refundIdempotencyKey } from '@/domain/order/refund';

const paid = { status: 'confirmed', paymentIntentId: 'pi_123', refundedAt: null };

describe('cancellingRefunds', () => {
  it('refunds a paid order that was not refunded, from any status but cancelled', () => {
    for (const status of ['pending', 'confirmed', 'preparing', 'ready', 'delivered']) {
      expect(cancellingRefunds({ ...paid, status })).toBe(true);
    }
  });

  it('never refunds twice: an order refunded already (a Date on the server, a string in the browser) is only cancelled', () => {
    expect(cancellingRefunds({ ...paid, refundedAt: new Date('2026-03-05T20:30:00Z') })).toBe(false);
    expect(cancellingRefunds({ ...paid, refundedAt: '2026-03-05T20:30:00.000Z' })).toBe(false);
  });

  it('does not refund an order without a payment, or one already cancelled', () => {
    expect(cancellingRefunds({ ...paid, paymentIntentId: null })).toBe(false);
    expect(cancellingRefunds({ ...paid, status: 'cancelled' })).toBe(false);
  });
});

describe('refundIdempotencyKey', () => {
  it('is one key per order, the same every time it is asked', () => {
    expect(refundIdempotencyKey(123)).toBe('refund-order-123');
    expect(refundIdempotencyKey(123)).toBe(refundIdempotencyKey(123));
    expect(refundIdempotencyKey(124)).not.toBe(refundIdempotencyKey(123));
  });
});
