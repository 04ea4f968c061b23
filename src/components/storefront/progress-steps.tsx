import { ORDER_STEPS } from '@/components/storefront/order-steps';

/** The 5-step progress indicator; `current` is 1-based. Shared by the menu and the payment page. */
export function ProgressSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Order progress">
      <ol className="flex items-start justify-between gap-1">
        {ORDER_STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-1 text-center"
            >
              <span
                className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                  active
                    ? 'bg-brand-700 text-white ring-4 ring-brand-200'
                    : done
                      ? 'bg-kenya-green text-white'
                      : 'bg-stone-200 text-stone-700'
                }`}
              >
                {done ? <span aria-hidden="true">✓</span> : step}
                {done && <span className="sr-only">done: </span>}
              </span>
              <span
                className={`text-[11px] leading-tight sm:text-xs ${active ? 'font-bold text-brand-900' : 'text-muted'}`}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
