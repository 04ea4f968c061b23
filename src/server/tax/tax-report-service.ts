import { type TaxReport, shopMonthBounds } from '@/domain/order-money/tax-report';
import { taxReportRows, taxReportTotals } from '../repositories/tax-report-repository';
import { database } from '../db';

/** GET /api/admin/tax-report: the month's rows (by place, category and rate) and its totals. */
export async function taxReport(month: string): Promise<TaxReport> {
  const { from, to } = shopMonthBounds(month);
  const db = database();
  const [rows, totals] = await Promise.all([taxReportRows(db, from, to), taxReportTotals(db, from, to)]);
  const taxableSalesCents = rows.reduce((sum, row) => sum + row.taxableSalesCents, 0);
  return { month, rows, totals: { ...totals, taxableSalesCents } };
}
