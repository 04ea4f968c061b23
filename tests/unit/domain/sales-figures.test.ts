import { describe, expect, it } from 'vitest';
import { averageSale, netSales, SALES_LINES, totalCollected } from '@/domain/insights/sales-figures';

/*
 * What 'sales' means on the owner's insights (issue 46), as Square reports it, on the known month of
 * tests/integration/insights.test.ts (March 2026): $91.00 of dishes, $3.80 off, $3.55 tax, $3.50
 * delivery, $5.70 tips and $25.00 paid back, over 3 orders.
 */

const MARCH = { grossSales: 9100, discounts: 380, tax: 355, deliveryFees: 350, tips: 570, refunds: 2500 };

describe('sales, one meaning', () => {
  it('takes the discounts off the gross sales to make the net sales, the headline', () => {
    expect(netSales(MARCH)).toBe(8720);
  });

  it('adds tax, delivery fees and tips to the net sales and takes the refunds off to make the total collected', () => {
    expect(totalCollected(MARCH)).toBe(8720 + 355 + 350 + 570 - 2500);
    expect(totalCollected(MARCH)).toBe(7495);
  });

  it('averages the net sales per order, to the cent, half up', () => {
    expect(averageSale(8720, 3)).toBe(2907);
    expect(averageSale(5, 2)).toBe(3);
    expect(averageSale(0, 0)).toBe(0);
  });

  it('reads in the order of a sales summary, each figure by its name', () => {
    expect(SALES_LINES.map(([, name]) => name)).toEqual([
      'Gross sales',
      'Discounts',
      'Net sales',
      'Tax',
      'Delivery fees',
      'Tips',
      'Refunds',
      'Total collected',
    ]);
  });
});
