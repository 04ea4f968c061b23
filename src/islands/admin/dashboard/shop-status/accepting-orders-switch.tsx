import { useId, useState } from 'react';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { saveAcceptingOrders } from '@/stores/admin/dashboard/settings';

/**
 * The shop's open/closed switch. It moves at once and saves; while saving it ignores further
 * taps (it stays focusable, so a keyboard user keeps their place), and on failure it moves back.
 * A pause leaves it on (`saved` is the switch as stored, not whether orders are taken now), as
 * drops mode does between drops (`drops`: the shop takes orders only inside one).
 */
export function AcceptingOrdersSwitch({
  saved,
  paused,
  drops = false,
}: {
  saved: boolean;
  paused: boolean;
  drops?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? saved;

  const change = async (next: boolean) => {
    if (pending !== null) return;
    setPending(next);
    await saveAcceptingOrders(next);
    setPending(null);
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-base font-semibold text-ink">
          Accepting orders
        </label>
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {pending !== null
            ? 'Saving...'
            : !checked
              ? 'Closed: customers cannot place orders.'
              : paused
                ? 'On, but paused: customers cannot place orders until the pause ends.'
                : drops
                  ? 'On: customers can place orders while a drop is open.'
                  : 'Open: customers can place orders.'}
        </p>
      </div>
      <ToggleSwitch
        id={id}
        checked={checked}
        onCheckedChange={(next) => void change(next)}
        describedBy={hintId}
        busy={pending !== null}
      />
    </div>
  );
}
