import type { BusinessSettings } from '@/domain/api-shapes';
import {
  BANNER_PENDING_TEXT,
  type BannerContent,
  bannerContent,
  type PauseWords,
} from '@/components/storefront/banner-content';
import { $businessSettings } from '@/stores/storefront-data';

// Its words name a time (date-fns' format): fetched only while the shop is paused.
let pauseWords: Promise<PauseWords> | null = null;
const loadPauseWords = (): Promise<PauseWords> => {
  // A failed fetch (offline) is tried again with the next answer.
  pauseWords ??= import('@/domain/shop-pause').catch((error: unknown) => {
    pauseWords = null;
    throw error;
  });
  return pauseWords;
};

/**
 * Keeps a business banner (BusinessBannerView's markup) up to date with the settings store: the
 * home page's banner, rendered with the settings the page was cached with, then whatever
 * GET /api/business-settings answers now, and again when a pause ends (the store reads the
 * settings then). Answers the function that stops it.
 */
export function watchBusinessBanner(banner: HTMLElement): () => void {
  const text = banner.querySelector<HTMLElement>('[data-banner-text]');
  const paint = ({ state, text: words }: BannerContent | { state: 'pending'; text: string }) => {
    banner.dataset.state = state;
    if (text) text.textContent = words;
  };
  // Each answer is painted in the order they came: a pause's words still on their way must not
  // overwrite a later answer.
  let latest = 0;
  const show = async (settings: BusinessSettings) => {
    const turn = ++latest;
    const now = bannerContent(settings, null, new Date());
    if (now) return paint(now);
    // Paused: what the banner shows stays while the words come, unless it says open, which the
    // placeholder replaces rather than claim orders are taken.
    if (banner.dataset.state === 'open') paint({ state: 'pending', text: BANNER_PENDING_TEXT });
    const words = await loadPauseWords().catch(() => null);
    // Words that could not be fetched (offline): the banner as if there were no pause.
    const later = bannerContent(words ? settings : { ...settings, pausedUntil: null }, words, new Date());
    if (turn === latest && later) paint(later);
  };
  return $businessSettings.subscribe(({ data }) => {
    if (data) void show(data);
  });
}
