import type { BusinessSettings } from './api-shapes';

/**
 * The next instant (ms) the settings change by the clock alone, with nobody acting: a pause ends,
 * the open drop closes, the next one opens; null when nothing will. The CDN keeps the storefront's
 * answer only until then (src/server/cdn/storefront-cache.ts), and the browser asks again then
 * (src/stores/storefront/storefront-data.ts). Apart from ./shop-status.ts, which needs the date library, so
 * the home page's first script does not load it.
 */
export function nextChangeAt(
  settings: Pick<BusinessSettings, 'pausedUntil' | 'closesAt' | 'nextOpening'>,
): number | null {
  const instants = [settings.pausedUntil, settings.closesAt, settings.nextOpening]
    .filter((instant): instant is string => instant !== null)
    .map((instant) => Date.parse(instant));
  return instants.length === 0 ? null : Math.min(...instants);
}
