import { useId, useState } from 'react';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { saveCollectsTax } from '@/stores/admin/tax/tax';

/**
 * Whether the shop collects sales tax. It moves at once and saves; while saving it ignores further
 * taps (it stays focusable, so a keyboard user keeps their place), and on failure it moves back.
 */
export function CollectTaxSwitch({ saved }: { saved: boolean }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [pending, setPending] = useState<boolean | null>(null);

  const change = async (next: boolean) => {
    if (pending !== null) return;
    setPending(next);
    await saveCollectsTax(next);
    setPending(null);
  };

  return (
    <section className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="text-base font-semibold text-ink">
            Collect sales tax
          </label>
          <p id={hintId} className="mt-0.5 text-sm text-muted">
            Turn off only until you are registered with the Kansas Department of Revenue: no order shows tax while it is
            off.
          </p>
        </div>
        <ToggleSwitch
          id={id}
          checked={pending ?? saved}
          onCheckedChange={(next) => void change(next)}
          describedBy={hintId}
          busy={pending !== null}
        />
      </div>
    </section>
  );
}
