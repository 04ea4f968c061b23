import { depositsHeld, depositsKept } from '@/domain/order-money/deposits-held';
import { type TaxReport, shopMonthBounds } from '@/domain/order-money/tax-report';
import { cateringMoneyFrom, taxReportRows, taxReportTotals } from '../repositories/tax-report-repository';
import { database } from '../db';

/**
 * GET /api/admin/tax-report: the month's rows (by place, category and rate) and its totals, with the
 * catering money held at its end for later events and what its cancellations kept.
 */
export async function taxReport(month: string): Promise<TaxReport> {
  const { from, to } = shopMonthBounds(month);
  const db = database();
  const [rows, totals, catering] = await Promise.all([
    taxReportRows(db, from, to),
    taxReportTotals(db, from, to),
    cateringMoneyFrom(db, from),
  ]);
  const taxableSalesCents = rows.reduce((sum, row) => sum + row.taxableSalesCents, 0);
  return {
    month,
    rows,
    totals: {
      ...totals,
      taxableSalesCents,
      depositsHeldCents: depositsHeld(catering, to),
      depositsKeptCents: depositsKept(catering, from, to),
    },
  };
}
