import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import { Button } from '@/components/ui/button';
import { ReturnToHome } from '@/components/orders/return-to-home';
import { $trackedOrder, $trackingToken, isUnknownTrackingLink } from '@/stores/account/tracked-order';
import { TrackedOrderDetails } from './tracked-order-details';

/** Any link that opens nothing (unknown, mistyped, expired, or no token at all) says the same. */
function TrackedOrderNotFound() {
  return (
    <section className="flex flex-col items-center py-10 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Order Not Found</h1>
      <p className="mt-4 max-w-md text-muted">
        This tracking link doesn't open an order. It may be mistyped, or older than 90 days. The newest e-mail about
        your order has a link that works.
      </p>
      <div className="mt-8">
        <ReturnToHome />
      </div>
    </section>
  );
}

/**
 * /orders/track?token=...: one order's status, steps, window, items and money for whoever holds
 * the link, no account needed (docs/behaviour/screens.md#order-tracking).
 */
export default function TrackOrder() {
  const token = useStore($trackingToken);
  const { data, error, loading } = useStore($trackedOrder);

  useEffect(() => {
    $trackingToken.set(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);

  // A rating link ends in #rate: the form is there once the order has loaded.
  useEffect(() => {
    if (data && window.location.hash === '#rate') document.getElementById('rate')?.scrollIntoView();
  }, [data]);

  if (data) return <TrackedOrderDetails tracked={data} />;
  if (isUnknownTrackingLink(error) || token === '') return <TrackedOrderNotFound />;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Track Your Order</h1>
        <p className="text-red-900">We couldn't load your order. {error.message}</p>
        <Button type="button" variant="secondary" size="md" onClick={() => $trackedOrder.revalidate()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <>
      <h1 className="sr-only">Track Your Order</h1>
      {(loading || token === null) && <OrderSkeletons label="Loading your order" />}
    </>
  );
}
