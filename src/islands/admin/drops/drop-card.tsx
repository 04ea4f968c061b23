import { Button } from '@/components/ui/button';
import type { Drop, PickupSpot } from '@/stores/admin/drops/drops';
import { DeleteDrop } from './delete-drop';
import { announceWords, periodWords, sellsWords, spotsWords, STATE_WORDS } from './drop-words';

const BADGE: Record<Drop['state'], string> = {
  scheduled: 'bg-amber-100 text-amber-900',
  open: 'bg-green-100 text-green-900',
  closed: 'bg-stone-100 text-stone-700',
};

/** A drop's Edit button, which the focus goes back to when its form closes. */
export const editDropId = (drop: Pick<Drop, 'id'>) => `edit-drop-${drop.id}`;

/**
 * One drop: when it opens and closes on the shop's clock, its state, the days it sells, its pickup
 * spots, its note and whether it is announced; Edit and Delete until it has closed, when it is kept as it ran.
 */
export function DropCard({ drop, spots, onEdit }: { drop: Drop; spots: readonly PickupSpot[]; onEdit: () => void }) {
  const when = periodWords(drop);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-lg font-bold text-brand-900">{when}</h3>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[drop.state]}`}>
            {STATE_WORDS[drop.state]}
          </span>
        </div>
        {drop.note && <p className="font-semibold text-ink">{drop.note}</p>}
        <p className="text-sm text-ink">{sellsWords(drop)}</p>
        <p className="text-sm text-ink">{spotsWords(drop, spots)}</p>
        <p className="text-sm text-muted">{announceWords(drop)}</p>
      </div>
      {drop.state !== 'closed' && (
        <div className="flex flex-wrap items-center gap-2">
          <Button id={editDropId(drop)} type="button" size="md" variant="secondary" onClick={onEdit}>
            Edit <span className="sr-only">the drop {when}</span>
          </Button>
          <DeleteDrop drop={drop} />
        </div>
      )}
    </li>
  );
}
