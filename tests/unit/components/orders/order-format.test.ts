import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatOrderDateTime,
  orderNotes,
  orderTotalRows,
  orderTypeLabel,
} from '@/components/orders/order-format';

describe('formatOrderDateTime', () => {
  it("reads as 'MMM d, yyyy at h:mm a' in the viewer's time zone", () => {
    // Built from local parts, so the test means the same in any time zone it runs in.
    expect(formatOrderDateTime(new Date(2026, 2, 5, 14, 30).toISOString())).toBe('Mar 5, 2026 at 2:30 PM');
    expect(formatOrderDateTime(new Date(2025, 11, 31, 0, 5).toISOString())).toBe('Dec 31, 2025 at 12:05 AM');
  });

  it('gives nothing rather than "Invalid Date" for an unreadable timestamp', () => {
    expect(formatOrderDateTime('not a date')).toBe('');
  });
});

describe('orderTypeLabel', () => {
  it('capitalises the order type', () => {
    expect(orderTypeLabel('pickup')).toBe('Pickup');
    expect(orderTypeLabel('delivery')).toBe('Delivery');
  });
});

describe('formatAmount', () => {
  it('shows API amounts as dollars with 2 decimals', () => {
    expect(formatAmount('12.50')).toBe('$12.50');
    expect(formatAmount('3.5')).toBe('$3.50');
    expect(formatAmount('1234.00')).toBe('$1,234.00');
    expect(formatAmount('0.00')).toBe('$0.00');
  });
});

describe('orderTotalRows (delivery fee and tip each only when above 0)', () => {
  it('lists every row for a delivery order with a fee and a tip', () => {
    expect(orderTotalRows({ subtotal: '38.00', deliveryFee: '3.50', tip: '5.70', total: '47.20' })).toEqual([
      { label: 'Subtotal', amount: '$38.00' },
      { label: 'Delivery Fee', amount: '$3.50' },
      { label: 'Tip', amount: '$5.70' },
      { label: 'Total', amount: '$47.20' },
    ]);
  });

  it('leaves out a zero fee and a zero tip (a pickup order)', () => {
    expect(orderTotalRows({ subtotal: '20.00', deliveryFee: '0.00', tip: '0.00', total: '20.00' })).toEqual([
      { label: 'Subtotal', amount: '$20.00' },
      { label: 'Total', amount: '$20.00' },
    ]);
  });

  it('shows a tip without a fee and a fee without a tip', () => {
    const labels = (order: Parameters<typeof orderTotalRows>[0]) => orderTotalRows(order).map((row) => row.label);
    expect(labels({ subtotal: '10.00', deliveryFee: '0', tip: '1.50', total: '11.50' })).toEqual([
      'Subtotal',
      'Tip',
      'Total',
    ]);
    expect(labels({ subtotal: '10.00', deliveryFee: '15.00', tip: '0', total: '25.00' })).toEqual([
      'Subtotal',
      'Delivery Fee',
      'Total',
    ]);
  });
});

describe('orderNotes', () => {
  it('keeps real notes, trimmed', () => {
    expect(orderNotes('  Ring the side door, please. ')).toBe('Ring the side door, please.');
  });

  it('has no notes for null, empty or blank text', () => {
    expect(orderNotes(null)).toBeNull();
    expect(orderNotes('')).toBeNull();
    expect(orderNotes(' \n ')).toBeNull();
  });
});
