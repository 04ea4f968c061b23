export type { AdminMenuProduct, MenuProduct } from './menu';
export type { AdminOrderView, DeliveryAddressView, OrderItemView, OrderView } from './order/order-view';
export type { TrackedOrderView } from './order/tracked-order-view';
import type { OrderingMode } from './fulfilment/drops';

/**
 * Shapes the API answers with and the browser reads, in one place so the server and the islands
 * cannot drift apart. Money is a 2-decimal string (docs/behaviour/rules.md#money). Orders and menu
 * items are derived from the order contract (./order/) and the menu (./menu.ts).
 */

/** GET /api/business-settings. */
export interface BusinessSettings {
  /** False while closed by hand or paused, and in drops mode outside an open period. */
  isAcceptingOrders: boolean;
  /**
   * The owner's open/closed switch as saved, which a pause and the drops leave as it is: what the
   * owner's switch shows, and what a change of the banner alone must send back (issue 36: in drops
   * mode the switch can be on while no period is open or scheduled, which nothing else tells).
   */
  switchOn: boolean;
  message: string | null;
  /** While paused (the switch on), when ordering reopens by itself (ISO instant); else null. */
  pausedUntil: string | null;
  /** 'always' (as before drops), or 'drops': open only inside a scheduled ordering period. */
  orderingMode: OrderingMode;
  /** In drops mode with the switch on, when the next period opens (ISO instant), if one is scheduled; else null. */
  nextOpening: string | null;
  /** In drops mode with the switch on, inside an open period, when it closes (ISO instant); else null. */
  closesAt: string | null;
}

/** GET /api/orders/stats: the admin dashboard's three cards. */
export interface OrderStatsView {
  totalOrders: number;
  pendingOrders: number;
  /** Sum of the totals of the orders that are not cancelled, as a 2-decimal string. */
  totalRevenue: string;
}

/**
 * One rating as GET /api/feedback lists it and POST /api/feedback answers it (docs/behaviour/api.md#shapes). Never the
 * customer's email: the server keeps it only to check who rates an order.
 */
export interface FeedbackView {
  id: number;
  customerName: string;
  orderId: number;
  rating: number;
  feedbackText: string | null;
  foodQuality: number | null;
  orderAccuracy: number | null;
  deliveryService: number | null;
  isRecommended: boolean | null;
  createdAt: string;
  /** Hidden by the owner from the home page's reviews (still here, and in the figures). */
  hidden: boolean;
}

/** GET /api/feedback/stats, over every rating. */
export interface FeedbackStatsView {
  /** The mean rating, already rounded to one decimal by the server; 0 when there are no reviews. */
  averageRating: number;
  totalReviews: number;
  recommendedCount: number;
}
