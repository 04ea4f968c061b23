import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatOrderDateTime,
  orderNotes,
  orderTotalRows,
  orderTypeLabel,
  type OrderMoneyView,
} from '@/components/orders/order-format';
import { toQuoteView } from '@/domain/order/order-view';
import { CODED_MONEY, CODED_MONEY_LINES } from '../../../fixtures/coded-taxed-order';

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

/** An order view's money with no code and no tax, and the given amounts. */
const money = (amounts: { subtotal: string; deliveryFee: string; tip: string; total: string }): OrderMoneyView => ({
  ...amounts,
  discount: '0.00',
  tax: '0.00',
  taxLines: [],
  discountCode: null,
});

describe('orderTotalRows (the money lines: discount, fee and tip each only when above 0)', () => {
  it('lists every row for a delivery order with a fee and a tip', () => {
    expect(orderTotalRows(money({ subtotal: '38.00', deliveryFee: '3.50', tip: '5.70', total: '47.20' }))).toEqual([
      { label: 'Subtotal', amount: '$38.00', kind: 'subtotal' },
      { label: 'Delivery Fee', amount: '$3.50', kind: 'fee' },
      { label: 'Tip', amount: '$5.70', kind: 'tip' },
      { label: 'Total', amount: '$47.20', kind: 'total' },
    ]);
  });

  it('leaves out a zero fee and a zero tip (a pickup order)', () => {
    expect(orderTotalRows(money({ subtotal: '20.00', deliveryFee: '0.00', tip: '0.00', total: '20.00' }))).toEqual([
      { label: 'Subtotal', amount: '$20.00', kind: 'subtotal' },
      { label: 'Total', amount: '$20.00', kind: 'total' },
    ]);
  });

  it('shows a tip without a fee and a fee without a tip', () => {
    const labels = (order: OrderMoneyView) => orderTotalRows(order).map((row) => row.label);
    expect(labels(money({ subtotal: '10.00', deliveryFee: '0', tip: '1.50', total: '11.50' }))).toEqual([
      'Subtotal',
      'Tip',
      'Total',
    ]);
    expect(labels(money({ subtotal: '10.00', deliveryFee: '15.00', tip: '0', total: '25.00' }))).toEqual([
      'Subtotal',
      'Delivery Fee',
      'Total',
    ]);
  });

  it("reads the API's decimals and rate strings: the code's discount and a line per tax rate", () => {
    expect(orderTotalRows(toQuoteView(CODED_MONEY)).map((row) => [row.label, row.amount])).toEqual(CODED_MONEY_LINES);
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
