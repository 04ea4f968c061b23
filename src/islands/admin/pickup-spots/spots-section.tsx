import { useFormInPlace } from '@/components/admin/use-form-in-place';
import { Button } from '@/components/ui/button';
import type { AdminSpot } from '@/stores/admin/pickup-spots/pickup-spots';
import { ADD_SPOT_BUTTON_ID } from './spot-action';
import { editSpotId, SpotCard } from './spot-card';
import { SpotForm } from './spot-form';

/**
 * The spots as cards in the owner's order, archived ones last, with Add a Spot; editing or adding
 * shows the form in the list's stead, and closing it gives focus back to the button that opened it.
 */
export function SpotsSection({ spots }: { spots: readonly AdminSpot[] }) {
  const { editing, setEditing, close } = useFormInPlace<AdminSpot>(ADD_SPOT_BUTTON_ID, editSpotId);
  return (
    <section aria-labelledby="pickup-spots-heading" className="flex flex-col gap-4">
      <h2 id="pickup-spots-heading" className="text-xl font-bold text-brand-900">
        Spots
      </h2>
      {editing !== null ? (
        <SpotForm spot={editing === 'new' ? null : editing} onDone={close} />
      ) : (
        <>
          <Button
            id={ADD_SPOT_BUTTON_ID}
            type="button"
            size="lg"
            className="self-start"
            onClick={() => setEditing('new')}
          >
            Add a Spot
          </Button>
          <ul className="flex flex-col gap-3" aria-labelledby="pickup-spots-heading">
            {spots.map((spot) => (
              <SpotCard key={spot.id} spot={spot} onEdit={() => setEditing(spot)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
