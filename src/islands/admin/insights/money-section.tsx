import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights';
import { BarList } from './bar-list';
import { FigureTable } from './figure-table';
import { centsOf, count, counted, rangeWords, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

const AMOUNTS = [
  ['tips', 'Tips'],
  ['discounts', 'Discounts'],
  ['deliveryFees', 'Delivery fees'],
  ['tax', 'Tax collected'],
  ['refunds', 'Refunds'],
] as const;

/**
 * Money: the average order, then what came on top of the dishes or off them (tips, discounts,
 * delivery fees, tax, refunds) as bars, and the discounts by code.
 */
export function MoneySection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const amounts = AMOUNTS.map(([key, name]) => ({ key, name, cents: centsOf(view.totals[key]) }));
  const codes = view.codes
    .map((code) => ({ ...code, cents: centsOf(code.discount) }))
    .sort((a, b) => b.cents - a.cents || a.code.localeCompare(b.code));
  return (
    <InsightsSection
      id="insights-money-heading"
      title="Money"
      lead="Beside the dishes: what customers added, what was taken off, and what was paid back."
      csv={<CsvLink range={range} section="totals" what="the money figures" />}
    >
      <p className="text-ink">
        Average order: <strong className="font-bold tabular-nums">{usd(centsOf(view.totals.averageOrder))}</strong>
      </p>
      <BarList
        label="Tips, discounts, delivery fees, tax collected and refunds, as bars. The table below has the figures."
        series={[{ look: 'money', label: 'Amount' }]}
        rows={amounts.map((amount) => ({
          key: amount.key,
          label: amount.name,
          figures: [{ value: amount.cents, text: usd(amount.cents) }],
        }))}
      />
      <FigureTable
        caption={`Money beside the dishes, ${rangeWords(range)}`}
        columns={['Figure', 'Amount']}
        rows={[
          { key: 'averageOrder', name: 'Average order', cells: [usd(centsOf(view.totals.averageOrder))] },
          ...amounts.map((amount) => ({ key: amount.key, name: amount.name, cells: [usd(amount.cents)] })),
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
    </InsightsSection>
  );
}
