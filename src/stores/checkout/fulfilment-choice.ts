import * as settingsApi from '@/domain/api/settings';
import { computed } from 'nanostores';
import { persistentJSON } from '@nanostores/persistent';
import type { FulfilmentWindowView } from '@/domain/order/order-view';
import type { OrderType } from '@/domain/order-type';
import { type Answer, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, revalidateKeys } from '@/lib/api/query';
import { $cart } from './cart';

/** The windows of one day, as the API answers them. */
export type DayWindows = Answer<typeof settingsApi.windows>;

/** The window the customer chose (its start and end, ISO), kept across reloads like the rest of the cart. */
export const $chosenWindow = persistentJSON<FulfilmentWindowView | null>('fulfilmentWindow', null);

/**
 * The order type the windows are asked for: the cart's, or pickup until one is chosen. The menu
 * reads each day's pieces left from the same answer, and those are the kitchen's whatever the type.
 */
const $windowsType = computed($cart, (cart): OrderType => cart.orderType ?? 'pickup');

const WINDOWS_KEY = urlOf(settingsApi.upcomingWindows);

/**
 * The windows of the days the sheet offers (the shop's today and the week after it) for the cart's
 * order type, in one call, with each day's pieces left of the dishes that have a daily limit: the
 * sheet's day and time choice and the menu cards' notes read this one answer. Kept briefly: places
 * fill up, so the sheet asks again each time it opens.
 */
export const $upcomingWindows = createFetcherStore<DayWindows[]>([WINDOWS_KEY, $windowsType], {
  fetcher: async (_path, type) =>
    (await callApi(settingsApi.upcomingWindows, { query: { type: type as OrderType }, noCache: true })).days,
  dedupeTime: 30_000,
});

/** Asks for the windows again (the sheet opened, or a checkout was refused a full window). */
export const refreshUpcomingWindows = () => revalidateKeys((key) => key.startsWith(WINDOWS_KEY));

export function chooseWindow(window: FulfilmentWindowView): void {
  $chosenWindow.set({ start: window.start, end: window.end });
}

/**
 * The chosen window if it can still be had as far as the browser knows: ahead, and not shown as
 * full or gone in the latest list. Any other is forgotten, so the customer chooses again (the
 * server has the last word when it holds the window).
 */
export function currentWindowChoice(now = new Date()): FulfilmentWindowView | null {
  const chosen = $chosenWindow.get();
  if (!chosen) return null;
  const days = $upcomingWindows.get().data;
  const listed = days?.flatMap((day) => day.windows).find((window) => window.start === chosen.start);
  const stillOffered = days === undefined || listed?.available === true;
  if (new Date(chosen.start) > now && stillOffered) return chosen;
  $chosenWindow.set(null);
  return null;
}
