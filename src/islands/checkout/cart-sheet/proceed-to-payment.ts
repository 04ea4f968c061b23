import { orderProblem } from '@/domain/fulfilment/dish-availability';
import { checkoutContactProblem } from '@/domain/schemas/checkout-contact';
import { $cart } from '@/stores/checkout/cart';
import { $contactDetails, $deliveryCheck } from '@/stores/checkout/checkout-details';
import { refreshQuote } from '@/stores/checkout/checkout-quote';
import { $pickupSpot, $upcomingWindows, currentWindowChoice } from '@/stores/checkout/fulfilment-choice';
import { buildPendingOrder, savePendingOrder } from '@/stores/checkout/pending-order';
import { $products, refreshIsAcceptingOrders } from '@/stores/storefront/storefront-data';
import { showToast } from '@/stores/shell/toasts';
import {
  chooseWindowToast,
  CLOSED_TOAST,
  dishProblemToast,
  quoteProblemToast,
  validationToast,
} from './toast-messages';

export type ProceedOutcome = 'refused' | 'choose-order-type' | 'checkout';

/**
 * 'Proceed to Payment' (docs/behaviour/rules.md#proceed-to-payment-checks): open for orders, then the checks in order,
 * each failure a destructive toast. With no order type yet the sheet must send the customer to the
 * selector ('choose-order-type'). Otherwise the pending order is saved and the payment page opens.
 */
export async function proceedToPayment(): Promise<ProceedOutcome> {
  if (!(await refreshIsAcceptingOrders())) {
    showToast(CLOSED_TOAST);
    return 'refused';
  }

  const cart = $cart.get();
  const contact = $contactDetails.get();
  const isDelivery = cart.orderType === 'delivery';
  const check = $deliveryCheck.get();
  // A check belongs to the address it was made for; any other address is unchecked.
  const checkedZone = check && check.address === contact.address ? check.zone : null;
  const problem = checkoutContactProblem({
    orderType: cart.orderType,
    name: contact.name,
    phone: contact.phone,
    email: contact.email,
    address: isDelivery ? contact.address : null,
    zone: isDelivery ? checkedZone : null,
  });
  if (problem) {
    showToast(validationToast(problem));
    return 'refused';
  }
  if (cart.orderType === null) return 'choose-order-type';
  const chosenWindow = currentWindowChoice();
  if (!chosenWindow) {
    showToast(chooseWindowToast(cart.orderType));
    return 'refused';
  }
  // What the checkout would refuse (a dish over its most per order, or over what the chosen day has
  // left), said here first as far as the sheet's latest answers know; the server has the last word.
  const dishes = orderProblem(
    cart.items,
    $products.get().data ?? [],
    $upcomingWindows.get().data ?? [],
    chosenWindow.start,
  );
  if (dishes) {
    showToast(dishProblemToast(dishes));
    return 'refused';
  }

  // The money as the server will charge it: the quote for exactly this sheet, asked again if need be.
  const quote = await refreshQuote();
  if (quote.status !== 'ready') {
    showToast(quoteProblemToast(quote.status === 'refused' ? quote.message : null));
    return 'refused';
  }
  const spot = $pickupSpot.get();
  const pickupSpot = spot && { id: spot.id, name: spot.name, address: spot.address };
  savePendingOrder(buildPendingOrder(cart, contact, isDelivery ? check : null, chosenWindow, quote.money, pickupSpot));
  window.location.assign('/checkout');
  return 'checkout';
}

/** Brings the order-type selector (the storefront's #order-type) into view and focus. */
export function showOrderTypeSelector(): void {
  const selector = document.getElementById('order-type');
  if (!selector) return;
  selector.scrollIntoView({
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    block: 'center',
  });
  selector.focus({ preventScroll: true });
}
