import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatCount } from '@/domain/count-badge';
import { formatUsd } from '@/domain/money';
import { trackViewCart } from '@/lib/cart-analytics';
import { $cart, $cartTotals, EMPTY_CART_TOTALS } from '@/stores/cart';
import { $cartSheetOpen, closeCartSheet, openCartSheet } from '@/stores/cart-sheet';

// The sheet (forms, zone detection, the ZIP table) loads only when someone opens it.
const CartSheet = lazy(() => import('./cart-sheet'));

/**
 * The floating 'View Cart (N items)' button and the 'Your Order' sheet it opens. The header's
 * cart button and a '?cart=open' link (from other pages) open the same sheet.
 */
export default function CartLauncher() {
  const totals = useStore($cartTotals, { ssr: () => EMPTY_CART_TOTALS });
  const open = useStore($cartSheetOpen);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('cart') !== 'open') return;
    url.searchParams.delete('cart');
    window.history.replaceState(null, '', url);
    openCartSheet();
  }, []);

  const view = () => {
    trackViewCart($cart.get());
    openCartSheet();
  };

  return (
    <>
      {totals.itemCount > 0 && !open && (
        <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <button
            type="button"
            onClick={view}
            className="pointer-events-auto flex min-h-14 w-full max-w-md items-center justify-between gap-4 rounded-full bg-brand-700 px-6 text-white shadow-xl hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            <span className="font-semibold">View Cart ({formatCount(totals.itemCount)} items)</span>
            <span className="font-bold">{formatUsd(totals.totalCents)}</span>
          </button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={(next) => (next ? openCartSheet() : closeCartSheet())} />
        </Suspense>
      )}
    </>
  );
}
