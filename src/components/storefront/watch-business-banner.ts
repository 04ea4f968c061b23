import type { BusinessSettings } from '@/domain/api-shapes';
import {
  BANNER_PENDING_TEXT,
  type BannerContent,
  bannerContent,
  type BannerWords,
  plainBanner,
} from '@/components/storefront/banner-content';
import { $businessSettings } from '@/stores/storefront/storefront-data';

// Its words name a time (date-fns' format): fetched only while the banner names one (a pause, drops).
let bannerWords: Promise<BannerWords> | null = null;
const loadBannerWords = (): Promise<BannerWords> => {
  // A failed fetch (offline) is tried again with the next answer.
  bannerWords ??= import('@/domain/banner-words').catch((error: unknown) => {
    bannerWords = null;
    throw error;
  });
  return bannerWords;
};

/**
 * Keeps a business banner (BusinessBannerView's markup) up to date with the settings store: the
 * home page's banner, rendered with the settings the page was cached with, then whatever
 * GET /api/business-settings answers now, and again when the clock changes them (a pause ends, a
 * drop opens or closes: the store reads the settings then). Answers the function that stops it.
 */
export function watchBusinessBanner(banner: HTMLElement): () => void {
  const text = banner.querySelector<HTMLElement>('[data-banner-text]');
  const detail = banner.querySelector<HTMLElement>('[data-banner-detail]');
  const paint = ({
    state,
    text: words,
    detail: more,
  }: BannerContent | { state: 'pending'; text: string; detail: null }) => {
    banner.dataset.state = state;
    if (text) text.textContent = words;
    if (detail) detail.textContent = more ?? '';
  };
  // Each answer is painted in the order they came: words still on their way must not overwrite a
  // later answer.
  let latest = 0;
  const show = async (settings: BusinessSettings) => {
    const turn = ++latest;
    const now = bannerContent(settings, null, new Date());
    if (now) return paint(now);
    // A time to name: what the banner shows stays while the words come, unless it says open when
    // orders are no longer taken, which the placeholder replaces rather than claim they are.
    if (banner.dataset.state === 'open' && !settings.isAcceptingOrders) {
      paint({ state: 'pending', text: BANNER_PENDING_TEXT, detail: null });
    }
    const words = await loadBannerWords().catch(() => null);
    // Words that could not be fetched (offline): the banner without the time.
    const later = words ? bannerContent(settings, words, new Date()) : plainBanner(settings);
    if (turn === latest && later) paint(later);
  };
  return $businessSettings.subscribe(({ data }) => {
    if (data) void show(data);
  });
}
