import { describe, expect, it } from 'vitest';
import { type TaxReport, taxReportCsv, taxReportView } from '@/domain/order-money/tax-report';

/*
 * The monthly tax report as the API answers it and as its CSV reads (issue 48, item 8): a catering
 * event's service charge and setup among the sales' parts, and the catering money that is no sale
 * (held for later events, kept by a cancellation) on lines of their own.
 */

// November: a $528.00 event (dishes $480.00, 10% service $48.00, Overland Park's 9.35%: $49.37),
// the deposit of a December event held, and a deposit kept by a cancellation.
const NOVEMBER: TaxReport = {
  month: '2026-11',
  rows: [
    {
      place: 'Overland Park, KS',
      state: 'KS',
      category: 'Prepared food',
      rate: 9350,
      orders: 1,
      taxableSalesCents: 52_800,
      taxCents: 4_937,
    },
  ],
  totals: {
    salesCents: 48_000,
    discountsCents: 0,
    deliveryFeesCents: 0,
    serviceChargesCents: 4_800,
    tipsCents: 0,
    taxableSalesCents: 52_800,
    taxCents: 4_937,
    refundedTaxCents: 0,
    giftCardsSoldCents: 0,
    depositsHeldCents: 30_000,
    depositsKeptCents: 12_500,
  },
};

describe('the monthly tax report with catering', () => {
  it('answers the service charges, the deposits held and kept as decimals', () => {
    expect(taxReportView(NOVEMBER).totals).toEqual({
      sales: '480.00',
      discounts: '0.00',
      deliveryFees: '0.00',
      serviceCharges: '48.00',
      tips: '0.00',
      taxableSales: '528.00',
      tax: '49.37',
      refundedTax: '0.00',
      giftCardsSold: '0.00',
      depositsHeld: '300.00',
      depositsKept: '125.00',
    });
  });

  it('puts them in the CSV on lines of their own, the money that is no sale marked not taxable', () => {
    const lines = taxReportCsv(NOVEMBER).split('\r\n');
    expect(lines).toContain('Service and setup charges,48.00');
    expect(lines.slice(-4)).toEqual([
      'Gift cards sold (not taxable),0.00',
      'Deposits held (not taxable),300.00',
      'Deposits kept (not taxable),125.00',
      '',
    ]);
  });
});
