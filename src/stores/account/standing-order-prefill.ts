import type { OrderView } from '@/domain/api-shapes';
import type { FulfilmentWindowView } from '@/domain/order/order-view';
import { deliveryAddressText } from '@/domain/order/delivery-address-text';
import type { OrderType } from '@/domain/order-type';
import { revalidateKeys } from '@/lib/api/query';
import { $cart } from '@/stores/checkout/cart';
import { $contactDetails } from '@/stores/checkout/checkout-details';
import { $chosenWindow } from '@/stores/checkout/fulfilment-choice';
import { MENU_KEY } from '@/stores/storefront/storefront-data';
import { fetchOrderHistory, HISTORY_PAGE_SIZE, historyPageUrl } from './order-history';
import { reloadStandingOrders } from './standing-orders';

/*
 * What a new standing order starts from (issue 49): a past order ('Order this every week' on
 * /order-history) or the cart ('Make this a standing order' in the cart sheet): its dishes, pickup
 * or delivery with the address, the window whose weekday and time become her preferred ones, and a
 * phone when her profile has none.
 */
export interface StandingPrefill {
  items: Array<{ productId: number; name: string; quantity: number }>;
  orderType: OrderType | null;
  address: string;
  window: FulfilmentWindowView | null;
  phone: string;
}

/** How many pages of her history are read looking for the order: the last 100 orders. */
const PAGES_SEARCHED = 5;

/** Her past order by its number ('KBT-42'), read from her history page by page; null when not among them. */
export async function findPastOrder(orderNumber: string): Promise<OrderView | null> {
  let after: number | null = null;
  for (let page = 0; page < PAGES_SEARCHED; page += 1) {
    const orders = await fetchOrderHistory(historyPageUrl(after));
    const found = orders.find((order) => order.orderNumber === orderNumber);
    if (found) return found;
    const last = orders.at(-1);
    if (orders.length < HISTORY_PAGE_SIZE || !last) return null;
    after = last.id;
  }
  return null;
}

export const prefillOfOrder = (order: OrderView): StandingPrefill => ({
  items: order.items,
  orderType: order.orderType,
  address: deliveryAddressText(order.deliveryAddress) ?? '',
  window: order.fulfilmentWindow,
  phone: order.customerPhone,
});

/** The cart as it is: its dishes, order type, chosen window, and what was typed in its sheet. */
export function prefillOfCart(): StandingPrefill {
  const cart = $cart.get();
  const contact = $contactDetails.get();
  return {
    items: cart.items,
    orderType: cart.orderType,
    address: contact.address,
    window: $chosenWindow.get(),
    phone: contact.phone,
  };
}

/**
 * The page's start from its address (`?from=order&number=KBT-42`, `?from=cart`): the prefill, none
 * (a blank form), or a past order not found (then said, and the form starts blank).
 */
export async function prefillFrom(
  search: string,
): Promise<{ prefill: StandingPrefill | null; missing: string | null }> {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  if (from === 'cart') return { prefill: prefillOfCart(), missing: null };
  const number = params.get('number');
  if (from !== 'order' || !number) return { prefill: null, missing: null };
  const order = await findPastOrder(number);
  return order ? { prefill: prefillOfOrder(order), missing: null } : { prefill: null, missing: number };
}

/** Asks again for what the form needs that failed: the menu and the agreement's words. */
export function reloadStandingForm(): void {
  revalidateKeys(MENU_KEY);
  reloadStandingOrders();
}
