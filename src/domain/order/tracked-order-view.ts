import type { OrderStatus } from '../order-status';
import type { OrderView } from './order-view';

/** GET /api/orders/track's answer (docs/behaviour/api.md#orders). */
export interface TrackedOrderView {
  order: OrderView;
  /** Every status the order has had, oldest first. */
  timeline: Array<{ status: OrderStatus; at: string }>;
  /** Whether the order has its one rating already. */
  rated: boolean;
  /** The holder of the link is the buyer: their proof for rating the order as a guest. */
  feedbackToken: string;
}
