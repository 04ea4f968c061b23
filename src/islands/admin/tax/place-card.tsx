import { Button } from '@/components/ui/button';
import type { TaxPlace } from '@/stores/admin/tax/tax';
import { DeletePlace } from './delete-place';

/** A warning triangle: the 'Check this rate' badge says it in words too, never by colour or shape alone. */
function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M8.49 2.87a1.75 1.75 0 0 1 3.02 0l6.28 10.9A1.75 1.75 0 0 1 16.28 16.4H3.72a1.75 1.75 0 0 1-1.51-2.63l6.28-10.9ZM10 6.5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6.5Zm0 7.75a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Where a place applies: its state, and its ZIP codes or the whole state. */
const whereText = (place: TaxPlace) =>
  place.zips.length === 0 ? `${place.state} · Whole state` : `${place.state} · ZIP codes ${place.zips.join(', ')}`;

/** A place's Edit button, which the focus goes back to when its form closes. */
export const editPlaceId = (place: Pick<TaxPlace, 'id'>) => `edit-tax-place-${place.id}`;

/**
 * One tax place: its name, the Kitchen badge on the kitchen's, where it applies, its rates, whether
 * it taxes the delivery fee, 'Check this rate' until the owner has saved it, and Edit and Delete.
 */
export function PlaceCard({ place, onEdit }: { place: TaxPlace; onEdit: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold break-words text-brand-900">{place.name}</h3>
          {place.isKitchen && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Kitchen</span>
          )}
        </div>
        {!place.confirmed && (
          <p className="inline-flex items-center gap-1 self-start rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900">
            <WarningIcon />
            Check this rate
          </p>
        )}
        <p className="text-sm break-words text-ink">{whereText(place)}</p>
        <p className="text-sm text-ink">
          Prepared food {place.preparedRate}% · Food {place.foodRate}%
        </p>
        {place.taxesDeliveryFee && <p className="text-sm text-muted">Delivery fee taxed</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button id={editPlaceId(place)} type="button" size="md" variant="secondary" onClick={onEdit}>
          Edit <span className="sr-only">{place.name}</span>
        </Button>
        {place.isKitchen ? (
          <p className="text-sm text-muted">To delete it, make another place the kitchen's first.</p>
        ) : (
          <DeletePlace place={place} />
        )}
      </div>
    </li>
  );
}
