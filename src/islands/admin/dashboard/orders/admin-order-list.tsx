import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import {
  $latestOrders,
  $olderOrders,
  $statusFilter,
  hasMoreOrders,
  loadMoreOrders,
  mergeOrderPages,
  refreshDashboard,
} from '@/stores/admin/dashboard/orders';
import { $seenUpTo } from '@/stores/admin/dashboard/order-alerts';
import { AdminOrderCard } from './admin-order-card';
import { useOrderFromLink } from './use-order-from-link';
import { NewOrdersNotice } from './new-orders-notice';
import { StatusFilter } from './status-filter';

function EmptyState({ text }: { text: string }) {
  return <p className="rounded-2xl border border-brand-200 bg-white px-6 py-10 text-center text-muted">{text}</p>;
}

/**
 * The orders for the chosen status, newest first, 50 at a time with 'Load more', one card each.
 * Phones get one column; wide screens two.
 */
export function AdminOrderList() {
  const filter = useStore($statusFilter);
  const latest = useStore($latestOrders);
  const older = useStore($olderOrders);
  const seenUpTo = useStore($seenUpTo);
  const orders = latest.data && mergeOrderPages(latest.data, older.filter === filter ? older.orders : []);
  useOrderFromLink(orders !== undefined);

  let content: ReactNode;
  if (latest.error && !latest.data) {
    content = (
      <LoadFailed onRetry={refreshDashboard}>
        <strong className="font-semibold">We couldn't load the orders.</strong> {latest.error.message}
      </LoadFailed>
    );
  } else if (!orders) {
    content = <OrderSkeletons label="Loading orders" />;
  } else if (orders.length === 0) {
    content = (
      <EmptyState
        text={filter === 'all' ? 'No orders have been placed yet.' : `No orders with status "${filter}" found.`}
      />
    );
  } else {
    content = (
      <>
        <ol aria-label="Orders" className="grid gap-4 lg:grid-cols-2">
          {orders.map((order) => (
            <li key={order.id}>
              <AdminOrderCard order={order} isNew={seenUpTo !== '' && order.id > Number(seenUpTo)} />
            </li>
          ))}
        </ol>
        {latest.data && hasMoreOrders(latest.data, older) && (
          <div className="flex flex-col items-center gap-2">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void loadMoreOrders()}
              aria-disabled={older.loading}
              className="w-full aria-disabled:cursor-progress aria-disabled:opacity-70 sm:w-auto"
            >
              {older.loading ? 'Loading...' : 'Load more'}
            </Button>
            {older.error && (
              <p role="alert" className="text-sm font-medium text-kenya-red">
                We couldn't load more orders. {older.error}
              </p>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="orders-heading" className="text-2xl font-bold text-brand-900">
          Orders
        </h2>
        <div className="w-full sm:w-auto">
          <StatusFilter />
        </div>
      </div>
      <NewOrdersNotice listKey={$latestOrders.key} orders={latest.data} />
      {content}
    </section>
  );
}
