import { textLinkClass } from '@/components/ui/text-link-class';
import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { BarList } from './bar-list';
import { FigureTable, FiguresTable } from './figure-table';
import { centsOf, count, counted, percentText, rangeWords, shareOf, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

/** The dashboard's card of an order: the dashboard brings it into view (use-order-from-link). */
const orderOnDashboard = (orderId: number) => `/admin#order-${orderId}`;

/**
 * Customers: how many were new and how many came back, the share of sales the returning ones
 * brought, and the ten with the most sales, each linked to their latest order on the dashboard.
 */
export function CustomersSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const { newCustomers, returningCustomers } = view.totals;
  const sales = centsOf(view.totals.netSales);
  const returningSales = centsOf(view.totals.returningSales);
  const kinds = [
    { key: 'new', name: 'New customers', value: newCustomers },
    { key: 'returning', name: 'Returning customers', value: returningCustomers },
  ];
  return (
    <InsightsSection
      id="insights-customers-heading"
      title="Customers"
      lead="New: their first order ever is in this range. Returning: they had ordered before it."
      csv={<CsvLink range={range} section="customers" what="the top customers" />}
    >
      <BarList
        label="New and returning customers, as bars. The table below has the figures."
        series={[{ look: 'count', label: 'Customers' }]}
        rows={kinds.map((kind) => ({
          key: kind.key,
          label: kind.name,
          figures: [{ value: kind.value, text: counted(kind.value, 'customer', 'customers') }],
        }))}
      />
      <p className="text-ink">
        Returning customers brought <strong className="font-bold">{percentText(shareOf(returningSales, sales))}</strong>{' '}
        of the sales ({usd(returningSales)} of {usd(sales)}).
      </p>
      <FigureTable
        caption={`New and returning customers, ${rangeWords(range)}`}
        columns={['Customers', 'Count']}
        rows={kinds.map((kind) => ({ key: kind.key, name: kind.name, cells: [count(kind.value)] }))}
      />
      {view.customers.length > 0 && (
        <FiguresTable
          caption="The top 10 by sales, each linked to their latest order"
          captionShown
          columns={['Customer', 'Orders', 'Sales']}
          rows={view.customers.map((customer) => ({
            key: `${customer.latestOrderId}`,
            name: (
              <>
                <a
                  href={orderOnDashboard(customer.latestOrderId)}
                  aria-label={`${customer.name}, latest order`}
                  className={textLinkClass}
                >
                  {customer.name}
                </a>
                <span className="block text-xs font-normal text-muted">{customer.returning ? 'Returning' : 'New'}</span>
              </>
            ),
            cells: [count(customer.orders), usd(centsOf(customer.netSales))],
          }))}
        />
      )}
    </InsightsSection>
  );
}
