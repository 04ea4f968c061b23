/* Tips are for the driver, so only delivery orders carry one (docs/behaviour/rules.md#tips). */
import type { Cents } from './money';
import type { OrderType } from './order-type';

/** The tip choices offered, as percentages of the subtotal; 0 is 'No Tip'. */
export const TIP_PERCENTS = [0, 15, 18, 20, 25] as const;

export type TipPercent = (typeof TIP_PERCENTS)[number];

export function isTipPercent(value: unknown): value is TipPercent {
  return (TIP_PERCENTS as readonly unknown[]).includes(value);
}

/** The tip in cents: `percent` of the subtotal rounded to the nearest cent (half up); 0 unless delivery. */
export function tipCents(subtotalCents: Cents, percent: TipPercent, orderType: OrderType | null): Cents {
  if (orderType !== 'delivery') return 0;
  // subtotal * percent is an exact integer, so the only rounding is the final one.
  return Math.round((subtotalCents * percent) / 100);
}
