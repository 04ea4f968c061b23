import { useStore } from '@nanostores/react';
import { $businessSettings } from '@/stores/storefront-data';

/**
 * Whether the kitchen takes orders (docs/behaviour/screens.md#business-banner): the owner's message if any, otherwise
 * 'Open for Orders' with a pulsing green dot, or 'Currently Closed' in red.
 */
export default function BusinessBanner() {
  const { data, loading } = useStore($businessSettings);

  if (!data) {
    return (
      <div
        role="status"
        className="flex min-h-12 items-center justify-center rounded-xl bg-white px-4 text-sm text-muted"
      >
        {loading && (
          <>
            <span className="h-4 w-40 animate-pulse rounded bg-brand-100" aria-hidden="true" />
            <span className="sr-only">Checking whether we are open</span>
          </>
        )}
      </div>
    );
  }

  const open = data.isAcceptingOrders;
  const text = data.message ?? (open ? 'Open for Orders' : 'Currently Closed');
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
