import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { StandingOrderCard } from '@/components/standing-orders/standing-order-card';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadFailed } from '@/components/ui/load-failed';
import { textLinkClass } from '@/components/ui/text-link-class';
import {
  $standingOrders,
  accountActions,
  reloadStandingOrders,
  reportReturnedCard,
} from '@/stores/account/standing-orders';

/** The section's anchor: the new standing order's page and the messages' links come back to it. */
export const STANDING_ORDERS_ID = 'standing-orders';

/** Where a card's authentication comes back to: this page, told which standing order the card is for. */
const cardReturnPath = (id: number) => `/account?standing-card=${id}`;

function NoStandingOrders() {
  return (
    <div className="flex flex-col items-start gap-2">
      <h3 className="text-lg font-bold text-brand-900">No standing orders yet</h3>
      <p className="text-sm text-ink">
        Choose 'Order this every week' on a past order in your{' '}
        <a href="/order-history" className={textLinkClass}>
          order history
        </a>
        , or 'Make this a standing order' in your cart, and we place it for you each time.
      </p>
    </div>
  );
}

/**
 * Her standing orders on /account (issue 49): each as its card with its actions, an empty state
 * that says how to make one, and a way to make one. Asked afresh each time the page opens; a
 * change writes the server's answer into the list.
 */
export function StandingOrdersSection() {
  const { data, error } = useStore($standingOrders);

  // Back from a card's authentication: the card is reported, and the gateway's parameters leave the address.
  useEffect(() => {
    if (reportReturnedCard(window.location.search)) {
      window.history.replaceState(null, '', `/account#${STANDING_ORDERS_ID}`);
    }
  }, []);

  // The page came to #standing-orders (after a new standing order): the section exists only now.
  useEffect(() => {
    if (data && window.location.hash === `#${STANDING_ORDERS_ID}`) {
      document.getElementById(STANDING_ORDERS_ID)?.scrollIntoView();
    }
  }, [data]);

  if (!data && error) {
    return (
      <LoadFailed onRetry={reloadStandingOrders}>
        <strong className="font-semibold">We couldn't load your standing orders.</strong> {error.message}
      </LoadFailed>
    );
  }
  if (!data) return <OrderSkeletons label="Loading your standing orders" />;
  return (
    <div className="flex flex-col gap-4">
      {data.standingOrders.length === 0 ? (
        <NoStandingOrders />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Your standing orders">
          {data.standingOrders.map((order) => (
            <li key={order.id}>
              <StandingOrderCard
                order={order}
                actions={accountActions(order.id)}
                cardReturnPath={cardReturnPath(order.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <a href="/standing-orders/new" className={`${buttonVariants({ variant: 'secondary', size: 'md' })} self-start`}>
        Make a standing order
      </a>
    </div>
  );
}
