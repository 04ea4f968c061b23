import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { ColumnChart } from './column-chart';
import { FigureTable } from './figure-table';
import { centsOf, count, periodLabel, periodTick, periodsOf, rangeWords, usd, usdTick } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

/**
 * Sales over time: net sales and orders per day, week or month as two charts, one above the other
 * on a phone and side by side on a wide screen (two scales on one drawing would read as one), with
 * every period of the range, quiet ones at 0, and the same figures as a table.
 */
export function SalesSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const grain = view.range.grain;
  const byPeriod = new Map(view.series.map((row) => [row.period, row]));
  const periods = periodsOf(range, grain).map((period) => ({
    period,
    orders: byPeriod.get(period)?.orders ?? 0,
    sales: centsOf(byPeriod.get(period)?.netSales ?? '0'),
  }));
  // 'per day', 'per week', 'per month'.
  const per = grain;
  const ticks = periods.map(({ period }) => ({ key: period, tick: periodTick(period, grain) }));
  return (
    <InsightsSection
      id="insights-sales-heading"
      title="Sales over time"
      lead={`Sales (net of discounts) and orders per ${per}${grain === 'week' ? ', each week from its Monday' : ''}.`}
      csv={<CsvLink range={range} section="series" what="sales over time" />}
      wide
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-semibold text-ink">Sales per {per}</figcaption>
          <ColumnChart
            label={`Sales per ${per}, as columns. The table below has the figures.`}
            look="money"
            columns={ticks.map((tick, index) => ({ ...tick, value: periods[index]?.sales ?? 0 }))}
            format={usdTick}
          />
        </figure>
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-semibold text-ink">Orders per {per}</figcaption>
          <ColumnChart
            label={`Orders per ${per}, as striped columns. The table below has the figures.`}
            look="count"
            columns={ticks.map((tick, index) => ({ ...tick, value: periods[index]?.orders ?? 0 }))}
            format={count}
          />
        </figure>
      </div>
      <FigureTable
        caption={`Orders and sales per ${per}, ${rangeWords(range)}`}
        columns={[grain === 'day' ? 'Day' : grain === 'week' ? 'Week' : 'Month', 'Orders', 'Sales']}
        rows={periods.map((row) => ({
          key: row.period,
          name: periodLabel(row.period, grain),
          cells: [count(row.orders), usd(row.sales)],
        }))}
      />
    </InsightsSection>
  );
}
