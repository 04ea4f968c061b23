import { describe, expect, it } from 'vitest';
import { cateringQuoteMoney, DEFAULT_DEPOSIT, depositOf } from '@/domain/catering/catering-quote';
import { depositRefundCents, shopDaysBefore } from '@/domain/catering/catering-terms';
import type { TaxPlace } from '@/domain/order-money/order-money';

/*
 * A catering quote's arithmetic and its cancellation terms (issue 48): every amount in cents,
 * computed once; tax as Kansas has it (the service charge taxed, a delivery charge stated apart not).
 */

const OLATHE: TaxPlace & { state: string } = {
  name: 'Olathe, KS',
  state: 'KS',
  rates: { prepared: 9_975, food: 9_975 },
  taxesDeliveryFee: false,
};
const samosas = {
  productId: 1,
  name: 'Beef Samosa',
  pieces: 200,
  priceEachCents: 160,
  taxCategory: 'prepared' as const,
};
const chapatis = { productId: 4, name: 'Chapati', pieces: 100, priceEachCents: 160, taxCategory: 'prepared' as const };

describe('cateringQuoteMoney', () => {
  it('200 samosas and 100 chapatis, a 10% service charge, delivery to Olathe', () => {
    const quote = cateringQuoteMoney({
      lines: [samosas, chapatis],
      discountCents: 0,
      serviceChargePercent: 10,
      setupCents: 0,
      deliveryFeeCents: 350,
      deposit: DEFAULT_DEPOSIT,
      taxPlace: OLATHE,
    });
    // $320.00 + $160.00 = $480.00; service $48.00; tax 9.975% of $528.00 = $52.668 → $52.67.
    expect(quote).toMatchObject({
      subtotalCents: 48_000,
      discountCents: 0,
      serviceChargeCents: 4_800,
      deliveryFeeCents: 350,
      taxCents: 5_267,
      totalCents: 48_000 + 4_800 + 350 + 5_267,
      depositCents: 29_209,
      balanceCents: 29_208,
    });
    expect(quote.taxLines).toEqual([{ name: 'Prepared food', rate: 9_975, taxableCents: 52_800, amountCents: 5_267 }]);
    expect(quote.lines.map((line) => line.totalCents)).toEqual([32_000, 16_000]);
  });

  it('the service charge is on the dishes after the discount; setup is taxed; a place that taxes delivery taxes it', () => {
    const quote = cateringQuoteMoney({
      lines: [samosas],
      discountCents: 2_000,
      serviceChargePercent: 15,
      setupCents: 2_500,
      deliveryFeeCents: 1_000,
      deposit: { kind: 'amount', amountCents: 10_000 },
      taxPlace: { ...OLATHE, rates: { prepared: 10_000, food: 10_000 }, taxesDeliveryFee: true },
    });
    // Dishes $320 - $20 = $300; service 15% = $45; taxable $300 + $45 + $25 + $10 = $380 at 10% = $38.
    expect(quote).toMatchObject({ serviceChargeCents: 4_500, taxCents: 3_800, totalCents: 41_800 });
    expect(quote).toMatchObject({ depositCents: 10_000, balanceCents: 31_800 });
  });

  it('no tax where the shop collects none; a deposit is never more than the total', () => {
    const quote = cateringQuoteMoney({
      lines: [chapatis],
      discountCents: 0,
      serviceChargePercent: 0,
      setupCents: 0,
      deliveryFeeCents: 0,
      deposit: { kind: 'amount', amountCents: 99_999 },
      taxPlace: null,
    });
    expect(quote).toMatchObject({
      taxCents: 0,
      taxLines: [],
      totalCents: 16_000,
      depositCents: 16_000,
      balanceCents: 0,
    });
    expect(depositOf(10_001, { kind: 'percent', percent: 50 })).toBe(5_001);
  });
});

describe('the cancellation terms, on the shop clock', () => {
  it('the deposit back in full up to 7 days before the event at its time of day, kept after', () => {
    const event = { at: new Date('2026-12-19T00:00:00Z'), depositPaidCents: 29_209 }; // Fri Dec 18, 6 PM CST
    const cutOff = new Date('2026-12-12T00:00:00Z');
    expect(depositRefundCents({ fullRefundDays: 7 }, event, new Date(cutOff.getTime() - 60_000))).toEqual({
      refundCents: 29_209,
      cutOff,
    });
    expect(depositRefundCents({ fullRefundDays: 7 }, event, new Date(cutOff.getTime() + 60_000)).refundCents).toBe(0);
  });

  it('across the clocks going forward and back, the cut-off keeps the event’s wall-clock time', () => {
    // Sat Mar 14, 2026, 6 PM CDT (23:00 UTC); 7 days before is Sat Mar 7, 6 PM CST (00:00 UTC Mar 8).
    expect(shopDaysBefore(new Date('2026-03-14T23:00:00Z'), 7).toISOString()).toBe('2026-03-08T00:00:00.000Z');
    // Sat Nov 7, 2026, 6 PM CST (00:00 UTC Nov 8); 7 days before is Sat Oct 31, 6 PM CDT (23:00 UTC).
    expect(shopDaysBefore(new Date('2026-11-08T00:00:00Z'), 7).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});
