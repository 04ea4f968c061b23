import { dayLabel } from '@/domain/fulfilment/window-label';
import type { DeliveryRun } from '@/stores/admin/deliveries/delivery-run';
import { milesOf, packLine, timeOf, windowOf } from './stop-words';

/**
 * What 'Print run sheet' puts on paper: nothing on screen, and on paper (the site's print rules
 * hiding the header, the footer and the screen's own parts) the stops in order with their
 * addresses, phones, packs and times, black on white.
 */
export function RunSheet({ run }: { run: DeliveryRun }) {
  return (
    <div className="hidden text-black print:block" data-testid="run-sheet">
      <h2 className="text-2xl font-extrabold">Delivery run, {dayLabel(run.date)}</h2>
      <p className="mt-1">
        From and back to {run.kitchen.name}: {run.totals.stops} stops, {milesOf(run.totals.miles)}, back about{' '}
        {timeOf(run.totals.backAt)}
      </p>
      <ol className="mt-4">
        {run.stops.map((stop, index) => (
          <li key={stop.orderId} className="break-inside-avoid border-t-2 border-black py-3">
            <p className="text-lg font-bold">
              {index + 1}. {stop.customerName} ({stop.orderNumber}): ETA {timeOf(stop.eta)}, window {windowOf(stop)}
              {stop.late && ', LATE'}
            </p>
            <p>
              {stop.address}
              {stop.approximate && ' (approximate location)'}
            </p>
            <p>{stop.phone}</p>
            {stop.notes && <p className="whitespace-pre-line">Notes: {stop.notes}</p>}
            <p>{stop.packs.map(packLine).join('; ')}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
