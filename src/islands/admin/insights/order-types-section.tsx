import type { ReactNode } from 'react';
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

/** A part of the section under its own heading: its shares, or `none` when it has no rows. */
function ShareGroup({
  id,
  title,
  lead,
  csv,
  none,
  ...shares
}: Parameters<typeof Shares>[0] & { id: string; title: string; lead: string; csv: ReactNode; none: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-brand-100 pt-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="text-lg font-bold text-brand-900">
            {title}
          </h3>
          <p className="mt-0.5 text-sm text-muted">{lead}</p>
        </div>
        {csv}
      </div>
      {shares.rows.length === 0 ? <p className="text-muted">{none}</p> : <Shares {...shares} />}
    </section>
  );
}

/**
 * Pickup and delivery, how the pickups share out among the pickup spots (issue 50), and the
 * deliveries among the delivery zones.
 */
export function OrderTypesSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const types = withShares(
    view.orderTypes.map((row) => ({ ...row, key: row.orderType, name: TYPE_NAMES[row.orderType] ?? row.orderType })),
  );
  const zones = withShares(view.zones.map((row) => ({ ...row, key: row.zone, name: row.zone })));
  const spots = withShares(view.spots.map((row) => ({ ...row, key: String(row.spotId), name: row.name })));
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
      <ShareGroup
        id="insights-spots-heading"
        title="Pickup spots"
        lead="Each spot's share of the pickups."
        csv={<CsvLink range={range} section="spots" what="pickup spots" />}
        none="No pickups in this range."
        rows={spots}
        what="pickup spot"
        caption={`Pickups and sales by pickup spot, ${rangeWords(range)}`}
        first="Spot"
      />
      <ShareGroup
        id="insights-zones-heading"
        title="Delivery zones"
        lead="Each zone's share of the deliveries."
        csv={<CsvLink range={range} section="zones" what="delivery zones" />}
        none="No deliveries in this range."
        rows={zones}
        what="delivery zone"
        caption={`Deliveries and sales by delivery zone, ${rangeWords(range)}`}
        first="Zone"
      />
    </InsightsSection>
  );
}
