import { shopTime, windowTimes } from '@/domain/fulfilment/window-label';
import type { RunStop } from '@/stores/admin/deliveries/delivery-run';

/** '5:42 PM' for an ISO instant, in the shop's time. */
export const timeOf = (instant: string): string => shopTime(new Date(instant));

/** '5:00–5:30 PM', or 'Any time' for an order from before windows. */
export const windowOf = (stop: RunStop): string =>
  stop.window ? windowTimes(new Date(stop.window.start), new Date(stop.window.end)) : 'Any time';

/** '20 × Beef Samosa (2 packs)'. */
export const packLine = (pack: RunStop['packs'][number]): string =>
  `${pack.quantity} × ${pack.name}${pack.packs > 1 ? ` (${pack.packs} packs)` : ''}`;

/** 'tel:' and the phone's digits, so a tap calls it. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** '3.4 mi'. */
export const milesOf = (miles: number): string => `${miles.toFixed(1)} mi`;
