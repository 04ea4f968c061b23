import { describe, expect, it } from 'vitest';
import { orderNumber } from '@/domain/order-number';
import { ORDER_STATUSES, isOrderStatus, statusLabel } from '@/domain/order-status';
import { isOrderType } from '@/domain/order-type';

describe('order statuses', () => {
  it('has the six statuses in order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled']);
  });

  it.each([
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['preparing', 'Preparing'],
    ['ready', 'Ready'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
  ])('labels %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it("shows an unknown status as 'Pending'", () => {
    expect(statusLabel('shipped')).toBe('Pending');
    expect(statusLabel('')).toBe('Pending');
    expect(statusLabel('READY')).toBe('Pending');
  });

  it('recognises statuses exactly', () => {
    expect(isOrderStatus('ready')).toBe(true);
    expect(isOrderStatus('Ready')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});

describe('orderNumber', () => {
  it("prefixes the id with 'KBT-'", () => {
    expect(orderNumber(42)).toBe('KBT-42');
    expect(orderNumber('1007')).toBe('KBT-1007');
  });
});

describe('isOrderType', () => {
  it('accepts pickup and delivery only', () => {
    expect(isOrderType('pickup')).toBe(true);
    expect(isOrderType('delivery')).toBe(true);
    expect(isOrderType('dine-in')).toBe(false);
    expect(isOrderType(null)).toBe(false);
  });
});
