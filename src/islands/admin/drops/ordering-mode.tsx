import { useId, useState } from 'react';
import type { OrderingMode } from '@/domain/fulfilment/drops';
import { saveOrderingMode } from '@/stores/admin/drops/drops';

/** The two ways of taking orders, each explained in one line. */
const MODES: Record<OrderingMode, { label: string; hint: string }> = {
  always: {
    label: 'Always open',
    hint: 'Customers can order whenever Accepting orders is on.',
  },
  drops: {
    label: 'Only during drops',
    hint: 'Customers can order only while a drop below is open; the home page says when the next opens.',
  },
};

/**
 * How customers order: always (as before drops), or only during the drops. It moves at once and
 * saves; while saving it ignores further choices, and on failure it moves back (the toast says why).
 */
export function OrderingModeChoice({ saved }: { saved: OrderingMode }) {
  const id = useId();
  const [pending, setPending] = useState<OrderingMode | null>(null);
  const chosen = pending ?? saved;

  const choose = async (mode: OrderingMode) => {
    if (pending !== null || mode === saved) return;
    setPending(mode);
    await saveOrderingMode(mode);
    setPending(null);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        How Customers Order
      </h2>
      <fieldset
        aria-labelledby={`${id}-heading`}
        aria-busy={pending !== null}
        className="grid min-w-0 gap-3 sm:grid-cols-2"
      >
        {(Object.keys(MODES) as OrderingMode[]).map((mode) => (
          <label
            key={mode}
            className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-brand-200 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={chosen === mode}
              aria-describedby={`${id}-${mode}-hint`}
              onChange={() => void choose(mode)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-ink">{MODES[mode].label}</span>
              <span id={`${id}-${mode}-hint`} className="text-sm text-muted">
                {MODES[mode].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {pending !== null && (
        <p role="status" className="text-sm text-muted">
          Saving...
        </p>
      )}
    </section>
  );
}
