import { useFormInPlace } from '@/components/admin/use-form-in-place';
import { Button } from '@/components/ui/button';
import type { Drop, PickupSpot } from '@/stores/admin/drops/drops';
import { DropCard, editDropId } from './drop-card';
import { ADD_DROP_BUTTON_ID as ADD_BUTTON_ID } from './delete-drop';
import { DropForm } from './drop-form';

/**
 * The drops as cards, soonest first (those closed in the last 30 days too), with Schedule a Drop;
 * editing or adding shows the form in the list's stead, and closing it gives focus back to the
 * button that opened it.
 */
export function DropsSection({ drops, spots }: { drops: readonly Drop[]; spots: readonly PickupSpot[] }) {
  const { editing, setEditing, close } = useFormInPlace<Drop>(ADD_BUTTON_ID, editDropId);

  return (
    <section aria-labelledby="drops-heading" className="flex flex-col gap-4">
      <h2 id="drops-heading" className="text-xl font-bold text-brand-900">
        Drops
      </h2>
      {editing !== null ? (
        <DropForm drop={editing === 'new' ? null : editing} spots={spots} onDone={close} />
      ) : (
        <>
          <Button id={ADD_BUTTON_ID} type="button" size="lg" className="self-start" onClick={() => setEditing('new')}>
            Schedule a Drop
          </Button>
          {drops.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-muted">
              No drops yet. Schedule one for the next batch you cook.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-labelledby="drops-heading">
              {drops.map((drop) => (
                <DropCard key={drop.id} drop={drop} spots={spots} onEdit={() => setEditing(drop)} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
