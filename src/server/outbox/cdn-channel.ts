import { purgeCache } from '@netlify/functions';
import type { ChannelSender } from './channel-sender';

/** What a purge needs: Netlify's token, and the site and API address where they are not the defaults. */
export interface CdnPurgeSettings {
  token: string;
  siteID?: string;
  apiURL?: string;
}

/**
 * The purge settings, or null where there is no CDN to purge (`npm run dev`, `npm run preview`,
 * the tests without the purge double). Read on every call, not once: Netlify's runtime gives each
 * function invocation the token (NETLIFY_PURGE_API_TOKEN) and the site (SITE_ID).
 * NETLIFY_PURGE_API_URL and NETLIFY_PURGE_SITE_ID point it at a double of the purge API in tests.
 */
export function cdnPurgeSettings(): CdnPurgeSettings | null {
  const token = process.env['NETLIFY_PURGE_API_TOKEN'];
  if (!token) return null;
  const siteID = process.env['SITE_ID'] ?? process.env['NETLIFY_PURGE_SITE_ID'];
  const apiURL = process.env['NETLIFY_PURGE_API_URL'];
  return { token, ...(siteID && { siteID }), ...(apiURL && { apiURL }) };
}

/**
 * The outbox's 'cdn' channel: each row purges the cache tag it names (its `to`) through
 * `purgeCache` of @netlify/functions, which throws when the API refuses, so the outbox retries.
 */
export function cdnSender(settings: CdnPurgeSettings): ChannelSender {
  return {
    channel: 'cdn',
    send: (message) => purgeCache({ tags: [message.toAddress], ...settings }),
  };
}
