import { useStore } from '@nanostores/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { formatAmount } from '@/components/orders/order-format';
import { $orderStats, refreshDashboard } from '@/stores/admin/dashboard/orders';

const CARD = 'flex flex-col gap-1 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm';
const PULSE = 'animate-pulse rounded bg-brand-100 motion-reduce:animate-none';

/** The three figures' places while they load (also the page's skeleton while the session is checked). */
export function StatSkeletons() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="stats-skeleton">
      {[0, 1, 2].map((card) => (
        <div key={card} className={`${CARD} ${card === 2 ? 'col-span-2 sm:col-span-1' : ''}`}>
          <div className={`h-4 w-24 ${PULSE}`} />
          <div className={`mt-1 h-8 w-16 ${PULSE}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * Total Orders, Pending Orders and Total Revenue, from /api/orders/stats; asked again
 * with the orders, so they follow new orders and status changes. Two across on a phone, the
 * revenue (the widest figure) on its own row.
 */
export function OrderStats() {
  const { data, error } = useStore($orderStats);

  if (!data && error) {
    return (
      <LoadFailed onRetry={refreshDashboard}>
        <strong className="font-semibold">We couldn't load the figures.</strong> {error.message}
      </LoadFailed>
    );
  }
  if (!data) {
    return (
      <div role="status">
        <span className="sr-only">Loading the figures</span>
        <StatSkeletons />
      </div>
    );
  }

  const figures = [
    { title: 'Total Orders', value: data.totalOrders.toLocaleString('en-US') },
    { title: 'Pending Orders', value: data.pendingOrders.toLocaleString('en-US') },
    { title: 'Total Revenue', value: formatAmount(data.totalRevenue) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map(({ title, value }, index) => (
        <div key={title} className={`${CARD} ${index === 2 ? 'col-span-2 sm:col-span-1' : ''}`} data-testid="stat-card">
          <dt className="text-sm font-semibold text-muted">{title}</dt>
          <dd className="text-3xl font-extrabold text-brand-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
