import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type AdminSpot, actOnSpot } from '@/stores/admin/pickup-spots/pickup-spots';

/** The page's 'Add a Spot': the focus goes there once a spot's card moves (archived last, restored back). */
export const ADD_SPOT_BUTTON_ID = 'add-pickup-spot';

/** A spot's Archive (or, archived, Restore) button and its confirmation. The kitchen has neither. */
export function SpotAction({ spot }: { spot: AdminSpot }) {
  const action = spot.archived ? 'restore' : 'archive';
  return (
    <ConfirmDialog
      trigger={
        <>
          {spot.archived ? 'Restore' : 'Archive'} <span className="sr-only">{spot.name}</span>
        </>
      }
      triggerClassName={buttonVariants({ variant: 'ghost', size: 'md' })}
      title={spot.archived ? `Restore ${spot.name}?` : `Archive ${spot.name}?`}
      description={
        spot.archived
          ? 'It comes back to the list of spots. Tick it in a drop for customers to choose it again.'
          : 'Customers can no longer choose it, and new drops leave it out. Orders already placed for it stay as they are.'
      }
      confirmLabel={spot.archived ? 'Restore Spot' : 'Archive Spot'}
      busyLabel={spot.archived ? 'Restoring...' : 'Archiving...'}
      onConfirm={async () => ((await actOnSpot(spot, action)) ? 'gone' : false)}
      focusWhenGone={ADD_SPOT_BUTTON_ID}
    />
  );
}
