import { purgeCache } from '@netlify/functions';
import type { BusinessSettings } from '@/domain/api-shapes';
import { loggableFailure } from '../http/loggable-failure';

/*
 * What customers read first is kept at Netlify's CDN, in its durable cache, until the owner changes
 * it (issue 27): the home page with the menu in its HTML, GET /api/products and GET
 * /api/business-settings carry one cache tag, and every owner change that shows there purges it.
 * Locally (`npm run dev`, `npm run preview`) there is no CDN, so every request is rendered afresh.
 */

/** The tag of everything the storefront's first response is made of. */
export const STOREFRONT_TAG = 'storefront';

/** A year: the cache keeps the answer until a purge, or until a pause ends (below). */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers of a storefront answer kept at the CDN: `durable` shares it between the CDN's
 * nodes; browsers always ask again (`max-age=0`), so a purge reaches them on their next load. While
 * the shop is paused the answer says so, and the pause ends by the clock, not by a change: the CDN
 * keeps it only until then.
 */
export function storefrontCacheHeaders(settings: BusinessSettings | null, now = new Date()): Record<string, string> {
  const untilPauseEnds = settings?.pausedUntil
    ? Math.max(1, Math.ceil((Date.parse(settings.pausedUntil) - now.getTime()) / 1000))
    : YEAR_SECONDS;
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': `public, durable, s-maxage=${Math.min(untilPauseEnds, YEAR_SECONDS)}`,
    'Netlify-Cache-Tag': STOREFRONT_TAG,
  };
}

/**
 * Drops the storefront's answers from the CDN after an owner's change has been saved, so the next
 * visitor sees it. Netlify's runtime gives every function the token (NETLIFY_PURGE_API_TOKEN) and
 * the site (SITE_ID); without a token there is no CDN to purge (`netlify dev`/`serve`, tests), unless
 * the site runs on Netlify, where that is a fault to see. A failed purge is logged: the change is
 * saved either way, and the CDN's copy stays stale until the next change purges it.
 * NETLIFY_PURGE_API_URL and NETLIFY_PURGE_SITE_ID point it at a double of the purge API in tests.
 */
export async function purgeStorefront(): Promise<void> {
  const token = process.env['NETLIFY_PURGE_API_TOKEN'];
  if (!token) {
    if (process.env['SITE_ID'])
      console.error('[cdn] NETLIFY_PURGE_API_TOKEN is missing: the storefront was not purged');
    return;
  }
  const siteID = process.env['SITE_ID'] ?? process.env['NETLIFY_PURGE_SITE_ID'];
  const apiURL = process.env['NETLIFY_PURGE_API_URL'];
  try {
    await purgeCache({ tags: [STOREFRONT_TAG], token, ...(siteID && { siteID }), ...(apiURL && { apiURL }) });
  } catch (error) {
    console.error(`[cdn] purging the storefront failed: ${loggableFailure(error)}`);
  }
}
