import { useStore } from '@nanostores/react';
import type { BusinessSettings } from '@/domain/api-shapes';
import { $businessSettings } from '@/stores/storefront-data';
import { useLazyModule } from './use-lazy-module';

// Its words name a time (date-fns' format): fetched only while the shop is paused.
const loadShopPause = () => import('@/domain/shop-pause');

/**
 * Whether the kitchen takes orders (docs/behaviour/screens.md#business-banner): while paused until
 * a time, 'Paused · back at 5:00 PM' (the store reads the settings again when that time comes, and
 * the banner follows); otherwise the owner's message if any, else 'Open for Orders' with a pulsing
 * green dot, or 'Currently Closed' in red.
 */
export default function BusinessBanner({ initialSettings = null }: { initialSettings?: BusinessSettings | null }) {
  // The settings the page was rendered with, until the fresher answer of the API arrives.
  const { data: fetched, loading } = useStore($businessSettings);
  const data = fetched ?? initialSettings;
  const pausedUntil = data?.pausedUntil ?? null;
  const pause = useLazyModule(loadShopPause, pausedUntil !== null);
  // The pause's words are on their way: the placeholder stays rather than flash another text.
  const pauseWordsDue = pausedUntil !== null && pause.module === null && !pause.failed;

  if (!data || pauseWordsDue) {
    return (
      <div
        role="status"
        className="flex min-h-12 items-center justify-center rounded-xl bg-white px-4 text-sm text-muted"
      >
        {(loading || pauseWordsDue) && (
          <>
            <span className="h-4 w-40 animate-pulse rounded bg-brand-100" aria-hidden="true" />
            <span className="sr-only">Checking whether we are open</span>
          </>
        )}
      </div>
    );
  }

  const open = data.isAcceptingOrders;
  const text =
    pausedUntil !== null && pause.module
      ? pause.module.pausedBanner(new Date(pausedUntil), new Date())
      : (data.message ?? (open ? 'Open for Orders' : 'Currently Closed'));
  return (
    <div
      role="status"
      data-testid="business-status"
      className={`flex min-h-12 items-center justify-center gap-3 rounded-xl px-4 py-2 text-center font-semibold ${
        open ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'
      }`}
    >
      <span className="relative flex size-3 shrink-0" aria-hidden="true">
        {open && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-75 motion-reduce:animate-none" />
        )}
        <span className={`relative inline-flex size-3 rounded-full ${open ? 'bg-green-600' : 'bg-red-600'}`} />
      </span>
      <span>{text}</span>
    </div>
  );
}
