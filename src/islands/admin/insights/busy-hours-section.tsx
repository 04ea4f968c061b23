import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { FigureTable } from './figure-table';
import { HeatMap } from './heat-map';
import { count, rangeWords, weekdayName, windowStartLabel } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

/**
 * Busy hours: orders by weekday and the start of their pickup or delivery window on the shop's
 * clock, as a shaded table, and the same figures as a list, one row per weekday and window.
 */
export function BusyHoursSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const cells = [...view.busyHours].sort((a, b) => a.weekday - b.weekday || a.window.localeCompare(b.window));
  return (
    <InsightsSection
      id="insights-busy-hours-heading"
      title="Busy hours"
      lead="Orders by weekday and the start of their window, Kansas City time. Darker cells had more orders."
      csv={<CsvLink range={range} section="busyHours" what="busy hours" />}
      wide
    >
      {cells.length === 0 ? (
        <p className="text-muted">No orders with a pickup or delivery time in this range.</p>
      ) : (
        <>
          <HeatMap
            cells={cells}
            caption={`Orders by window start (rows) and weekday (columns), ${rangeWords(range)}`}
          />
          <FigureTable
            caption={`Orders by weekday and window start, ${rangeWords(range)}`}
            columns={['Weekday and window', 'Orders']}
            rows={cells.map((cell) => ({
              key: `${cell.weekday}|${cell.window}`,
              name: `${weekdayName(cell.weekday)}, ${windowStartLabel(cell.window)}`,
              cells: [count(cell.orders)],
            }))}
          />
        </>
      )}
    </InsightsSection>
  );
}
