import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '@/components/ui/button-variants';
import { shopDate } from '@/domain/fulfilment/schedule';
import { previousMonth } from '@/domain/order-money/tax-report';
import { formatAmount } from '@/components/orders/order-format';
import { $reportMonth, $taxReport, taxReportUrl, type TaxReportView } from '@/stores/admin/tax/tax-report';

const MONTHS_OFFERED = 12;

/** 'November 2026' for '2026-11'. */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/** This shop month and the eleven before it, newest first. */
function offeredMonths(): string[] {
  const months = [shopDate(new Date()).slice(0, 7)];
  while (months.length < MONTHS_OFFERED) months.push(previousMonth(months.at(-1) ?? ''));
  return months;
}

const TOTALS: Array<[keyof TaxReportView['totals'], string]> = [
  ['sales', 'Sales (items)'],
  ['discounts', 'Discounts'],
  ['deliveryFees', 'Delivery fees'],
  ['serviceCharges', 'Service and setup charges'],
  ['tips', 'Tips'],
  ['taxableSales', 'Taxable sales'],
  ['tax', 'Tax collected'],
  ['refundedTax', 'Tax refunded this month'],
  ['giftCardsSold', 'Gift cards sold (not taxable)'],
  ['depositsHeld', 'Deposits held (not taxable)'],
  ['depositsKept', 'Deposits kept (not taxable)'],
];

function ReportTable({ report }: { report: TaxReportView }) {
  if (report.rows.length === 0) {
    return <p className="text-muted">No taxed orders in {monthLabel(report.month)}.</p>;
  }
  const caption = `Sales tax by place, category and rate, ${monthLabel(report.month)}`;
  return (
    // Wider than a phone: it scrolls sideways in its own box, which the keyboard can reach to scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus to be scrolled by keyboard
    <section aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Place
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Category
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Rate
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Orders
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Taxable sales
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.place}|${row.category}|${row.rate}`} className="border-t border-brand-100">
              <th scope="row" className="py-2 pr-3 font-medium text-ink">
                {row.place} <span className="text-muted">({row.state})</span>
              </th>
              <td className="py-2 pr-3">{row.category}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.rate}%</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.orders}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(row.taxableSales)}</td>
              <td className="py-2 text-right tabular-nums">{formatAmount(row.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * 'Monthly report': the month's sales tax to file from, by place, category and rate, with the
 * month's totals and its CSV. Orders count in the month they were booked, a catering event in the
 * month of the event, refunds in theirs.
 */
export function MonthlyReport() {
  const month = useStore($reportMonth);
  const { data, error, loading } = useStore($taxReport);
  const selectId = useId();
  const report = data?.month === month ? data : null;
  return (
    <section
      aria-labelledby="tax-report-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tax-report-heading" className="text-xl font-bold text-brand-900">
            Monthly report
          </h2>
          <p className="text-sm text-muted">
            Orders count in the month they were booked, catering in the month of its event; refunds in the month they
            were made. Deposits held: catering money taken by the month's end for later events.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-ink">
              Month
            </label>
            <select
              id={selectId}
              value={month}
              onChange={(event) => $reportMonth.set(event.target.value)}
              className="min-h-11 rounded-md border border-brand-200 bg-white px-3 text-base"
            >
              {offeredMonths().map((offered) => (
                <option key={offered} value={offered}>
                  {monthLabel(offered)}
                </option>
              ))}
            </select>
          </div>
          <a
            href={taxReportUrl(month, 'csv')}
            download
            className={buttonVariants({ variant: 'secondary', size: 'md' })}
          >
            Download CSV
          </a>
        </div>
      </div>
      {error && !report ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          We couldn't load the report. {error.message}
        </p>
      ) : !report ? (
        <p role="status" aria-busy={loading} className="text-muted">
          Loading the report for {monthLabel(month)}…
        </p>
      ) : (
        <>
          <ReportTable report={report} />
          <dl
            className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2"
            aria-label={`Totals, ${monthLabel(month)}`}
          >
            {TOTALS.map(([key, label]) => (
              <div key={key} className="flex items-baseline justify-between gap-4 border-b border-brand-50 py-1">
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold tabular-nums text-ink">{formatAmount(report.totals[key])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
