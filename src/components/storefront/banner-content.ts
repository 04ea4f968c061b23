import type { BusinessSettings } from '@/domain/api-shapes';

/** The words of src/domain/shop-pause.ts the banner needs (date-fns: loaded only while paused). */
export interface PauseWords {
  pausedBanner(pausedUntil: Date, now: Date): string;
}

/** What the banner says to a screen reader while its placeholder shows. */
export const BANNER_PENDING_TEXT = 'Checking whether we are open';

/** What the banner shows: 'open' with a pulsing green dot, 'closed' in red. */
export interface BannerContent {
  state: 'open' | 'closed';
  text: string;
}

/**
 * The banner for these settings (docs/behaviour/screens.md#business-banner): while paused until a
 * time, 'Paused · back at 5:00 PM'; otherwise the owner's message if any, else 'Open for Orders' or
 * 'Currently Closed'. Null while paused and the pause's words have not arrived.
 */
export function bannerContent(settings: BusinessSettings, pause: PauseWords | null, now: Date): BannerContent | null {
  const state = settings.isAcceptingOrders ? 'open' : 'closed';
  if (settings.pausedUntil !== null) {
    return pause ? { state, text: pause.pausedBanner(new Date(settings.pausedUntil), now) } : null;
  }
  return { state, text: settings.message ?? (state === 'open' ? 'Open for Orders' : 'Currently Closed') };
}
