import { formatCount } from '@/domain/count-badge';
import { formatUsd } from '@/domain/money';
import { trackViewCart } from '@/lib/cart-analytics';
import { $cart, $cartTotals } from '@/stores/checkout/cart';
import { $cartSheetOpen, closeCartSheet, openCartSheet } from '@/stores/checkout/cart-sheet';

/**
 * Fetches the 'Your Order' sheet (React, Radix, its forms) the first time anything opens it (the
 * floating button, the header's cart link, '?cart=open'), and mounts it once.
 */
export function mountCartSheetWhenOpened(): void {
  let mounting: Promise<unknown> | null = null;
  $cartSheetOpen.subscribe((open) => {
    if (!open || mounting) return;
    mounting = import('./mount-cart-sheet').then(
      ({ mountCartSheet }) => mountCartSheet(),
      () => {
        // Its code could not be fetched (offline): the button comes back, and the next press tries again.
        mounting = null;
        closeCartSheet();
      },
    );
  });
}

/**
 * The home page's floating 'View Cart (N items)' button (ViewCartButton's markup), shown while the
 * cart has something and the sheet is closed; it opens the sheet, as a '?cart=open' link (from
 * other pages) does.
 */
export function enhanceCartLauncher(launcher: HTMLElement): void {
  const button = launcher.querySelector('button');
  const count = launcher.querySelector('[data-view-cart-count]');
  const total = launcher.querySelector('[data-view-cart-total]');
  const paint = () => {
    const { itemCount, totalCents } = $cartTotals.get();
    launcher.hidden = itemCount === 0 || $cartSheetOpen.get();
    if (count) count.textContent = `View Cart (${formatCount(itemCount)} items)`;
    if (total) total.textContent = formatUsd(totalCents);
  };
  $cartTotals.subscribe(paint);
  $cartSheetOpen.subscribe(paint);
  button?.addEventListener('click', () => {
    trackViewCart($cart.get());
    openCartSheet();
  });

  const url = new URL(window.location.href);
  if (url.searchParams.get('cart') !== 'open') return;
  url.searchParams.delete('cart');
  window.history.replaceState(null, '', url);
  openCartSheet();
}
