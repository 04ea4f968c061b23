import { useStore } from '@nanostores/react';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { Button } from '@/components/ui/button';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { $labelSize, chooseLabelSize, LABEL_SIZES } from '@/stores/admin/kitchen/kitchen';
import { KitchenProfileForm } from './kitchen-profile-form';
import { LABEL_SIZE_NAMES } from './label-sheet';
import { dayLabels } from './print-labels';
import { printJob } from './print-job';

/** The paper the labels go on; each order's own 'Print labels' uses it too. */
function SizeChoice() {
  const size = useStore($labelSize);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-ink">Label size</legend>
      <div className="grid gap-2 sm:max-w-xl sm:grid-cols-2">
        {LABEL_SIZES.map((choice) => (
          <ChoiceChip
            key={choice}
            name="label-size"
            value={choice}
            checked={size === choice}
            onChoose={() => chooseLabelSize(choice)}
          >
            {LABEL_SIZE_NAMES[choice]}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 'Labels' on /admin/kitchen: the size, 'Print labels' for the whole day (one per pack of every
 * order not cancelled), and what every label says of the kitchen.
 */
export function LabelsSection({ day }: { day: KitchenDayView | undefined }) {
  const count = day ? dayLabels(day).length : 0;
  return (
    <section
      aria-labelledby="kitchen-labels-heading"
      className="rounded-2xl border border-brand-200 bg-white p-4 sm:p-5"
    >
      <h2 id="kitchen-labels-heading" className="text-xl font-bold text-brand-900">
        Labels
      </h2>
      <p className="mt-1 text-sm text-muted">
        One label per pack: the dish, how many, ingredients, allergens, the kitchen, the day it was made, how to keep
        it, the order number and the customer's first name.
      </p>
      <div className="mt-3 flex flex-col gap-3">
        <SizeChoice />
        {count > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              aria-describedby="kitchen-label-count"
              onClick={() => printJob({ kind: 'labels', orderId: null })}
            >
              Print labels
            </Button>
            <p id="kitchen-label-count" className="text-sm text-muted">
              {count} {count === 1 ? 'label' : 'labels'} for the day
            </p>
          </div>
        )}
      </div>
      <h3 className="mt-5 text-lg font-bold text-brand-900">On every label</h3>
      <KitchenProfileForm />
    </section>
  );
}
