import { ORDER_STEPS, stepState } from '@/components/storefront/order-steps';

/**
 * The 5-step progress indicator; `current` is 1-based. Shared by the home page, where it is plain
 * HTML that src/islands/storefront/order-panel.ts moves on as the cart changes, and the payment page.
 * Each step's looks follow its data-step ('done', 'current', 'next'), so moving on is changing
 * that attribute and aria-current, nothing else.
 */
export function ProgressSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Order progress" data-progress-steps>
      <ol className="flex items-start justify-between gap-1">
        {ORDER_STEPS.map((label, index) => {
          const state = stepState(index + 1, current);
          return (
            <li
              key={label}
              data-step={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="group flex flex-1 flex-col items-center gap-1 text-center"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-stone-200 text-sm font-bold text-stone-700 group-data-[step=current]:bg-brand-700 group-data-[step=current]:text-white group-data-[step=current]:ring-4 group-data-[step=current]:ring-brand-200 group-data-[step=done]:bg-kenya-green group-data-[step=done]:text-white">
                <span className="group-data-[step=done]:hidden">{index + 1}</span>
                <span aria-hidden="true" className="hidden group-data-[step=done]:inline">
                  ✓
                </span>
                <span className="hidden group-data-[step=done]:inline group-data-[step=done]:sr-only">done: </span>
              </span>
              <span className="text-[11px] leading-tight text-muted group-data-[step=current]:font-bold group-data-[step=current]:text-brand-900 sm:text-xs">
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
