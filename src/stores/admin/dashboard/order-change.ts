import { atom, computed } from 'nanostores';
import * as ordersApi from '@/domain/api/orders';
import * as settingsApi from '@/domain/api/settings';
import { type Answer, type Body, urlOf } from '@/domain/api';
import { adjustmentLine } from '@/domain/order/change-lines';
import { adjustmentOfView } from '@/domain/order/order-view';
import type { OrderType } from '@/domain/order-type';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';
import { refreshDashboard } from '@/stores/admin/dashboard/orders';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * Changing an order from its card on /admin (issue 37; docs/behaviour/rules.md#changing-an-order):
 * the dishes to choose from (the menu editor's list), the coming days' windows for the order's
 * type (the cart sheet's route), and the change itself (PATCH /api/admin/orders/{id}).
 */
export { $adminProducts as $changeDishes, reloadAdminProducts as reloadChangeDishes } from '@/stores/admin/menu/menu';

export type OrderPatchBody = Body<typeof ordersApi.change>;
export type ChangedOrder = Answer<typeof ordersApi.change>;
export type UpcomingWindows = Answer<typeof settingsApi.upcomingWindows>;
/** Problems by the body's dotted paths ('items.0.quantity', 'fulfilmentWindow'). */
export type PathProblems = Partial<Record<string, string>>;

/** The order type (and a pickup's spot) whose windows the open dialog shows; null while none is open. */
export const $changeWindowsOf = atom<{ type: OrderType; spotId: number | null } | null>(null);

const $changeWindowsUrl = computed($changeWindowsOf, (of) =>
  of === null
    ? null
    : urlOf(settingsApi.upcomingWindows, undefined, {
        type: of.type,
        ...(of.spotId !== null && { spot: String(of.spotId) }),
      }),
);

/** The shop's today and the week after it, every window marked free or full: the owner may still take a full one. */
export const $changeWindows = createFetcherStore<UpcomingWindows>([$changeWindowsUrl], {
  // Places fill up while the dashboard is open: never from the browser's HTTP cache, asked at each opening.
  ...fromRoute(settingsApi.upcomingWindows, true),
  dedupeTime: 0,
});

/** Asks for the windows again (Try Again, or a change just took a place). */
export const refreshChangeWindows = (): void => {
  const key = $changeWindowsUrl.get();
  if (key !== null) revalidateKeys(key);
};

export const CHANGE_FAILED = 'Something went wrong. Please try again.';

/** What the toast says of a change: 'Order KBT-7 changed. Refunded $19.68 to the card.' */
export function changedWords({ order, adjustment }: ChangedOrder): string {
  const money = adjustmentLine(adjustmentOfView(adjustment));
  return money === null ? `Order ${order.orderNumber} changed.` : `Order ${order.orderNumber} changed. ${money}.`;
}

export type ChangeResult =
  | { ok: true; changed: ChangedOrder }
  /**
   * `message`: the server's words (or CHANGE_FAILED); `problems`: by the body's paths;
   * `overridable`: a kitchen limit refused it, and sending it again with `overrideLimits` takes it anyway.
   */
  | { ok: false; message: string; problems: PathProblems; overridable: boolean };

/**
 * The refusal's words. A 502 is this endpoint's own (the refund or smaller capture failed, so the
 * order was not changed: 'Please try again') and says so, unlike other 5xx whose words are not for the owner.
 */
function failureWords(error: unknown): string {
  const { message } = refusedChange(error, CHANGE_FAILED);
  const gatewaySaid = error instanceof ApiError && error.status === 502 && typeof error.details['message'] === 'string';
  return gatewaySaid ? error.message : message;
}

/**
 * PATCH /api/admin/orders/{id}: on success a toast says what changed and how the money followed,
 * and the dashboard's figures and newest orders are asked again (the card shows the answer at once
 * through the caller's `onChanged`); on refusal the words, the fields at fault and whether a
 * kitchen limit can be overridden.
 */
export async function changeOrder(orderId: number, body: OrderPatchBody): Promise<ChangeResult> {
  let changed: ChangedOrder;
  try {
    changed = await callApi(ordersApi.change, { params: { id: orderId }, body });
  } catch (error) {
    const overridable = error instanceof ApiError && error.status === 409 && error.details['overridable'] === true;
    return { ok: false, message: failureWords(error), problems: refusedFields(error), overridable };
  }
  showToast({ title: 'Order Changed', description: changedWords(changed) });
  refreshDashboard();
  // A new time took a place, an old one gave one back.
  refreshChangeWindows();
  return { ok: true, changed };
}
