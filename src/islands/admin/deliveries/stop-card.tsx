import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { textLinkClass } from '@/components/ui/text-link-class';
import { type DeliveryRun, markDelivered, type RunStop } from '@/stores/admin/deliveries/delivery-run';
import { milesOf, packLine, telHref, timeOf, windowOf } from './stop-words';

const MARK = 'rounded-full px-2 py-0.5 text-xs font-bold';

export const moveButtonId = (orderId: number, way: 'up' | 'down'): string => `stop-${orderId}-${way}`;

/** What a stop is known by in the buttons' hidden names: its number and customer. */
const stopName = (stop: RunStop, number: number) => `stop ${number}, ${stop.customerName}`;

/**
 * One stop of the run: its number, who and where (a tap calls or opens the maps app), notes, packs,
 * window and estimated time with its marks; dragged by its handle, or moved by its buttons.
 */
export function StopCard({
  run,
  stop,
  index,
  onMove,
}: {
  run: DeliveryRun;
  stop: RunStop;
  index: number;
  onMove: (from: number, to: number, focus: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: stop.orderId,
  });
  const number = index + 1;
  const last = index === run.stops.length - 1;
  const delivered = stop.status === 'delivered';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-labelledby={`stop-${stop.orderId}-name`}
      className={`rounded-2xl border bg-white p-4 ${isDragging ? 'z-10 border-brand-700 shadow-lg' : 'border-brand-200'}`}
    >
      <div className="flex items-start gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${stopName(stop, number)}`}
          className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {number}
        </button>
        <div className="min-w-0 flex-1">
          <h3 id={`stop-${stop.orderId}-name`} className="text-lg font-bold text-brand-900">
            {stop.customerName} <span className="text-sm font-normal text-muted">{stop.orderNumber}</span>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="font-semibold tabular-nums">ETA {timeOf(stop.eta)}</span>
            <span className="text-sm text-muted">window {windowOf(stop)}</span>
            {stop.late && <span className={`${MARK} bg-kenya-red text-white`}>Late</span>}
            {stop.approximate && <span className={`${MARK} bg-amber-100 text-amber-900`}>Approximate location</span>}
            {delivered && <span className={`${MARK} bg-green-100 text-green-900`}>Delivered</span>}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-muted">Phone</dt>
        <dd>
          <a href={telHref(stop.phone)} className={textLinkClass}>
            {stop.phone}
          </a>
        </dd>
        <dt className="font-semibold text-muted">Address</dt>
        <dd>
          <a href={stop.mapsUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
            {stop.address}
          </a>{' '}
          <span className="text-muted">({milesOf(stop.miles)} from the stop before)</span>
        </dd>
        {stop.notes && (
          <>
            <dt className="font-semibold text-muted">Notes</dt>
            <dd className="whitespace-pre-line">{stop.notes}</dd>
          </>
        )}
        <dt className="font-semibold text-muted">Packs</dt>
        <dd>
          <ul>
            {stop.packs.map((pack, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move, and a dish may appear on two of them
              <li key={line}>{packLine(pack)}</li>
            ))}
          </ul>
        </dd>
        {stop.told && (
          <>
            <dt className="font-semibold text-muted">Told</dt>
            <dd>
              ETA {timeOf(stop.told.eta)} by {stop.told.by === 'sms' ? 'text' : 'e-mail'} at {timeOf(stop.told.at)}
            </dd>
          </>
        )}
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button
          id={moveButtonId(stop.orderId, 'up')}
          variant="secondary"
          disabled={index === 0}
          aria-label={`Move ${stopName(stop, number)} up`}
          onClick={() => onMove(index, index - 1, moveButtonId(stop.orderId, index === 1 ? 'down' : 'up'))}
        >
          Move up
        </Button>
        <Button
          id={moveButtonId(stop.orderId, 'down')}
          variant="secondary"
          disabled={last}
          aria-label={`Move ${stopName(stop, number)} down`}
          onClick={() =>
            onMove(index, index + 1, moveButtonId(stop.orderId, index === run.stops.length - 2 ? 'up' : 'down'))
          }
        >
          Move down
        </Button>
        {!delivered && (
          <ActionButton
            variant="primary"
            className="col-span-2"
            busyLabel="Marking..."
            action={() => markDelivered(run.date, stop)}
          >
            Delivered<span className="sr-only">: {stopName(stop, number)}</span>
          </ActionButton>
        )}
      </div>
    </li>
  );
}
