import * as menuApi from '@/domain/api/menu';
import type { OrderView } from '@/domain/api-shapes';
import { menuFromApi, type MenuItem } from '@/domain/menu';
import { planReorder } from '@/domain/order/reorder';
import { MENU_UNAVAILABLE, reorderMessage } from '@/domain/order/reorder-message';
import { TIMINGS } from '@/domain/timings';

import { callApi } from '@/lib/api/call';
import { $cart, addToCart } from './cart';
import { showToast, showToastAfterNavigation } from '../shell/toasts';

/** What 'Order again' needs of an order: its number (for the toast) and its lines. */
export type ReorderableOrder = Pick<OrderView, 'orderNumber' | 'items'>;

/** The menu with the cart sheet open on arrival (the home page's cart launcher reads '?cart=open'). */
export const MENU_WITH_CART_OPEN = '/?cart=open';

const goTo = (url: string) => window.location.assign(url);

/**
 * 'Order again' (docs/behaviour/rules.md#order-again): loads today's menu afresh, adds what can be
 * bought of the order to the cart at today's prices, then goes to the menu with the cart sheet
 * open, where the toast saying what was added (and left out) is shown. When nothing can be added,
 * or the menu cannot be loaded, an error toast says so here and the customer stays. Answers
 * whether it went on to the menu.
 */
export async function orderAgain(order: ReorderableOrder, navigate: (url: string) => void = goTo): Promise<boolean> {
  let menu: MenuItem[];
  try {
    // Today's prices and sold-out flags, never an earlier answer kept by the query cache.
    menu = menuFromApi(await callApi(menuApi.list, { noCache: true }));
  } catch {
    showToast({ ...MENU_UNAVAILABLE, variant: 'destructive' });
    return false;
  }
  const plan = planReorder(order.items, menu, $cart.get());
  const { title, description, nothingAdded } = reorderMessage(order.orderNumber, plan);
  // A list of what was left out takes longer to read.
  const duration = plan.skipped.length > 0 ? TIMINGS.longToastMs : TIMINGS.toastMs;
  if (nothingAdded) {
    showToast({ title, description, variant: 'destructive', duration });
    return false;
  }
  for (const { product, quantity } of plan.add) addToCart(product, quantity);
  showToastAfterNavigation({ title, description, duration });
  navigate(MENU_WITH_CART_OPEN);
  return true;
}
