import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { deleteTaxPlace, type TaxPlace } from '@/stores/admin/tax/tax';

/** The page's 'Add a Place': the focus goes there once a place is deleted and its card with it. */
export const ADD_PLACE_BUTTON_ID = 'add-tax-place';

/** A place's Delete button and its confirmation, saying what becomes of the place's deliveries. */
export function DeletePlace({ place }: { place: TaxPlace }) {
  return (
    <ConfirmDialog
      trigger={
        <>
          Delete <span className="sr-only">{place.name}</span>
        </>
      }
      triggerClassName={buttonVariants({ variant: 'ghost', size: 'md' })}
      title={`Delete ${place.name}?`}
      description={
        place.zips.length === 0
          ? `Deliveries in ${place.state} outside another place's ZIP codes will be refused as outside the delivery area.`
          : `Deliveries to its ZIP codes will be taxed by ${place.state}'s place for the whole state, or refused if it has none.`
      }
      confirmLabel="Delete Place"
      busyLabel="Deleting..."
      onConfirm={async () => ((await deleteTaxPlace(place)) ? 'gone' : false)}
      focusWhenGone={ADD_PLACE_BUTTON_ID}
    />
  );
}
