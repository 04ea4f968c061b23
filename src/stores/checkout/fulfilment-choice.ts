import * as settingsApi from '@/domain/api/settings';
import { computed, type ReadableAtom } from 'nanostores';
import { persistentAtom, persistentJSON } from '@nanostores/persistent';
import type { FulfilmentWindowView } from '@/domain/order/order-view';
import type { OrderType } from '@/domain/order-type';
import { type Answer, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, revalidateKeys } from '@/lib/api/query';
import { $cart } from './cart';

/** The windows of one day, as the API answers them. */
export type DayWindows = Answer<typeof settingsApi.windows>;

/** What the cart sheet's windows answer: the days, and for a pickup the spots on sale with their next windows. */
export type UpcomingAnswer = Answer<typeof settingsApi.upcomingWindows>;
export type SpotOnOffer = UpcomingAnswer['spots'][number];

/** The window the customer chose (its start and end, ISO), kept across reloads like the rest of the cart. */
export const $chosenWindow = persistentJSON<FulfilmentWindowView | null>('fulfilmentWindow', null);

/** The pickup spot the customer chose (its id; '' before any), kept across reloads like the rest of the cart. */
export const $chosenSpot = persistentAtom<string>('pickupSpot', '');

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
const $upcomingAnswer = createFetcherStore<UpcomingAnswer>([WINDOWS_KEY, $windowsType, '&', $chosenSpot], {
  fetcher: async (_path, type, _and, spot) =>
    callApi(settingsApi.upcomingWindows, {
      query: { type: type as OrderType, ...(type === 'pickup' && spot !== '' && { spot: String(spot) }) },
      noCache: true,
    }),
  dedupeTime: 30_000,
});

/** The days' windows, as loading, loaded or failed. */
export interface UpcomingDays {
  data?: DayWindows[] | undefined;
  error?: unknown;
  loading: boolean;
}

/** The days' windows (of the chosen spot, for a pickup). */
export const $upcomingWindows: ReadableAtom<UpcomingDays> = computed($upcomingAnswer, (answer) => ({
  data: answer.data?.days,
  error: answer.error,
  loading: answer.loading,
}));

/**
 * The spots on sale with their next windows, for a pickup (none for a delivery; undefined before
 * the first answer). The last list stays while another spot's days load, so the choice does not
 * vanish under the customer's finger.
 */
let lastSpots: SpotOnOffer[] | undefined;
export const $spotsOnOffer = computed($upcomingAnswer, (answer) => {
  if (answer.data) lastSpots = answer.data.spots;
  return lastSpots;
});

/**
 * The spot a pickup is for: the one chosen while it is on sale, else the first on sale (the
 * kitchen, when the drop sells there), whose days the server answers when none is asked. Null
 * while the spots are loading or for a delivery.
 */
export const $pickupSpot = computed([$spotsOnOffer, $chosenSpot], (spots, chosen) =>
  spots && spots.length > 0 ? (spots.find((spot) => String(spot.id) === chosen) ?? spots[0] ?? null) : null,
);

/** Chooses a spot: its windows are its own, so a window chosen at another spot is let go. */
export function chooseSpot(spotId: number): void {
  if ($pickupSpot.get()?.id === spotId && $chosenSpot.get() === String(spotId)) return;
  $chosenSpot.set(String(spotId));
  $chosenWindow.set(null);
}

/**
 * Lets go of a chosen spot no longer on sale (archived, or not the open drop's), and of its window:
 * the first on sale stands in, as before any choice. A spot never chosen is not written, so the
 * first answer's days stand and nothing is asked again.
 */
export function forgetSpotNotOnSale(): void {
  const spots = $spotsOnOffer.get();
  const chosen = $chosenSpot.get();
  if (!spots || chosen === '' || spots.some((spot) => String(spot.id) === chosen)) return;
  $chosenSpot.set('');
  $chosenWindow.set(null);
}

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
