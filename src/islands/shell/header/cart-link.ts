import { cartButtonLabel, formatCount } from '@/domain/count-badge';
import { trackViewCart } from '@/lib/cart-analytics';
import { $cart, $cartTotals } from '@/stores/checkout/cart';
import { openCartSheet } from '@/stores/checkout/cart-sheet';

/**
 * The header's cart link. Its badge follows the cart (hidden at 0, '99+' above 99). Pressing it
 * reports view_cart; on the home page it opens the sheet in place, elsewhere it simply follows its
 * href to the menu with the cart open — which is also what it does before this script has run.
 */
export function enhanceCartLink(link: HTMLAnchorElement, opensSheetInPlace: boolean): void {
  const badge = link.querySelector<HTMLElement>('[data-testid="cart-count"]');
  $cartTotals.subscribe(({ itemCount }) => {
    link.setAttribute('aria-label', cartButtonLabel(itemCount));
    if (!badge) return;
    badge.hidden = itemCount === 0;
    badge.textContent = formatCount(itemCount);
  });
  link.addEventListener('click', (event) => {
    trackViewCart($cart.get());
    if (!opensSheetInPlace) return;
    event.preventDefault();
    openCartSheet();
  });
}
