import type { DishAllergens } from '@/domain/menu';
import { menuAllergens } from '../catalogue/catalogue-service';
import { storefrontCacheHeaders } from '../cdn/storefront-cache';
import { loggableFailure } from '../http/loggable-failure';

/** What /allergens renders beyond the owner's Markdown: the dishes' allergens, and its cache headers. */
export interface AllergensSnapshot {
  /** null when the database could not answer: the page says so rather than showing no allergens. */
  dishes: DishAllergens[] | null;
  headers: Record<string, string>;
}

/**
 * /allergens' table, read when the page is asked for (issue 37). Kept at the CDN under the
 * storefront's tag, which every save of the menu editor purges, so the table follows the owner's
 * edits as the home page's menu does. No clock changes a dish's allergens, so there are no settings
 * to time it by. If the database cannot answer, the page is served without the table and not kept.
 */
export async function allergensSnapshot(now = new Date()): Promise<AllergensSnapshot> {
  try {
    return { dishes: await menuAllergens(), headers: storefrontCacheHeaders(null, now) };
  } catch (error) {
    console.error(`[storefront] reading the dishes' allergens for /allergens failed: ${loggableFailure(error)}`);
    return { dishes: null, headers: { 'Cache-Control': 'no-store' } };
  }
}
