import { useEffect } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  $olderOrderPages,
  $orderHistory,
  hasMoreHistory,
  refreshOrderHistory,
  shownOrders,
} from '@/stores/account/order-history';
import { OrderCard } from './order-card';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import { PageHeading } from './page-heading';
import { orderItemId, ShowMoreOrders } from './show-more-orders';

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 ${spinning ? 'animate-spin motion-reduce:animate-none' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M16 10a6 6 0 1 1-1.76-4.24" />
      <path d="M16 3v3.5h-3.5" />
    </svg>
  );
}

function LoadError({ message, hasOrders }: { message: string; hasOrders: boolean }) {
  return (
    <LoadFailed onRetry={refreshOrderHistory}>
      <strong className="font-semibold">
        {hasOrders ? "We couldn't refresh your orders." : "We couldn't load your orders."}
      </strong>{' '}
      {message}
    </LoadFailed>
  );
}

function NoOrders() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-brand-200 bg-white px-6 py-10 text-center">
      <h2 className="text-xl font-bold text-brand-900">No orders yet</h2>
      <p className="mt-2 text-muted">When you order samosas, chapatis and more, your orders will show up here.</p>
      <a href="/" className={`${buttonVariants({ variant: 'primary', size: 'md' })} mt-6`}>
        Browse Menu
      </a>
    </div>
  );
}

/**
 * The signed-in person's orders, the newest page first and older pages on 'Show more orders'. The
 * newest page is fetched on mount, when the window regains focus and
 * on Refresh, which shows that it is working. Mounted only for someone signed in, so a visitor's
 * browser never asks for a history it cannot have.
 */
export function OrderList() {
  const { data: newest, error, loading } = useStore($orderHistory);
  const older = useStore($olderOrderPages);
  const orders = newest && shownOrders(newest, older);

  // The store refetches when the tab becomes visible again; coming back from another window
  // fires only `focus`. A focus during a running fetch is absorbed by the query cache.
  useEffect(() => {
    window.addEventListener('focus', refreshOrderHistory);
    return () => window.removeEventListener('focus', refreshOrderHistory);
  }, []);

  const refreshing = loading && orders !== undefined;
  const refresh = () => {
    if (!loading) refreshOrderHistory();
  };

  return (
    <>
      <PageHeading>
        {/* aria-disabled rather than disabled, so keyboard focus stays on the button while it works. */}
        <button
          type="button"
          onClick={refresh}
          aria-disabled={loading}
          className={`${buttonVariants({ variant: 'secondary', size: 'md' })} aria-disabled:cursor-progress aria-disabled:opacity-70`}
        >
          <RefreshIcon spinning={loading} />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </PageHeading>
      <p role="status" className="sr-only">
        {refreshing ? 'Refreshing your orders' : ''}
      </p>

      <div className="mt-6 flex flex-col gap-4">
        {error && <LoadError message={error.message} hasOrders={orders !== undefined} />}
        {orders === undefined && !error && <OrderSkeletons label="Loading your orders" />}
        {orders?.length === 0 && <NoOrders />}
        {orders && orders.length > 0 && (
          <ol className="flex flex-col gap-4" aria-label="Your orders">
            {orders.map((order) => (
              <li
                key={order.id}
                id={orderItemId(order.id)}
                tabIndex={-1}
                className="rounded-2xl outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
        )}
        {newest && newest.length > 0 && <ShowMoreOrders hasMore={hasMoreHistory(newest, older)} />}
      </div>
    </>
  );
}
