import { useId } from 'react';
import { FieldProblem } from '@/components/forms/form-field';
import type { PickupSpot } from '@/stores/admin/drops/drops';
import { offeredSpots } from './drop-form-values';

/**
 * 'Pickup spots': a checkbox for each spot not archived, in the owner's order; at least one. A new
 * drop starts with them all ticked.
 */
export function DropSpots({
  spots,
  chosen,
  error,
  onChange,
}: {
  spots: readonly PickupSpot[];
  chosen: readonly number[];
  error: string | undefined;
  onChange: (spotIds: number[]) => void;
}) {
  const id = useId();
  const offered = offeredSpots(spots);
  const toggle = (spotId: number, on: boolean) =>
    onChange(offered.map((spot) => spot.id).filter((each) => (each === spotId ? on : chosen.includes(each))));
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-semibold text-ink">Pickup spots</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Where customers can collect their orders from this drop. Deliveries go out as usual.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {offered.map((spot) => (
          <label
            key={spot.id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-brand-200 bg-white px-3 py-2 text-sm font-semibold text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name="spotIds"
              value={spot.id}
              checked={chosen.includes(spot.id)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(spot.id, event.target.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {spot.name}
          </label>
        ))}
      </div>
      <FieldProblem id={id} error={error} />
    </fieldset>
  );
}
