import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { useStore } from '@nanostores/react';
import { $fulfilmentSettings } from '@/stores/admin/dashboard/fulfilment-settings';
import { OpeningHoursForm } from './opening-hours-form';

const PULSE = 'animate-pulse rounded bg-brand-100 motion-reduce:animate-none';

/** The loading section's shape: the time zone note, seven days, the order limits. */
function HoursSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading the pickup and delivery hours</span>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className={`h-9 ${PULSE}`} />
        <div className={`h-6 w-36 ${PULSE}`} />
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <div key={day} className={`h-24 ${PULSE}`} />
        ))}
      </div>
    </div>
  );
}

/**
 * "Pickup & Delivery Hours" on /admin: when the kitchen hands food over and how many orders it
 * takes, set by the owner (issue 15). Loads with the dashboard; the form keeps what is typed even
 * if the saved schedule is asked for again meanwhile.
 */
export function HoursSection() {
  const { data: settings, error } = useStore($fulfilmentSettings);

  let body: ReactNode;
  if (settings) {
    body = <OpeningHoursForm settings={settings} />;
  } else if (error) {
    body = (
      <LoadFailed onRetry={() => $fulfilmentSettings.revalidate()} look="line">
        We couldn't load the pickup and delivery hours. {error.message}
      </LoadFailed>
    );
  } else {
    body = <HoursSkeleton />;
  }

  return (
    <section
      aria-labelledby="pickup-hours-heading"
      className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="pickup-hours-heading" className="mb-4 text-xl font-bold text-brand-900">
        Pickup &amp; Delivery Hours
      </h2>
      {body}
    </section>
  );
}
