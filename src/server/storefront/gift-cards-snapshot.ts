import { DEFAULT_GIFT_CARD_PRESETS } from '@/domain/gift-cards/gift-card-terms';
import type { Cents } from '@/domain/money';
import { storefrontCacheHeaders } from '../cdn/storefront-cache';
import { loggableFailure } from '../http/loggable-failure';
import { giftCardPresets } from '../settings/gift-card-presets-service';

/** What /gift-cards renders from the database: the amounts it offers, and its cache headers. */
export interface GiftCardsSnapshot {
  presets: readonly Cents[];
  headers: Record<string, string>;
}

/**
 * /gift-cards' amounts, read when the page is asked for (issue 47), so the form offers the owner's
 * in its HTML, before any script. Kept at the CDN under the storefront's tag, which her save purges.
 * If the database cannot answer, the page offers the defaults and is not kept: a buyer can still
 * choose any amount.
 */
export async function giftCardsSnapshot(now = new Date()): Promise<GiftCardsSnapshot> {
  try {
    return { presets: await giftCardPresets(), headers: storefrontCacheHeaders(null, now) };
  } catch (error) {
    console.error(`[storefront] reading the gift card amounts for /gift-cards failed: ${loggableFailure(error)}`);
    return { presets: DEFAULT_GIFT_CARD_PRESETS, headers: { 'Cache-Control': 'no-store' } };
  }
}
