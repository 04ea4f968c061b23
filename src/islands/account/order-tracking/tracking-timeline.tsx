import type { TrackedOrderView } from '@/domain/api-shapes';
import { formatOrderDateTime } from '@/components/orders/order-format';
import { trackingSteps } from '@/domain/order/tracking-steps';

const DOT: Record<'done' | 'current' | 'upcoming', string> = {
  done: 'border-kenya-green bg-kenya-green',
  current: 'border-brand-700 bg-white ring-4 ring-brand-100',
  upcoming: 'border-brand-200 bg-white',
};

/**
 * The order's steps as an ordered list, done ones with when they happened; the current step is
 * marked for screen readers (aria-current) as well as by its ring.
 */
export function TrackingTimeline({ tracked }: { tracked: TrackedOrderView }) {
  const { order } = tracked;
  const steps = trackingSteps(order.status, order.orderType, tracked.timeline);
  return (
    <ol aria-label="Order progress" className="flex flex-col">
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span aria-hidden="true" className="absolute top-5 left-[9px] h-full w-0.5 bg-brand-100" />
          )}
          <span
            aria-hidden="true"
            className={`relative mt-0.5 size-5 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
          />
          <div className="min-w-0">
            <p className={step.state === 'upcoming' ? 'text-muted' : 'font-semibold text-brand-900'}>
              {step.label}
              {step.state === 'done' && <span className="sr-only"> (done)</span>}
              {step.state === 'upcoming' && <span className="sr-only"> (not yet)</span>}
            </p>
            {step.at && (
              <p className="text-sm text-muted">
                <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
