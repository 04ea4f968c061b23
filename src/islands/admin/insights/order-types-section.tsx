import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { BarList } from './bar-list';
import { FigureTable } from './figure-table';
import { centsOf, count, counted, percentText, rangeWords, shareOf, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

const TYPE_NAMES: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery' };

interface Share {
  key: string;
  name: string;
  orders: number;
  cents: number;
  /** Its share of the orders shown together. */
  share: number | null;
}

/** Rows with their share of the orders among them. */
function withShares(rows: ReadonlyArray<{ key: string; name: string; orders: number; netSales: string }>): Share[] {
  const orders = rows.reduce((sum, row) => sum + row.orders, 0);
  return rows.map((row) => ({ ...row, cents: centsOf(row.netSales), share: shareOf(row.orders, orders) }));
}

/** Bars of orders (with their share) and sales (net), and the same figures as a table. */
function Shares({ rows, what, caption, first }: { rows: Share[]; what: string; caption: string; first: string }) {
  return (
    <>
      <BarList
        label={`Orders and sales by ${what}, as bars. The table below has the figures.`}
        series={[
          { look: 'count', label: 'Orders (share of orders)' },
          { look: 'money', label: 'Sales' },
        ]}
        rows={rows.map((row) => ({
          key: row.key,
          label: row.name,
          figures: [
            { value: row.orders, text: `${counted(row.orders, 'order', 'orders')} (${percentText(row.share)})` },
            { value: row.cents, text: usd(row.cents) },
          ],
        }))}
      />
      <FigureTable
        caption={caption}
        columns={[first, 'Orders', 'Share of orders', 'Sales']}
        rows={rows.map((row) => ({
          key: row.key,
          name: row.name,
          cells: [count(row.orders), percentText(row.share), usd(row.cents)],
        }))}
      />
    </>
  );
}

/** Pickup and delivery, and how the deliveries share out among the delivery zones. */
export function OrderTypesSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const types = withShares(
    view.orderTypes.map((row) => ({ ...row, key: row.orderType, name: TYPE_NAMES[row.orderType] ?? row.orderType })),
  );
  const zones = withShares(view.zones.map((row) => ({ ...row, key: row.zone, name: row.zone })));
  return (
    <InsightsSection
      id="insights-order-types-heading"
      title="Pickup and delivery"
      lead="Orders and sales (net of discounts) by how they were handed over; together they make the range's sales."
      csv={<CsvLink range={range} section="orderTypes" what="pickup and delivery" />}
    >
      <Shares
        rows={types}
        what="pickup or delivery"
        caption={`Orders and sales by pickup or delivery, ${rangeWords(range)}`}
        first="Order type"
      />
      <section aria-labelledby="insights-zones-heading" className="flex flex-col gap-3 border-t border-brand-100 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id="insights-zones-heading" className="text-lg font-bold text-brand-900">
              Delivery zones
            </h3>
            <p className="mt-0.5 text-sm text-muted">Each zone's share of the deliveries.</p>
          </div>
          <CsvLink range={range} section="zones" what="delivery zones" />
        </div>
        {zones.length === 0 ? (
          <p className="text-muted">No deliveries in this range.</p>
        ) : (
          <Shares
            rows={zones}
            what="delivery zone"
            caption={`Deliveries and sales by delivery zone, ${rangeWords(range)}`}
            first="Zone"
          />
        )}
      </section>
    </InsightsSection>
  );
}
