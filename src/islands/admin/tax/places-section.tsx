import { useFormInPlace } from '@/components/admin/use-form-in-place';
import { Button } from '@/components/ui/button';
import type { TaxPlace } from '@/stores/admin/tax/tax';
import { editPlaceId, PlaceCard } from './place-card';
import { ADD_PLACE_BUTTON_ID as ADD_BUTTON_ID } from './delete-place';
import { PlaceForm } from './place-form';

/**
 * The places tax is collected in, as cards, with Add a Place; editing or adding shows the form in
 * the list's stead, and closing it gives focus back to the button that opened it.
 */
export function PlacesSection({ places }: { places: readonly TaxPlace[] }) {
  const { editing, setEditing, close } = useFormInPlace<TaxPlace>(ADD_BUTTON_ID, editPlaceId);

  return (
    <section aria-labelledby="tax-places-heading" className="flex flex-col gap-4">
      <h2 id="tax-places-heading" className="text-xl font-bold text-brand-900">
        Tax places
      </h2>
      {editing !== null ? (
        <PlaceForm place={editing === 'new' ? null : editing} onDone={close} />
      ) : (
        <>
          <Button id={ADD_BUTTON_ID} type="button" size="lg" className="self-start" onClick={() => setEditing('new')}>
            Add a Place
          </Button>
          {places.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-muted">
              No places yet, so no order shows tax. Add the kitchen's place first.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-labelledby="tax-places-heading">
              {places.map((place) => (
                <PlaceCard key={place.id} place={place} onEdit={() => setEditing(place)} />
              ))}
            </ul>
          )}
        </>
      )}
      <p className="text-sm text-muted">
        A state with no place is one the shop does not deliver into: a delivery there is refused as outside the delivery
        area. Confirm every rate with the Kansas Department of Revenue before you save it.
      </p>
    </section>
  );
}
