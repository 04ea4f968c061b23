import type { BusinessSettings } from '@/domain/api-shapes';
import type { FulfilmentSchedule } from '@/domain/fulfilment/schedule';
import type { MenuProduct } from '@/domain/menu';
import type { StorefrontReviews } from '@/domain/reviews';
import { menuWithLimits } from '../catalogue/catalogue-service';
import { storefrontReviews } from '../feedback/feedback-service';
import { getOpeningHours } from '../fulfilment/settings-service';
import { loggableFailure } from '../http/loggable-failure';
import { getBusinessSettings } from '../settings/business-settings-service';
import { storefrontCacheHeaders } from '../cdn/storefront-cache';

/** What the home page's HTML carries: the menu and the shop's settings, as the API answers them. */
export interface StorefrontSnapshot {
  menu: MenuProduct[] | null;
  settings: BusinessSettings | null;
  /** The weekday opening hours, for the page's structured data (issue 36). */
  hours: FulfilmentSchedule['hours'] | null;
  /** Whether some dish has a daily limit, so the menu asks for the pieces left (true when unknown). */
  dailyLimited: boolean;
  /** 'What customers say' (issue 36); null when they could not be read. */
  reviews: StorefrontReviews | null;
  /** Kept at the CDN when all were read; never when one could not be. */
  headers: Record<string, string>;
}

/** The reviews, or null when they cannot be read: the page is then served without them, and not kept. */
async function reviewsOrNull(): Promise<StorefrontReviews | null> {
  try {
    return await storefrontReviews();
  } catch (error) {
    console.error(`[storefront] reading the reviews for the home page failed: ${loggableFailure(error)}`);
    return null;
  }
}

/**
 * The menu and the settings for the home page's first response (issue 27). If the database cannot
 * answer, the page is still served, without them and not cached: the islands then ask the API as
 * they did before the menu was in the HTML.
 */
export async function storefrontSnapshot(now = new Date()): Promise<StorefrontSnapshot> {
  const reviewing = reviewsOrNull();
  try {
    const [{ menu, dailyLimited }, settings, hours] = await Promise.all([
      menuWithLimits(),
      getBusinessSettings(now),
      getOpeningHours(),
    ]);
    const reviews = await reviewing;
    const headers = reviews ? storefrontCacheHeaders(settings, now) : { 'Cache-Control': 'no-store' };
    return { menu, settings, hours, dailyLimited, reviews, headers };
  } catch (error) {
    console.error(`[storefront] rendering the menu into the home page failed: ${loggableFailure(error)}`);
    const reviews = await reviewing;
    return {
      menu: null,
      settings: null,
      hours: null,
      dailyLimited: true,
      reviews,
      headers: { 'Cache-Control': 'no-store' },
    };
  }
}
