/*
 * The tracking page's timeline (issue 16): the steps an order goes through, named for its type
 * (a pickup order is 'Ready for pickup', then 'Picked up'; a delivery is 'On its way', then
 * 'Delivered'), each marked done with when it happened, the current one marked current. A
 * cancelled order shows the steps it reached and then 'Cancelled'. The owner may move an order
 * to any status (even back), so the timeline follows the latest status, not the history's order.
 */
import type { OrderStatus } from '../order-status';
import type { OrderType } from '../order-type';

type Step = Exclude<OrderStatus, 'pending' | 'cancelled'>;

const STEPS: readonly Step[] = ['confirmed', 'preparing', 'ready', 'delivered'];

const LABELS: Record<OrderType, Record<Step, string>> = {
  pickup: { confirmed: 'Order confirmed', preparing: 'Preparing', ready: 'Ready for pickup', delivered: 'Picked up' },
  delivery: { confirmed: 'Order confirmed', preparing: 'Preparing', ready: 'On its way', delivered: 'Delivered' },
};

export interface TrackingStep {
  status: OrderStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  /** When the order last reached this step (ISO), for steps done or current. */
  at: string | null;
}

/** The status as the customer reads it, for the order's type ('On its way' for a delivery that is ready). */
export function trackingStatusLabel(status: OrderStatus, orderType: OrderType): string {
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'pending') return 'Order received';
  return LABELS[orderType][status];
}

export function trackingSteps(
  status: OrderStatus,
  orderType: OrderType,
  timeline: ReadonlyArray<{ status: OrderStatus; at: string }>,
): TrackingStep[] {
  const lastAt = (wanted: OrderStatus) => timeline.findLast((entry) => entry.status === wanted)?.at ?? null;
  // A pending order has not been confirmed yet: every step is still to come.
  const reached = status === 'cancelled' ? null : STEPS.indexOf(status as Step);
  const steps = STEPS.map((step, index): TrackingStep => {
    let state: TrackingStep['state'];
    if (reached === null) state = lastAt(step) ? 'done' : 'upcoming';
    else if (index < reached) state = 'done';
    else state = index === reached ? 'current' : 'upcoming';
    return { status: step, label: LABELS[orderType][step], state, at: state === 'upcoming' ? null : lastAt(step) };
  });
  if (status !== 'cancelled') return steps;
  return [
    ...steps.filter((step) => step.state === 'done'),
    { status: 'cancelled', label: 'Cancelled', state: 'current', at: lastAt('cancelled') },
  ];
}
