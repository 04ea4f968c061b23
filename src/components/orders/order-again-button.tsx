import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { orderAgain, type ReorderableOrder } from '@/stores/checkout/reorder';

/**
 * 'Order again' for one past order (docs/behaviour/screens.md#order-history): fills the cart with
 * the order's dishes at today's prices and opens the cart sheet on the menu (src/stores/checkout/reorder.ts).
 * It says 'Adding...' while it works and ignores presses meanwhile; aria-disabled rather than
 * disabled keeps keyboard focus on it, so a refusal's toast leaves the customer where they were.
 * Its name carries the order number, since a list of orders shows one such button per order.
 */
export function OrderAgainButton({ order, className }: { order: ReorderableOrder; className?: string }) {
  const [working, setWorking] = useState(false);

  // Once on its way to the menu it stays 'Adding...', so a second press cannot add the order twice;
  // coming back with the Back button (a page restored from the back-forward cache) makes it ready again.
  useEffect(() => {
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) setWorking(false);
    };
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, []);

  const press = async () => {
    if (working) return;
    setWorking(true);
    const wentToMenu = await orderAgain(order).catch(() => false);
    if (!wentToMenu) setWorking(false);
  };

  return (
    <Button
      variant="secondary"
      onClick={press}
      aria-disabled={working}
      className={`aria-disabled:cursor-progress aria-disabled:opacity-70 ${className ?? ''}`}
    >
      {working ? 'Adding...' : 'Order again'}
      <span className="sr-only"> ({order.orderNumber})</span>
    </Button>
  );
}
