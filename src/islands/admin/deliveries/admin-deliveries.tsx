import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminHeading } from '@/components/admin/admin-heading';
import { AdminPageLoading } from '@/components/admin/admin-page';
import { DayPicker } from '@/components/admin/day-picker';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { dayLabel } from '@/domain/fulfilment/window-label';
import {
  $deliveryRun,
  $runDate,
  type DeliveryRun,
  reloadRun,
  showRunDate,
  startRun,
  toTell,
} from '@/stores/admin/deliveries/delivery-run';
import { writeDateToAddress } from '@/stores/admin/kitchen/kitchen';
import { PaceForm } from './pace-form';
import { RunSheet } from './run-sheet';
import { RunStops } from './run-stops';
import { milesOf, timeOf } from './stop-words';

const WORDS = {
  title: 'Delivery run',
  lead: "The day's deliveries as stops in order, from the kitchen and back, with estimated times to send each customer.",
};

const customers = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

/** The run's totals, when its times count from, and its two actions: start it, print it. */
function RunSummary({ run }: { run: DeliveryRun }) {
  const count = toTell(run);
  const { totals } = run;
  return (
    <section aria-labelledby="run-summary-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4">
      <h2 id="run-summary-heading" className="text-xl font-bold text-brand-900">
        {totals.stops} {totals.stops === 1 ? 'stop' : 'stops'}, {milesOf(totals.miles)}, back about{' '}
        {timeOf(totals.backAt)}
      </h2>
      <p className="text-sm text-muted">
        {run.startedAt ? `Started at ${timeOf(run.startedAt)}.` : 'Times if you leave now.'}{' '}
        {run.ordered ? 'In your order.' : 'In route order.'}
        {totals.late > 0 && ` ${totals.late} will be late.`}
        {totals.approximate > 0 && ` ${totals.approximate} placed approximately.`}
      </p>
      <div className="grid gap-2 sm:flex">
        <ConfirmDialog
          trigger={run.startedAt ? 'Start the run again' : 'Start the run'}
          triggerClassName={buttonVariants({ variant: 'primary', size: 'lg' })}
          title="Start the run?"
          description={
            count === 0
              ? 'Every customer who can be told has been told already: no message will be sent.'
              : `${customers(count)} will be told their estimated time by text or e-mail. Those told already are not told again.`
          }
          confirmLabel="Start the Run"
          busyLabel="Starting..."
          onConfirm={async () => {
            await startRun(run.date);
            return false;
          }}
        />
        <Button type="button" variant="secondary" size="lg" onClick={() => window.print()}>
          Print run sheet
        </Button>
      </div>
    </section>
  );
}

/** The chosen day: loading, its failure, no deliveries, or its run. */
function DayRun({ date }: { date: string }) {
  const { data, error } = useStore($deliveryRun);
  const label = dayLabel(date);
  // An answer for another day (while the new one loads) is never shown under this day's name.
  const run = data?.date === date ? data : undefined;
  if (!run && error) {
    return (
      <LoadFailed onRetry={reloadRun}>
        <strong className="font-semibold">We couldn't load the deliveries for {label}.</strong> {error.message}
      </LoadFailed>
    );
  }
  if (!run) {
    return (
      <div role="status" className="h-40 animate-pulse rounded-2xl bg-brand-100 motion-reduce:animate-none">
        <span className="sr-only">Loading the deliveries for {label}</span>
      </div>
    );
  }
  if (run.stops.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-muted">No deliveries on {label}</p>;
  }
  return (
    <>
      <div data-print-hidden className="flex flex-col gap-4">
        <RunSummary run={run} />
        <RunStops run={run} />
        <PaceForm key={`${run.pace.mph}/${run.pace.minutesPerStop}`} run={run} />
      </div>
      <RunSheet run={run} />
    </>
  );
}

function RunDay() {
  const date = useStore($runDate);
  // The address always names the day shown, so a reload, a bookmark or a shared link opens it.
  useEffect(() => writeDateToAddress(date), [date]);
  return (
    <>
      <div data-print-hidden className="flex flex-col gap-6">
        <AdminHeading {...WORDS} />
        <DayPicker date={date} onShow={showRunDate} />
      </div>
      <div className="mt-6">
        <DayRun date={date} />
      </div>
    </>
  );
}

/** /admin/deliveries (docs/behaviour/screens.md#admin-deliveries): the day's run, behind the admin doorway. */
export default function AdminDeliveries() {
  return (
    <AdminGate
      loading={<AdminPageLoading {...WORDS} loading="Loading the delivery run" />}
      signedOutMessage="Please sign in as the administrator to see the delivery run."
    >
      <RunDay />
    </AdminGate>
  );
}
