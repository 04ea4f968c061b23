import type { InsightsRange } from '@/domain/insights/insights-range';
import { SALES_LINES } from '@/domain/insights/sales-figures';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { BarList } from './bar-list';
import { FigureTable } from './figure-table';
import { GiftCardFigures } from './gift-card-figures';
import { centsOf, count, counted, rangeWords, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

/**
 * Money as a sales summary reads it: gross sales, less discounts, make net sales (the 'Sales' at a
 * glance); tax, delivery fees and tips on top, less refunds, make the total collected
 * (src/domain/insights/sales-figures.ts). Then the average sale, the discounts by code, and the gift cards.
 */
export function MoneySection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const lines = SALES_LINES.map(([key, name]) => ({ key, name, cents: centsOf(view.totals[key]) }));
  const codes = view.codes
    .map((code) => ({ ...code, cents: centsOf(code.discounts) }))
    .sort((a, b) => b.cents - a.cents || a.code.localeCompare(b.code));
  return (
    <InsightsSection
      id="insights-money-heading"
      title="Money"
      lead="From the dishes' gross sales to the total collected: what was taken off, added on top and paid back."
      csv={<CsvLink range={range} section="totals" what="the money figures" />}
    >
      <p className="text-ink">
        Average sale: <strong className="font-bold tabular-nums">{usd(centsOf(view.totals.averageSale))}</strong>
      </p>
      <BarList
        label="Gross sales to total collected, as bars. The table below has the figures."
        series={[{ look: 'money', label: 'Amount' }]}
        rows={lines.map((line) => ({
          key: line.key,
          label: line.name,
          figures: [{ value: line.cents, text: usd(line.cents) }],
        }))}
      />
      <FigureTable
        caption={`Sales summary, ${rangeWords(range)}`}
        columns={['Figure', 'Amount']}
        rows={[
          ...lines.map((line) => ({ key: line.key, name: line.name, cells: [usd(line.cents)] })),
          { key: 'averageSale', name: 'Average sale', cells: [usd(centsOf(view.totals.averageSale))] },
        ]}
      />
      <section aria-labelledby="insights-codes-heading" className="flex flex-col gap-3 border-t border-brand-100 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id="insights-codes-heading" className="text-lg font-bold text-brand-900">
              Discounts by code
            </h3>
            <p className="mt-0.5 text-sm text-muted">What each code took off, and on how many orders.</p>
          </div>
          <CsvLink range={range} section="codes" what="discounts by code" />
        </div>
        {codes.length === 0 ? (
          <p className="text-muted">No discount codes used in this range.</p>
        ) : (
          <>
            <BarList
              label="Discount and orders per code, as bars. The table below has the figures."
              series={[
                { look: 'money', label: 'Discount' },
                { look: 'count', label: 'Orders' },
              ]}
              rows={codes.map((code) => ({
                key: code.code,
                label: code.code,
                figures: [
                  { value: code.cents, text: usd(code.cents) },
                  { value: code.orders, text: counted(code.orders, 'order', 'orders') },
                ],
              }))}
            />
            <FigureTable
              caption={`Discounts by code, ${rangeWords(range)}`}
              columns={['Code', 'Orders', 'Discount']}
              rows={codes.map((code) => ({
                key: code.code,
                name: code.code,
                cells: [count(code.orders), usd(code.cents)],
              }))}
            />
          </>
        )}
      </section>
      <GiftCardFigures totals={view.totals} />
    </InsightsSection>
  );
}
