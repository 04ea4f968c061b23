import type { BusinessSettings } from '@/domain/api-shapes';
import type { MenuProduct } from '@/domain/menu';
import { menuWithLimits } from '../catalogue/catalogue-service';
import { loggableFailure } from '../http/loggable-failure';
import { getBusinessSettings } from '../settings/business-settings-service';
import { storefrontCacheHeaders } from '../cdn/storefront-cache';

/** What the home page's HTML carries: the menu and the shop's settings, as the API answers them. */
export interface StorefrontSnapshot {
  menu: MenuProduct[] | null;
  settings: BusinessSettings | null;
  /** Whether some dish has a daily limit, so the menu asks for the pieces left (true when unknown). */
  dailyLimited: boolean;
  /** Kept at the CDN when both were read; never when one could not be. */
  headers: Record<string, string>;
}

/**
 * The menu and the settings for the home page's first response (issue 27). If the database cannot
 * answer, the page is still served, without them and not cached: the islands then ask the API as
 * they did before the menu was in the HTML.
 */
export async function storefrontSnapshot(now = new Date()): Promise<StorefrontSnapshot> {
  try {
    const [{ menu, dailyLimited }, settings] = await Promise.all([menuWithLimits(), getBusinessSettings(now)]);
    return { menu, settings, dailyLimited, headers: storefrontCacheHeaders(settings, now) };
  } catch (error) {
    console.error(`[storefront] rendering the menu into the home page failed: ${loggableFailure(error)}`);
    return { menu: null, settings: null, dailyLimited: true, headers: { 'Cache-Control': 'no-store' } };
  }
}
