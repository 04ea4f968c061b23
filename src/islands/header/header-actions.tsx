import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '@/components/ui/button-variants';
import { trackViewCart } from '@/lib/cart-analytics';
import { $cart, $cartTotals, EMPTY_CART_TOTALS } from '@/stores/cart';
import { openCartSheet } from '@/stores/cart-sheet';
import { $sessionUser } from '@/stores/session';
import { CartButton } from './cart-button';

const AccountMenu = lazy(() => import('./account-menu'));

interface HeaderActionsProps {
  /** Only the home page has the cart sheet; elsewhere the cart button takes the customer there. */
  hasCartSheet: boolean;
}

export default function HeaderActions({ hasCartSheet }: HeaderActionsProps) {
  const totals = useStore($cartTotals, { ssr: () => EMPTY_CART_TOTALS });
  const { data: user } = useStore($sessionUser);

  const openCart = () => {
    trackViewCart($cart.get());
    if (hasCartSheet) openCartSheet();
    else window.location.assign('/?cart=open');
  };

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <CartButton itemCount={totals.itemCount} onOpen={openCart} />
      {user ? (
        <Suspense fallback={<span className="inline-block h-11 w-28" aria-hidden="true" />}>
          <AccountMenu user={user} />
        </Suspense>
      ) : (
        <a href="/login" className={buttonVariants({ variant: 'primary', size: 'md' })}>
          Sign In
        </a>
      )}
    </div>
  );
}
