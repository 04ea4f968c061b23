import type { BusinessSettings } from '@/domain/api-shapes';
import { nextChangeAt } from '@/domain/next-change';
import type { Db } from '../db';
import { cdnPurgeSettings } from '../outbox/cdn-channel';
import { enqueue } from '../outbox/outbox';

/*
 * What customers read first is kept at Netlify's CDN, in its durable cache, until the owner changes
 * it (issue 27): the home page with the menu in its HTML, GET /api/products, GET
 * /api/business-settings, /allergens' table of the dishes (issue 37) and /gift-cards' amounts
 * (issue 47) carry one cache tag, and every owner change that shows there purges it.
 * Locally (`npm run dev`, `npm run preview`) there is no CDN, so every request is rendered afresh.
 */

/** The tag of everything the storefront's first response is made of. */
export const STOREFRONT_TAG = 'storefront';

/** A year: the cache keeps the answer until a purge, or until the clock changes it (below). */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers of a storefront answer kept at the CDN: `durable` shares it between the CDN's
 * nodes; browsers always ask again (`max-age=0`), so a purge reaches them on their next load. Some
 * changes come by the clock, not by an owner's change: a pause ends, a drop closes or the next one
 * opens (src/domain/next-change.ts). The CDN keeps the answer only until the next of them, so the
 * home page and the settings show the new state from that instant with no purge.
 */
export function storefrontCacheHeaders(settings: BusinessSettings | null, now = new Date()): Record<string, string> {
  const change = settings ? nextChangeAt(settings) : null;
  const untilChange = change === null ? YEAR_SECONDS : Math.max(1, Math.ceil((change - now.getTime()) / 1000));
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': `public, durable, s-maxage=${Math.min(untilChange, YEAR_SECONDS)}`,
    'Netlify-Cache-Tag': STOREFRONT_TAG,
  };
}

/**
 * Queues the purge of the storefront's answers from the CDN, in the transaction (`tx`) that saves an
 * owner's change, so the next visitor sees it. The outbox sends it right after the response and the
 * scheduled sender retries it every minute (src/server/outbox/cdn-channel.ts), so neither a failed
 * purge API nor a function stopped between the save and the purge leaves the CDN's copy stale.
 * Where there is no CDN (no purge token: `npm run dev`, `npm run preview`) nothing is queued; a site
 * on Netlify without one is a fault to see.
 */
export async function queueStorefrontPurge(tx: Db): Promise<void> {
  if (!cdnPurgeSettings()) {
    if (process.env['SITE_ID']) console.error('[cdn] NETLIFY_PURGE_API_TOKEN is missing: the storefront is not purged');
    return;
  }
  await enqueue(tx, {
    channel: 'cdn',
    kind: 'cdn-purge',
    to: STOREFRONT_TAG,
    subject: 'The storefront changed: purge its CDN copies',
    text: '',
  });
}
