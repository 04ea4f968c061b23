import { Button } from '@/components/ui/button';
import type { AdminSpot } from '@/stores/admin/pickup-spots/pickup-spots';
import { SpotAction } from './spot-action';
import { SHOP_HOURS_WORDS, spotDaysWords, spotWindowsWords } from './spot-words';

/** A spot's Edit button, which the focus goes back to when its form closes. */
export const editSpotId = (spot: Pick<AdminSpot, 'id'>) => `edit-spot-${spot.id}`;

const MARK = 'rounded-full px-2.5 py-0.5 text-sm font-semibold';

/**
 * One spot: its name and marks (the kitchen, a private address, archived), address, hours (the
 * shop's, or each open day's with its windows) and notes; Edit, and Archive or Restore.
 */
export function SpotCard({ spot, onEdit }: { spot: AdminSpot; onEdit: () => void }) {
  const days = spotDaysWords(spot);
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border p-4 shadow-sm ${spot.archived ? 'border-stone-200 bg-stone-50' : 'border-brand-200 bg-white'}`}
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-lg font-bold text-brand-900">{spot.name}</h3>
          {spot.isKitchen && <span className={`${MARK} bg-brand-100 text-brand-900`}>Home kitchen</span>}
          {spot.private && <span className={`${MARK} bg-amber-100 text-amber-900`}>Private address</span>}
          {spot.archived && <span className={`${MARK} bg-stone-200 text-stone-700`}>Archived</span>}
        </div>
        <p className="text-ink">{spot.address}</p>
        {days.length === 0 ? (
          <p className="text-sm text-ink">{SHOP_HOURS_WORDS}</p>
        ) : (
          <ul className="text-sm text-ink" aria-label={`${spot.name}'s hours`}>
            {days.map((day) => (
              <li key={day}>{day}</li>
            ))}
            <li className="text-muted">{spotWindowsWords(spot)}</li>
          </ul>
        )}
        {spot.notes && <p className="text-sm text-muted">{spot.notes}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button id={editSpotId(spot)} type="button" size="md" variant="secondary" onClick={onEdit}>
          Edit <span className="sr-only">{spot.name}</span>
        </Button>
        {!spot.isKitchen && <SpotAction spot={spot} />}
      </div>
    </li>
  );
}
