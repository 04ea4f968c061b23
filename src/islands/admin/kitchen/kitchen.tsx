import { useStore } from '@nanostores/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { useEffect } from 'react';
import { AdminGate } from '@/components/admin/admin-gate';
import { DayPicker } from '@/components/admin/day-picker';
import { AdminHeading } from '@/components/admin/admin-heading';
import { Button } from '@/components/ui/button';
import { dayLabel } from '@/domain/fulfilment/window-label';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { piecesApart } from '@/domain/kitchen/prep-list';
import {
  $kitchenDate,
  $kitchenDay,
  $printJob,
  reloadKitchenDay,
  showKitchenDate,
  writeDateToAddress,
} from '@/stores/admin/kitchen/kitchen';
import { ExportCsvForm } from './export-csv-form';
import { KitchenArrivals } from './kitchen-arrivals';
import { PrepTotals } from './prep-totals';
import { LabelsSection } from './labels-section';
import { PrintLabels } from './print-labels';
import { printJob } from './print-job';
import { PrintTickets, ticketOrders } from './print-tickets';
import { WindowSection } from './window-section';

const PULSE = 'animate-pulse rounded-2xl bg-brand-100 motion-reduce:animate-none';

function Heading() {
  return (
    <AdminHeading
      title="Kitchen"
      lead="A day's orders by pickup and delivery window, what to prepare, and tickets and labels to print."
    />
  );
}

function Skeletons({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className={`h-24 ${PULSE}`} />
        <div className={`h-48 ${PULSE}`} />
        <div className={`h-48 ${PULSE}`} />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <>
      <Heading />
      <div className="mt-6">
        <Skeletons label="Loading the kitchen" />
      </div>
    </>
  );
}

/** The day's totals, the print button, then every window with its orders. */
function DayOrders({ day }: { day: KitchenDayView }) {
  const label = dayLabel(day.date);
  const tickets = ticketOrders(day).length;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="kitchen-day-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="kitchen-day-heading" className="text-2xl font-extrabold text-brand-900">
            Prep for {label}
          </h2>
          {tickets > 0 && (
            <div className="flex items-center gap-3">
              <p id="kitchen-ticket-count" className="text-sm text-muted">
                {tickets} {tickets === 1 ? 'ticket' : 'tickets'}, one per page
              </p>
              <Button
                type="button"
                aria-describedby="kitchen-ticket-count"
                onClick={() => printJob({ kind: 'tickets' })}
              >
                Print tickets
              </Button>
            </div>
          )}
        </div>
        {day.totals.length > 0 ? (
          <PrepTotals
            totals={day.totals}
            apart={piecesApart(day.windows.flatMap((window) => window.orders))}
            labelledBy="kitchen-day-heading"
          />
        ) : (
          <p className="rounded-xl bg-white p-4 text-muted">Nothing to prepare: every order this day is cancelled.</p>
        )}
      </section>
      {day.windows.map((window) => (
        <WindowSection key={`${window.start}/${window.end}`} window={window} />
      ))}
    </div>
  );
}

/** The chosen day on screen: loading, its failure, no orders, or its orders. */
function DayScreen({ date, day }: { date: string; day: KitchenDayView | undefined }) {
  const { error } = useStore($kitchenDay);
  const label = dayLabel(date);
  if (!day && error) {
    return (
      <LoadFailed onRetry={reloadKitchenDay}>
        <strong className="font-semibold">We couldn't load the orders for {label}.</strong> {error.message}
      </LoadFailed>
    );
  }
  if (!day) return <Skeletons label={`Loading the orders for ${label}`} />;
  if (day.windows.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-muted">No orders for {label}</p>;
  }
  return <DayOrders day={day} />;
}

/**
 * The day on screen, what arrived for it while it was open, its labels' section, and what is
 * printed of it, its tickets or its labels (the screen's parts are hidden when printing).
 */
function DayContent({ date }: { date: string }) {
  const { data } = useStore($kitchenDay);
  const job = useStore($printJob);
  // An answer for another day (while the new one loads) is never shown under this day's name.
  const day = data?.date === date ? data : undefined;
  return (
    <>
      <div data-print-hidden className="flex flex-col gap-4">
        <KitchenArrivals key={date} day={day} />
        <DayScreen date={date} day={day} />
      </div>
      <div data-print-hidden className="mt-10">
        <LabelsSection day={day} />
      </div>
      {day && job.kind === 'tickets' && <PrintTickets day={day} />}
      {day && <PrintLabels day={day} />}
    </>
  );
}

function KitchenDay() {
  const date = useStore($kitchenDate);
  // The address always names the day shown, so a reload, a bookmark or a shared link opens it.
  useEffect(() => writeDateToAddress(date), [date]);
  return (
    <>
      <div data-print-hidden className="flex flex-col gap-6">
        <Heading />
        <DayPicker date={date} onShow={showKitchenDate} />
      </div>
      <div className="mt-6">
        <DayContent date={date} />
      </div>
      <div data-print-hidden className="mt-10">
        <ExportCsvForm date={date} />
      </div>
    </>
  );
}

/** /admin/kitchen (docs/behaviour/screens.md#kitchen): the kitchen's day, behind the admin doorway. */
export default function Kitchen() {
  return (
    <AdminGate loading={<Loading />} signedOutMessage="Please sign in as the administrator to see the kitchen.">
      <KitchenDay />
    </AdminGate>
  );
}
