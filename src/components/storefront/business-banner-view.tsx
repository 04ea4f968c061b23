import type { Ref } from 'react';
import { BANNER_PENDING_TEXT, type BannerContent } from './banner-content';

/**
 * The business banner's markup in each of its states: data-state 'open' (green, with a pulsing
 * dot), 'closed' (red) or 'pending' (a placeholder while the settings or the words of a time load),
 * with a second line when ordering opens or closes at a time (drops).
 * The looks follow data-state alone, so watchBusinessBanner brings it up to date by setting that
 * attribute and the two lines' text, without React.
 */
export function BusinessBannerView({ content, ref }: { content: BannerContent | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="status"
      data-testid="business-status"
      data-business-banner
      data-state={content?.state ?? 'pending'}
      className="group flex min-h-12 items-center justify-center gap-3 rounded-xl bg-white px-4 py-2 text-center text-sm text-muted data-[state=closed]:bg-red-50 data-[state=closed]:text-base data-[state=closed]:font-semibold data-[state=closed]:text-red-900 data-[state=open]:bg-green-50 data-[state=open]:text-base data-[state=open]:font-semibold data-[state=open]:text-green-900"
    >
      <span
        aria-hidden="true"
        className="hidden h-4 w-40 animate-pulse rounded bg-brand-100 group-data-[state=pending]:block motion-reduce:animate-none"
      />
      <span className="relative flex size-3 shrink-0 group-data-[state=pending]:hidden" aria-hidden="true">
        <span className="absolute hidden size-full animate-ping rounded-full bg-green-500 opacity-75 group-data-[state=open]:inline-flex motion-reduce:animate-none" />
        <span className="relative inline-flex size-3 rounded-full bg-red-600 group-data-[state=open]:bg-green-600" />
      </span>
      {/* The second line (when ordering opens or closes, in drops mode) is empty, and hidden, otherwise. */}
      <span className="flex min-w-0 flex-col">
        <span data-banner-text className="group-data-[state=pending]:sr-only">
          {content?.text ?? BANNER_PENDING_TEXT}
        </span>
        <span data-banner-detail className="text-sm font-medium empty:hidden">
          {content?.detail ?? ''}
        </span>
      </span>
    </div>
  );
}
