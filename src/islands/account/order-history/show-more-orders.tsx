import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { $olderOrderPages, showMoreOrders } from '@/stores/account/order-history';

/** The list item of an order, focusable from code: where focus goes when the button is gone. */
export const orderItemId = (orderId: number) => `order-item-${orderId}`;

const added = (count: number) => (count === 1 ? 'Added 1 older order.' : `Added ${count} older orders.`);

/**
 * 'Show more orders' below the list while more may follow: a real button that asks for the next
 * page and says 'Loading…' meanwhile (aria-disabled: a second press asks nothing, and the focus
 * stays on it for the next press), then announces how many orders it added. Once the last page
 * has come, the button goes and the focus moves to the first order it added. A failure says so
 * beside it, with Try Again, and keeps every order shown.
 */
export function ShowMoreOrders({ hasMore }: { hasMore: boolean }) {
  const { loading, error } = useStore($olderOrderPages);
  const [announcement, setAnnouncement] = useState('');

  const showMore = async () => {
    setAnnouncement('');
    const orders = await showMoreOrders();
    const [first] = orders;
    if (first === undefined) return;
    setAnnouncement(added(orders.length));
    if ($olderOrderPages.get().hasMore === false) document.getElementById(orderItemId(first.id))?.focus();
  };

  return (
    <div className="flex flex-col items-center gap-2">
      {hasMore && (
        <Button
          id="show-more-orders"
          variant="secondary"
          size="lg"
          onClick={() => void showMore()}
          busy={loading}
          className="w-full sm:w-auto"
        >
          {loading ? 'Loading…' : 'Show more orders'}
        </Button>
      )}
      <p role="status" className="sr-only">
        {loading ? 'Loading more orders' : announcement}
      </p>
      {hasMore && error && (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-sm text-kenya-red">
          <p className="font-medium">We couldn't load more orders. {error}</p>
          {/* The alert goes as the retry starts: the focus moves to the button that says 'Loading…'. */}
          <Button
            variant="secondary"
            size="md"
            onClick={() => {
              document.getElementById('show-more-orders')?.focus();
              void showMore();
            }}
          >
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}
