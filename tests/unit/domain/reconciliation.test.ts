import { describe, expect, it } from 'vitest';
import {
  checkReconciliationQuery,
  moneyDifferences,
  type RecordedPayment,
  reconciliationDue,
  reconciliationMail,
  reconciliationView,
} from '@/domain/reconciliation/reconciliation';

/* The orders' money against the gateway's (issue 45), summed per order. */

const payment = (orderId: number, paymentIntentId: string, more: Partial<RecordedPayment> = {}): RecordedPayment => ({
  orderId,
  paymentIntentId,
  takenCents: 3800,
  refundedCents: 0,
  orderRefunded: false,
  ...more,
});

describe('moneyDifferences', () => {
  it('lists nothing when every payment holds what the shop recorded', () => {
    const payments = [
      payment(1, 'pi_a'),
      payment(2, 'pi_b', { refundedCents: 1800 }),
      payment(2, 'pi_c', { takenCents: 1600 }),
      payment(3, 'pi_d', { orderRefunded: true, refundedCents: 500 }),
    ];
    const gateway = new Map([
      ['pi_a', 3800],
      ['pi_b', 2000],
      ['pi_c', 1600],
      ['pi_d', 0],
    ]);
    expect(moneyDifferences(payments, gateway)).toEqual([]);
  });

  it('sums an order over its payments, and says by how much the gateway holds more or less', () => {
    const payments = [payment(7, 'pi_own'), payment(7, 'pi_difference', { takenCents: 1600 }), payment(4, 'pi_x')];
    const gateway = new Map([
      ['pi_own', 3800],
      ['pi_x', 5600],
    ]);
    expect(moneyDifferences(payments, gateway)).toEqual([
      { orderId: 4, recordedCents: 3800, gatewayCents: 5600, differenceCents: 1800 },
      { orderId: 7, recordedCents: 5400, gatewayCents: 3800, differenceCents: -1600 },
    ]);
  });

  it('answers with the API decimal strings and the order number', () => {
    const view = reconciliationView({ from: '2026-12-01', to: '2026-12-05' }, [
      { orderId: 7, recordedCents: 5400, gatewayCents: 3800, differenceCents: -1600 },
    ]);
    expect(view).toEqual({
      from: '2026-12-01',
      to: '2026-12-05',
      orders: [{ orderId: 7, orderNumber: 'KBT-7', recorded: '54.00', gateway: '38.00', difference: '-16.00' }],
    });
  });
});

describe('the range', () => {
  it('takes 31 days and no more, and names the field', () => {
    expect(checkReconciliationQuery({ from: '2026-03-01', to: '2026-03-31' }).ok).toBe(true);
    expect(checkReconciliationQuery({ from: '2026-03-01', to: '2026-04-01' })).toMatchObject({
      ok: false,
      fields: { to: 'A range spans at most 31 days' },
    });
    expect(checkReconciliationQuery({ from: 'yesterday', to: '2026-04-01' })).toMatchObject({
      ok: false,
      fields: { from: 'from must be a date as YYYY-MM-DD' },
    });
  });
});

describe('the daily check', () => {
  // 6 AM on Saturday, December 5, 2026 in Kansas City is 12:00 UTC.
  it('is due for yesterday from 6 AM shop time, once', () => {
    expect(reconciliationDue(new Date('2026-12-05T11:59:00Z'), null)).toBeNull();
    expect(reconciliationDue(new Date('2026-12-05T12:00:00Z'), null)).toBe('2026-12-04');
    expect(reconciliationDue(new Date('2026-12-05T23:00:00Z'), '2026-12-04')).toBeNull();
    // A sender down for days checks the day before the one it wakes on.
    expect(reconciliationDue(new Date('2026-12-05T12:00:00Z'), '2026-12-01')).toBe('2026-12-04');
  });

  it("e-mails each order's line, its direction in words", () => {
    const mail = reconciliationMail(
      '2026-12-04',
      [
        { orderId: 4, recordedCents: 3800, gatewayCents: 5600, differenceCents: 1800 },
        { orderId: 7, recordedCents: 5400, gatewayCents: 3800, differenceCents: -1600 },
      ],
      'https://kenyanbites.example/admin',
    );
    expect(mail.subject).toBe('Payments to check: 2 orders from Fri, Dec 4');
    expect(mail.text).toContain('KBT-4: recorded $38.00, the gateway holds $56.00 ($18.00 more)');
    expect(mail.text).toContain('KBT-7: recorded $54.00, the gateway holds $38.00 ($16.00 less)');
    expect(mail.text).toContain('Orders: https://kenyanbites.example/admin');
    expect(mail.html).toContain('KBT-7: recorded $54.00, the gateway holds $38.00 ($16.00 less)');
  });
});
