import { onSet, onStop } from 'nanostores';
import * as menuApi from '@/domain/api/menu';
import * as settingsApi from '@/domain/api/settings';
import type { BusinessSettings } from '@/domain/api-shapes';
import { menuFromApi, type MenuItem } from '@/domain/menu';
import { urlOf } from '@/domain/api';
import { callApi, getAt } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache } from '@/lib/api/query';
import { syncCartWithMenu } from './cart';

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

/** The server reopens by its own clock: ask a moment after the pause ends, so it has passed there too. */
const PAUSE_END_SLACK_MS = 1_000;
/** Until an answer without the pause arrives (a clock behind ours, a failed question), ask this often. */
const PAUSE_RECHECK_MS = 15_000;
/** setTimeout's longest wait (about 24 days; a pause lasts at most 7). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

let pauseTimer: ReturnType<typeof setTimeout> | undefined;
let timedPause: string | null = null;

/** Asks now, and again every so often until an answer that ends or moves the pause (watchPause) stops it. */
function rereadAfterPause(): void {
  pauseTimer = setTimeout(rereadAfterPause, PAUSE_RECHECK_MS);
  void refreshIsAcceptingOrders();
}

/**
 * While orders are paused until a time, the settings are read again when it comes, so the banner
 * and the cart sheet's closed notice clear by themselves without a reload (the pause is never
 * lifted by a message: src/domain/shop-pause.ts). One timer, for the pause the latest answer names.
 */
function watchPause(pausedUntil: string | null): void {
  if (pausedUntil === timedPause) return;
  clearTimeout(pauseTimer);
  timedPause = pausedUntil;
  if (pausedUntil === null) return;
  const wait = Math.max(0, Date.parse(pausedUntil) - Date.now()) + PAUSE_END_SLACK_MS;
  pauseTimer = setTimeout(rereadAfterPause, Math.min(wait, LONGEST_TIMER_MS));
}

onSet($businessSettings, ({ newValue }) => watchPause(newValue.data?.pausedUntil ?? null));
onStop($businessSettings, () => watchPause(null));

export type { BusinessSettings, MenuItem };
