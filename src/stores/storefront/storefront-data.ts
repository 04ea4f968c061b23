import { onSet, onStop } from 'nanostores';
import * as menuApi from '@/domain/api/menu';
import * as settingsApi from '@/domain/api/settings';
import type { BusinessSettings } from '@/domain/api-shapes';
import { menuFromApi, type MenuItem } from '@/domain/menu';
import { nextChangeAt } from '@/domain/next-change';
import { urlOf } from '@/domain/api';
import { callApi, getAt } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache } from '@/lib/api/query';
import { syncCartWithMenu } from '../checkout/cart';

export const MENU_KEY = urlOf(menuApi.list);
export const BUSINESS_SETTINGS_KEY = urlOf(settingsApi.business);

/** The menu the page came with (the home page's HTML), answered once instead of asking the API. */
let seeded: MenuItem[] | null = null;

/**
 * Starts the menu's store from the menu in the page, unless something (the cart sheet, opened
 * before the menu's island woke) has already asked the API for it. The cart is priced from it at
 * once, so whatever reads the cart next (the header's view_cart, the floating button) sees the
 * menu as the page shows it.
 */
export function seedMenu(items: MenuItem[]): void {
  if ($products.get().data) return;
  seeded = items;
  syncCartWithMenu(items);
}

/** The menu, its prices read into cents as it arrives (a malformed answer is an error, shown as such). */
export const $products = createFetcherStore<MenuItem[]>(MENU_KEY, {
  fetcher: async (...keyParts) => {
    const fromPage = seeded;
    seeded = null;
    return fromPage ?? menuFromApi(await getAt(menuApi.list, keyParts.join('')));
  },
});
// A cart kept from an earlier visit is priced as the menu is now, whichever asked for the menu: its
// cards as they wake, or the cart sheet opened before them.
onSet($products, ({ newValue }) => {
  if (newValue.data) syncCartWithMenu(newValue.data);
});

export const $businessSettings = createFetcherStore<BusinessSettings>(
  BUSINESS_SETTINGS_KEY,
  fromRoute(settingsApi.business),
);

/**
 * Whether orders are accepted right now, asked afresh because the owner may have closed since the
 * page loaded; the answer also updates the banner. If the question fails, the last known answer
 * decides (the server refuses an order while closed anyway).
 */
export async function refreshIsAcceptingOrders(): Promise<boolean> {
  try {
    const fresh = await callApi(settingsApi.business, { noCache: true });
    mutateCache(BUSINESS_SETTINGS_KEY, fresh);
    return fresh.isAcceptingOrders !== false;
  } catch {
    return $businessSettings.get().data?.isAcceptingOrders !== false;
  }
}

/** The server changes by its own clock: ask a moment after the instant, so it has passed there too. */
const CHANGE_SLACK_MS = 1_000;
/** Until an answer without that instant arrives (a clock behind ours, a failed question), ask this often. */
const CHANGE_RECHECK_MS = 15_000;
/** setTimeout's longest wait (about 24 days): a later instant is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

let changeTimer: ReturnType<typeof setTimeout> | undefined;
let timedChange: number | null = null;

/** Asks now, and again every so often until an answer that names another instant (watchNextChange) stops it. */
function rereadAfterChange(): void {
  changeTimer = setTimeout(rereadAfterChange, CHANGE_RECHECK_MS);
  void refreshIsAcceptingOrders();
}

/** Waits until `at` (ms) has passed, in steps setTimeout can take, then reads the settings again. */
function waitFor(at: number): void {
  const wait = Math.max(0, at - Date.now()) + CHANGE_SLACK_MS;
  changeTimer = setTimeout(
    () => (wait > LONGEST_TIMER_MS ? waitFor(at) : rereadAfterChange()),
    Math.min(wait, LONGEST_TIMER_MS),
  );
}

/**
 * When the settings change by the clock (a pause ends, a drop opens or closes:
 * src/domain/next-change.ts), they are read again then, so the banner and the cart sheet's closed
 * notice follow by themselves without a reload (nothing is ever flipped by a message). One timer,
 * for the instant the latest answer names.
 */
function watchNextChange(at: number | null): void {
  if (at === timedChange) return;
  clearTimeout(changeTimer);
  timedChange = at;
  if (at !== null) waitFor(at);
}

onSet($businessSettings, ({ newValue }) => watchNextChange(newValue.data ? nextChangeAt(newValue.data) : null));
onStop($businessSettings, () => watchNextChange(null));

export type { BusinessSettings, MenuItem };
