import { AdminPanel } from '@/components/admin/admin-panel';
import { LoadFailed } from '@/components/ui/load-failed';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { LiveBusinessBanner } from './live-business-banner';
import { $businessSettings, switchIsOn } from '@/stores/admin/dashboard/settings';
import { AcceptingOrdersSwitch } from './accepting-orders-switch';
import { BannerMessageForm } from './banner-message-form';
import { PauseOrders } from './pause-orders';

const PULSE = 'animate-pulse rounded bg-brand-100 motion-reduce:animate-none';

/**
 * What the owner changes every day: whether the shop takes orders, a pause for a rush (while the
 * switch is on: switched off by hand, there is nothing to pause) and the home page's banner message,
 * with the banner exactly as customers see it now (the same store the home page reads).
 */
export function ShopSettings() {
  const { data: settings, error } = useStore($businessSettings);

  let body: ReactNode;
  if (settings) {
    const switchOn = switchIsOn(settings);
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <AcceptingOrdersSwitch
            saved={switchOn}
            paused={settings.pausedUntil !== null}
            drops={settings.orderingMode === 'drops'}
          />
          {switchOn && <PauseOrders pausedUntil={settings.pausedUntil} />}
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-muted" id="banner-preview-label">
              Customers see
            </p>
            <fieldset aria-labelledby="banner-preview-label" className="min-w-0">
              <LiveBusinessBanner />
            </fieldset>
          </div>
        </div>
        {/* Shown afresh whenever the saved message changes, so the field always starts from it. */}
        <BannerMessageForm key={settings.message ?? ''} saved={settings.message} switchOn={switchOn} />
      </div>
    );
  } else if (error) {
    body = (
      <LoadFailed onRetry={() => $businessSettings.revalidate()} look="line">
        We couldn't load the shop's settings. {error.message}
      </LoadFailed>
    );
  } else {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the shop's settings</span>
        {/* The loaded section's shape and height, so nothing below it moves when it arrives (the
            owner may already be reaching for the status filter). */}
        <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <div className={`h-16 lg:h-12 ${PULSE}`} />
            <div className={`h-60 lg:h-52 ${PULSE}`} />
            <div className="flex flex-col gap-2">
              <div className={`h-5 w-28 ${PULSE}`} />
              <div className={`h-12 ${PULSE}`} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <div className={`h-6 w-36 ${PULSE}`} />
            <div className={`h-15 lg:h-10 ${PULSE}`} />
            <div className={`h-16.5 ${PULSE}`} />
            <div className={`h-12 ${PULSE}`} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <AdminPanel id="shop-status-heading" title="Shop Status">
      {body}
    </AdminPanel>
  );
}
