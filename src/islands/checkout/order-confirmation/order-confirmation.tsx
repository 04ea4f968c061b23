import { useEffect, useState } from 'react';
import { takeCompletedOrder, type CompletedOrder } from '@/stores/checkout/completed-order';
import { saveRecentOrder } from '@/stores/storefront/recent-order';
import { ConfettiCelebration } from './confetti-celebration';
import { ConfirmedOrder } from './confirmed-order';
import { OrderNotFound } from './order-not-found';

/**
 * Taken from storage once per page load, not once per render: taking it also removes it (see
 * docs/behaviour/api.md#browser-storage), so a second read (React may run an initializer twice) would find nothing.
 */
let taken: { order: CompletedOrder | null } | undefined;
function takeOrderOnce(): CompletedOrder | null {
  taken ??= { order: takeCompletedOrder() };
  return taken.order;
}

/** Keeps what the rate-your-order popup needs, once the server has given the order an id. */
function rememberForFeedback(order: CompletedOrder): void {
  if (order.orderId === null || order.createdAt === null) return;
  saveRecentOrder({
    id: order.orderId,
    createdAt: order.createdAt,
    customerName: order.customerInfo.name,
    customerEmail: order.customerInfo.email.trim() || null,
    orderType: order.orderType,
    feedbackToken: order.feedbackToken,
  });
}

/**
 * /order-confirmation: the order just paid for, with confetti, or 'Order Not Found'
 * when there is none (a reload, or a visit without paying). Rendered only in the browser: the
 * order lives in localStorage.
 */
export default function OrderConfirmation() {
  const [order] = useState(takeOrderOnce);

  useEffect(() => {
    if (order) rememberForFeedback(order);
  }, [order]);

  if (!order) return <OrderNotFound />;
  return (
    <>
      <ConfirmedOrder order={order} />
      <ConfettiCelebration />
    </>
  );
}
