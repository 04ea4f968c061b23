import type { BusinessSettings } from '@/domain/api-shapes';

/**
 * The words of src/domain/banner-words.ts the banner needs to name a time (date-fns: loaded only
 * while paused or in drops mode).
 */
export interface BannerWords {
  pausedBanner(pausedUntil: Date, now: Date): string;
  opensBanner(opensAt: Date): string;
  closesBanner(closesAt: Date, now: Date): string;
}

/** What the banner says to a screen reader while its placeholder shows. */
export const BANNER_PENDING_TEXT = 'Checking whether we are open';

/**
 * What the banner shows: 'open' with a pulsing green dot, 'closed' in red; `detail` a second line
 * (when ordering opens or closes, in drops mode), or null.
 */
export interface BannerContent {
  state: 'open' | 'closed';
  text: string;
  detail: string | null;
}

/** The banner without any time in it: the owner's message if any, else 'Open for Orders' or 'Currently Closed'. */
export function plainBanner(settings: BusinessSettings): BannerContent {
  const state = settings.isAcceptingOrders ? 'open' : 'closed';
  return { state, text: settings.message ?? (state === 'open' ? 'Open for Orders' : 'Currently Closed'), detail: null };
}

/** Whether the banner for these settings names a time, so needs the words that say it. */
export const namesATime = (settings: BusinessSettings): boolean =>
  settings.pausedUntil !== null || settings.closesAt !== null || settings.nextOpening !== null;

/**
 * The banner for these settings (docs/behaviour/screens.md#business-banner). In drops mode outside
 * an open drop: closed, with 'Orders open Fri, Dec 4 at 9:00 AM' under it when one is scheduled
 * (a pause then changes nothing a customer can do). While paused until a time, 'Paused · back at
 * 5:00 PM'. Otherwise the plain banner, with 'Orders close at 7:00 PM' under it inside an open
 * drop. Null when a time is named and its words have not arrived.
 */
export function bannerContent(settings: BusinessSettings, words: BannerWords | null, now: Date): BannerContent | null {
  const plain = plainBanner(settings);
  if (!namesATime(settings)) return plain;
  if (!words) return null;
  if (settings.orderingMode === 'drops' && settings.closesAt === null) {
    const { nextOpening } = settings;
    return { ...plain, detail: nextOpening === null ? null : words.opensBanner(new Date(nextOpening)) };
  }
  if (settings.pausedUntil !== null) {
    return { state: 'closed', text: words.pausedBanner(new Date(settings.pausedUntil), now), detail: null };
  }
  const { closesAt } = settings;
  return { ...plain, detail: plain.state === 'open' && closesAt ? words.closesBanner(new Date(closesAt), now) : null };
}
